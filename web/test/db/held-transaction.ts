import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { DB } from '#db/client.ts'
import { getDb, getDbHandle } from '#app/modules/db/db.server.ts'

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0]

/** Backends of this test's database waiting for a lock another transaction holds. */
async function waitingOnALock() {
	const db = await getDb()
	const result = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] }
	return result.rows[0]!.n
}

/**
 * Two writes at the same moment, in the order that races (issue 33): runs `first`
 * in a transaction that stays open until `second` (started once `first` has run)
 * waits on one of its locks, then commits it; returns `second`'s result. On
 * PostgreSQL the second one's statements really wait for the first transaction.
 * PGlite runs one transaction at a time on its one connection (the second would
 * wait for the whole first one), so there the two run one after the other.
 */
export async function whileHeldOpen<T>(first: (tx: Tx) => Promise<unknown>, second: () => Promise<T>): Promise<T> {
	const db = await getDb()
	if ((await getDbHandle()).kind !== 'postgres') {
		await db.transaction(first)
		return second()
	}
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	let ran!: () => void
	const firstRan = new Promise<void>((resolve) => (ran = resolve))
	const holding = db.transaction(async (tx) => {
		await first(tx)
		ran()
		await released
	})
	await firstRan
	const answer = second()
	await expect.poll(waitingOnALock, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0)
	release()
	await holding
	return answer
}
