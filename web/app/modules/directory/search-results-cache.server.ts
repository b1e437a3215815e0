import { directoryGeneration } from '#db/schema/directory.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { metrics, timeQuery } from '#app/modules/metrics/metrics.server.ts'
import { recentResults } from './recent-results.ts'

/**
 * How many committed transactions have changed the listings (migration 0026's trigger counts them
 * at their commit); null if the counter's row is missing, when nothing may be cached.
 */
export async function listingsGeneration(): Promise<number | null> {
	const db = await getDb()
	const [row] = await db.select({ generation: directoryGeneration.generation }).from(directoryGeneration)
	return row?.generation ?? null
}

// A page of results is about 5 KB: 2,000 searches (the default) hold about 10 MB per process.
let recent: ReturnType<typeof recentResults<unknown>> | undefined
const minute = (date: Date) => Math.floor(date.getTime() / 60_000)

/**
 * The rows of a search statement, run once per process for the same search, the same listings and
 * the same minute (docs/decisions/105). Popular places are searched over and over; their
 * statement is most of a search's cost. Exact for changes: a committed change to any listing moves
 * the generation, so the next search runs the statement again, in every process. Time enters the
 * statement (the day's rotation, "openings this week"): the key holds the minute of both clocks.
 */
export async function cachedSearchRows<T>(search: unknown, clocks: { today: Date; at: Date }, run: () => Promise<T>): Promise<T> {
	const entries = getEnv().SEARCH_CACHE_ENTRIES
	let ran = false
	const runStatement = () => {
		ran = true
		return timeQuery('search', run)
	}
	if (entries === 0) return runStatement()
	const generation = await listingsGeneration()
	if (generation === null) return runStatement()
	recent ??= recentResults<unknown>(entries)
	const key = `${generation}|${minute(clocks.today)}|${minute(clocks.at)}|${JSON.stringify(search)}`
	const rows = (await recent(key, runStatement)) as T
	metrics.searchCacheLookups.inc({ outcome: ran ? 'miss' : 'hit' })
	return rows
}
