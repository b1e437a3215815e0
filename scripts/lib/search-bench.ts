// The directory part of `npm run bench` (issue 11): seeds N synthetic listed
// dietitians into a fresh PGlite (and PostgreSQL with BENCH_DATABASE_URL), times
// the five representative searches through the real module code with EXPLAIN,
// then compares /search with /services over HTTP with autocannon.
// Alone: `sh scripts/node24.sh scripts/lib/search-bench.ts`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire, registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'
import { root, webDir } from './paths.ts'
import { startBenchServer } from './bench-server.ts'
import { stopProcesses, waitForUrl } from './processes.ts'

// The web modules import with the '#app/' and '#db/' aliases that Vite resolves; here Node does.
registerHooks({
	resolve(specifier, context, next) {
		if (specifier.startsWith('#app/')) return next(pathToFileURL(path.join(webDir, 'app', specifier.slice(5))).href, context)
		if (specifier.startsWith('#db/')) return next(pathToFileURL(path.join(root, 'db', specifier.slice(4))).href, context)
		return next(specifier, context)
	},
})

const { openDb } = await import('../../db/client.ts')
const { useDbOpener, closeDb } = await import('../../web/app/modules/db/db.server.ts')
const { searchDietitians, searchStatement, resolvePlace } = await import('../../web/app/modules/directory/search.server.ts')
const { searchQuerySchema } = await import('../../web/app/modules/directory/search-query.ts')
const { cityKey } = await import('../../web/app/modules/directory/zip-codes.server.ts')
const { plans, hasEntitlement } = await import('../../web/app/modules/billing/plans.ts')
const { specialties, credentials, insurancePayers, languages } = await import('../../web/app/modules/profiles/taxonomy.ts')

type Handle = Awaited<ReturnType<typeof openDb>>
type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string }

const zipcodes = createRequire(path.join(webDir, 'package.json'))('zipcodes') as { codes: Record<string, ZipRecord>; lookupByName: (city: string, state: string) => ZipRecord[] }
const stateCodes = new Set(['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'])

// The ZIP data has no population: two thirds of the dietitians go to the largest
// cities in proportion to their population (2020 census, thousands), the rest
// to any ZIP of the 50 states and DC, as rural areas have a few.
const bigCities: [city: string, state: string, thousands: number][] = [
	['New York', 'NY', 8804], ['Los Angeles', 'CA', 3899], ['Chicago', 'IL', 2746], ['Houston', 'TX', 2304], ['Phoenix', 'AZ', 1608],
	['Philadelphia', 'PA', 1603], ['San Antonio', 'TX', 1434], ['San Diego', 'CA', 1386], ['Dallas', 'TX', 1304], ['San Jose', 'CA', 1013],
	['Austin', 'TX', 961], ['Jacksonville', 'FL', 949], ['Fort Worth', 'TX', 918], ['Columbus', 'OH', 905], ['Charlotte', 'NC', 874],
	['Indianapolis', 'IN', 887], ['San Francisco', 'CA', 873], ['Seattle', 'WA', 737], ['Denver', 'CO', 715], ['Washington', 'DC', 689],
	['Boston', 'MA', 675], ['Nashville', 'TN', 689], ['El Paso', 'TX', 678], ['Detroit', 'MI', 639], ['Oklahoma City', 'OK', 681],
	['Portland', 'OR', 652], ['Las Vegas', 'NV', 641], ['Memphis', 'TN', 633], ['Louisville', 'KY', 617], ['Baltimore', 'MD', 585],
	['Milwaukee', 'WI', 577], ['Albuquerque', 'NM', 564], ['Tucson', 'AZ', 542], ['Fresno', 'CA', 542], ['Sacramento', 'CA', 524],
	['Kansas City', 'MO', 508], ['Atlanta', 'GA', 498], ['Omaha', 'NE', 486], ['Raleigh', 'NC', 467], ['Miami', 'FL', 442],
	['Minneapolis', 'MN', 429], ['Tampa', 'FL', 384], ['New Orleans', 'LA', 383], ['Cleveland', 'OH', 372], ['Pittsburgh', 'PA', 302],
	['Saint Louis', 'MO', 301], ['Cincinnati', 'OH', 309], ['Orlando', 'FL', 307], ['Salt Lake City', 'UT', 200], ['Brooklyn', 'NY', 2736],
]

/** A seeded generator, so every run (and both databases) gets the same dietitians. */
function random(seed: number) {
	let state = seed
	return () => {
		state = (state * 1_103_515_245 + 12_345) & 0x7fffffff
		return state / 0x80000000
	}
}

type Row = Record<string, unknown>

export function syntheticProfiles(n: number): Row[] {
	const rand = random(11)
	const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!
	const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * max) }, () => pick(list)))]
	const allZips = Object.values(zipcodes.codes).filter((z) => stateCodes.has(z.state))
	const cityZips = bigCities.map(([city, state, weight]) => ({ zips: zipcodes.lookupByName(city, state), weight })).filter((c) => c.zips.length)
	const totalWeight = cityZips.reduce((sum, c) => sum + c.weight, 0)
	const cityZip = () => {
		let r = rand() * totalWeight
		for (const c of cityZips) if ((r -= c.weight) < 0) return pick(c.zips)
		return pick(cityZips[0]!.zips)
	}
	const listingPlans = plans.filter((p) => hasEntitlement(p.id, 'listing')).map((p) => p.id)
	const specialtyKeys = specialties.map(([key]) => key)
	const states = [...stateCodes]
	return Array.from({ length: n }, (_, i) => {
		const zip = rand() < 2 / 3 ? cityZip() : pick(allZips)
		const telehealth = rand() < 0.45
		return {
			email: `bench.${i}@example.com`,
			first: `Bench${i}`,
			last: `Dietitian${i % 997}`,
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
			summary: `Registered dietitian in ${zip.city} helping clients with practical, evidence-based nutrition. `.repeat(3),
		}
	})
}

/** Inserts the accounts and their approved profiles, a few thousand per statement (JSON in, same SQL on both databases). */
export async function seed(handle: Handle, rows: Row[]) {
	const { sql } = await import('drizzle-orm')
	for (let i = 0; i < rows.length; i += 5000) {
		const batch = JSON.stringify(rows.slice(i, i + 5000))
		await handle.db.execute(sql`
			with source as (
				select * from json_to_recordset(${batch}::json) as r(email text, first text, last text, plan int, zipcode text, city text, city_key text,
					state text, lat float8, lon float8, specialties text[], credentials text[], insurance text[], languages text[], telehealth boolean,
					telehealth_states text[], accepting boolean, summary text)
			), created as (
				insert into users (email, password_hash, first_name, last_name, plan, verified)
				select email, 'bench-not-a-hash', first, last, plan, true from source
				returning id, email
			)
			insert into profiles (user_id, role, credentials, city_name, city_key, state, zipcode, latitude, longitude, summary, specialties,
				offers_in_person, offers_telehealth, telehealth_states, insurance, languages, accepting_new_clients, review_status, approved_at)
			select created.id, 'Registered Dietitian', s.credentials, s.city, s.city_key, s.state, s.zipcode, s.lat, s.lon, s.summary, s.specialties,
				true, s.telehealth, s.telehealth_states, s.insurance, s.languages, s.accepting, 'approved', now()
			from created join source s on s.email = created.email`)
	}
	await handle.db.execute(sql`analyze`)
}

type Case = { name: string; target: { postgres: number; pglite: number }; inputs: Record<string, unknown>[] }

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
		target: { postgres: 15, pglite: 40 },
		inputs: [['CA', 'diabetes'], ['TX', 'weight-management'], ['NY', 'sports'], ['FL', 'renal']].map(([state, specialty]) => ({ searchState: state, specialty })),
	},
	{
		name: 'page 50 of a broad search',
		target: { postgres: 15, pglite: 40 },
		inputs: ['CA', 'TX', 'NY'].map((state) => ({ searchState: state, searchStart: 490 })),
	},
	{
		name: 'telehealth in state',
		target: { postgres: 15, pglite: 40 },
		inputs: ['NY', 'CA', 'OH', 'GA'].map((state) => ({ searchState: state, telehealth: true })),
	},
]

const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 500)

function percentile(sorted: number[], q: number) {
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** The plan of a case's first input: the index scans it uses (EXPLAIN, not ANALYZE: the timing is above). */
async function explain(handle: Handle, input: Record<string, unknown>) {
	const query = searchQuerySchema.parse(input)
	const resolved = resolvePlace(query)
	if ('status' in resolved) return `(${resolved.status})`
	const { statement } = searchStatement(handle.db, query, resolved.place, new Date())
	const { sql: text, params } = statement.toSQL()
	const client = (handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client
	const { rows } = await client.query(`explain ${text}`, params)
	const lines = rows.map((row) => Object.values(row)[0]!)
	const indexes = [...new Set(lines.flatMap((line) => [...line.matchAll(/(?:Index|Bitmap Index) Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1]!)))]
	return { indexes, plan: lines }
}

export async function timeQueries(handle: Handle, kind: 'postgres' | 'pglite', profiles: number) {
	useDbOpener(async () => handle)
	console.log(`\nsearch on ${kind}, ${profiles.toLocaleString('en-US')} listed profiles, ${runs} runs per query (module call: SQL + mapping)\n`)
	console.log('query'.padEnd(34) + 'p50 ms'.padStart(8) + 'p95 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'target p95'.padStart(12) + 'matches'.padStart(9) + '  indexes used')
	const verbose = process.env.BENCH_EXPLAIN === 'full'
	for (const c of cases) {
		for (let i = 0; i < 20; i++) await searchDietitians(searchQuerySchema.parse(c.inputs[i % c.inputs.length]))
		const times: number[] = []
		let matches = 0
		for (let i = 0; i < runs; i++) {
			const query = searchQuerySchema.parse(c.inputs[i % c.inputs.length])
			const started = performance.now()
			const outcome = await searchDietitians(query)
			times.push(performance.now() - started)
			if (i === 0 && outcome.status === 'ok') matches = outcome.totalCount
		}
		times.sort((a, b) => a - b)
		const plan = await explain(handle, c.inputs[0]!)
		const target = c.target[kind]
		const p95 = percentile(times, 0.95)
		console.log(
			c.name.padEnd(34) + percentile(times, 0.5).toFixed(1).padStart(8) + p95.toFixed(1).padStart(8) + percentile(times, 0.99).toFixed(1).padStart(8) +
				`≤ ${target}${p95 <= target ? ' ok' : ' MISS'}`.padStart(12) + String(matches).padStart(9) + '  ' + (typeof plan === 'string' ? plan : plan.indexes.join(', ')),
		)
		if (verbose && typeof plan !== 'string') console.log(plan.plan.map((line) => `    ${line}`).join('\n'))
	}
	await closeDb()
}

async function autocannon(url: string) {
	const { default: run } = await import('autocannon')
	const result = await run({ url, connections: 20, duration: Number(process.env.BENCH_HTTP_SECONDS ?? 10) })
	return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

/** /search?where=10001&radius=25 against /services (reads no data) on the production build over the seeded PGlite. */
async function httpComparison(folder: string) {
	const port = Number(process.env.BENCH_SEARCH_PORT ?? 3198)
	const base = `http://127.0.0.1:${port}`
	const web = startBenchServer(port, folder)
	try {
		await waitForUrl(`${base}/services`, web, 120_000)
		const services = await autocannon(`${base}/services`)
		const search = await autocannon(`${base}/search?where=10001&radius=25`)
		console.log(`\nHTTP on PGlite, autocannon 20 connections, ${process.env.BENCH_HTTP_SECONDS ?? 10} s each\n`)
		console.log('request'.padEnd(36) + 'req/s'.padStart(8) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'non-2xx'.padStart(9) + 'errors'.padStart(8))
		for (const [name, r] of [['GET /services', services], ['GET /search?where=10001&radius=25', search]] as const) {
			console.log(name.padEnd(36) + r.rps.toFixed(0).padStart(8) + String(r.p50).padStart(8) + String(r.p99).padStart(8) + String(r.non2xx).padStart(9) + String(r.errors).padStart(8))
		}
		const share = (search.rps / services.rps) * 100
		console.log(`/search serves ${share.toFixed(0)} % of /services' requests/s (target ≥ 60 %${share >= 60 ? ', ok' : ', MISS'})`)
	} finally {
		await stopProcesses([web])
	}
}

export async function benchDirectory() {
	const n = Number(process.env.BENCH_PROFILES ?? 100_000)
	const rows = syntheticProfiles(n)
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-search-bench-'))
	const folder = path.join(work, 'pg')
	try {
		let started = performance.now()
		const lite = await openDb(folder)
		await seed(lite, rows)
		console.log(`\nseeded ${n.toLocaleString('en-US')} profiles into PGlite in ${((performance.now() - started) / 1000).toFixed(0)} s`)
		await timeQueries(lite, 'pglite', n)
		await httpComparison(folder)

		const serverUrl = process.env.BENCH_DATABASE_URL
		if (serverUrl) {
			const { default: pg } = await import('pg')
			const admin = new pg.Client({ connectionString: serverUrl })
			await admin.connect()
			const name = `dietitian_bench_${process.pid}`
			await admin.query(`create database ${name}`)
			try {
				const url = new URL(serverUrl)
				url.pathname = `/${name}`
				started = performance.now()
				const server = await openDb(url.toString())
				await seed(server, rows)
				console.log(`\nseeded ${n.toLocaleString('en-US')} profiles into PostgreSQL in ${((performance.now() - started) / 1000).toFixed(0)} s`)
				await timeQueries(server, 'postgres', n)
			} finally {
				await closeDb()
				await admin.query(`drop database if exists ${name} with (force)`)
				await admin.end()
			}
		}
	} finally {
		fs.rmSync(work, { recursive: true, force: true })
	}
}

if (import.meta.main) await benchDirectory()
