import { sql } from 'drizzle-orm'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { utcDay } from './days.ts'

/**
 * Counts one appearance in search results for each profile on a page of
 * results: one batched upsert, whatever the page size.
 */
export async function recordSearchAppearances(profileUserIds: number[], now = new Date()) {
	const ids = [...new Set(profileUserIds)]
	if (ids.length === 0) return
	const day = utcDay(now)
	const db = await getDb()
	await db
		.insert(profileDailyStats)
		.values(ids.map((profileUserId) => ({ profileUserId, day, appearances: 1 })))
		.onConflictDoUpdate({
			target: [profileDailyStats.profileUserId, profileDailyStats.day],
			set: { appearances: sql`${profileDailyStats.appearances} + 1` },
		})
}
