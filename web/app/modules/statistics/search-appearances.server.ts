import { sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'
import { isBotAgent } from './bots.ts'
import { utcDay } from './days.ts'

/** How long appearances wait in a process before they are written. */
export const appearanceFlushMs = 5_000

type Pending = { counts: Map<string, number>; timer?: ReturnType<typeof setInterval>; flushing?: Promise<void> }

// On globalThis: the development server re-creates modules on every edit (decision 050).
const buffer: Pending = ((globalThis as { __searchAppearances?: Pending }).__searchAppearances ??= { counts: new Map() })

/**
 * Counts one appearance in search results for each profile on a page shown
 * to a person (bots and clients without a User-Agent are not counted). The
 * count waits in memory and is written by `flushSearchAppearances` every few
 * seconds and at shutdown, so a search never waits for a write.
 */
export function countSearchAppearances(profileUserIds: number[], userAgent: string | null, now = new Date()) {
	if (profileUserIds.length === 0 || isBotAgent(userAgent)) return
	const day = utcDay(now)
	for (const id of new Set(profileUserIds)) {
		const key = `${day}|${id}`
		buffer.counts.set(key, (buffer.counts.get(key) ?? 0) + 1)
	}
	if (!buffer.timer) {
		buffer.timer = setInterval(() => void flushSearchAppearances(), appearanceFlushMs)
		buffer.timer.unref()
	}
}

/**
 * Writes the waiting appearances with one upsert that adds to the day's rows,
 * so processes flushing at the same moment add up. A call during a write
 * waits for it, then writes what came in meanwhile; a failed write keeps its
 * counts for the next flush.
 */
export async function flushSearchAppearances(): Promise<void> {
	if (buffer.flushing) await buffer.flushing
	if (buffer.counts.size === 0) return
	buffer.flushing ??= (async () => {
		const taken = buffer.counts
		buffer.counts = new Map()
		try {
			await writeAppearances(taken)
		} catch (error) {
			for (const [key, n] of taken) buffer.counts.set(key, (buffer.counts.get(key) ?? 0) + n)
			console.warn(`[statistics] appearances not written yet: ${describeError(error).split('\n')[0]}`)
		} finally {
			buffer.flushing = undefined
		}
	})()
	return buffer.flushing
}

/**
 * One statement whatever the number of rows (they travel as one JSON
 * parameter). Rows go in key order, so two processes never lock the same rows
 * in opposite orders; an account deleted since its appearance is skipped.
 */
async function writeAppearances(counts: Map<string, number>) {
	const rows = [...counts]
		.map(([key, n]) => {
			const [day, id] = key.split('|') as [string, string]
			return { id: Number(id), day, n }
		})
		.sort((a, b) => a.id - b.id || (a.day < b.day ? -1 : 1))
	const db = await getDb()
	await db.execute(sql`
		insert into ${profileDailyStats} (profile_user_id, day, appearances)
		select v.id, v.day::date, v.n
		from json_to_recordset(${JSON.stringify(rows)}::json) as v(id int, day text, n int)
		where exists (select 1 from ${users} where ${users.id} = v.id)
		order by v.id, v.day
		on conflict (profile_user_id, day) do update set appearances = ${profileDailyStats}.appearances + excluded.appearances`)
}

/** At shutdown, before the database closes: the last counts are written. */
export async function stopSearchAppearances() {
	if (buffer.timer) clearInterval(buffer.timer)
	buffer.timer = undefined
	await flushSearchAppearances()
}
