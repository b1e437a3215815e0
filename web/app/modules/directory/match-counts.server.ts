import { desc, sql, sum } from 'drizzle-orm'
import { matchNeedCounts } from '#db/schema/directory.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import type { MatchNeed } from './match-needs.ts'

/** Adds one guided match of `need` in `state` to today's count (UTC): the only trace a match leaves (issue 47 point 4). */
export async function countMatchNeed(state: string, need: MatchNeed) {
	const db = await getDb()
	const day = now().toISOString().slice(0, 10)
	await db
		.insert(matchNeedCounts)
		.values({ state, need, day, count: 1 })
		.onConflictDoUpdate({ target: [matchNeedCounts.state, matchNeedCounts.need, matchNeedCounts.day], set: { count: sql`${matchNeedCounts.count} + 1` } })
}

/** The admin dashboard's table: matches per state and need over the last `days` days, most asked first. */
export async function matchNeedTotals(days = 30, limit = 20) {
	const db = await getDb()
	const since = new Date(now().getTime() - days * 86_400_000).toISOString().slice(0, 10)
	const total = sum(matchNeedCounts.count).mapWith(Number)
	return db
		.select({ state: matchNeedCounts.state, need: matchNeedCounts.need, count: total })
		.from(matchNeedCounts)
		.where(sql`${matchNeedCounts.day} >= ${since}`)
		.groupBy(matchNeedCounts.state, matchNeedCounts.need)
		.orderBy(desc(total), matchNeedCounts.state, matchNeedCounts.need)
		.limit(limit)
}
