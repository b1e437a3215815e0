import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '#app/modules/db/db.server.ts'
import { callRoute, type FormAnswer } from '../form-client.ts'
import { priceEnv, webhookSecret } from '../billing/helpers.ts'
import { generator, hostileCase, urlFor } from './hostile-requests.ts'
import { appRoutes, loadRouteModule } from './route-config.ts'
import { articleId, useRoleWorld } from './role-world.ts'
import { credentialsOf } from './roles.ts'

/**
 * Every form action and API call of routes.ts, fed hostile bodies from a seeded
 * generator: missing fields, wrong types, huge strings, unicode and NUL, arrays
 * for strings, nested objects, bad JSON, bad multipart, wrong content types,
 * path traversal in ids, repeated parameters. No answer may be a 5xx (the API's
 * 501 included), a 4xx must say why, and a rejected request changes no row.
 * Signed in as a paying dietitian half the time, so guarded actions read their bodies too.
 * In-process, through the route modules themselves (as the matrix), with a table checksum
 * around every batch, on PGlite and PostgreSQL. The 10,000-request run goes through HTTP to the
 * production build (e2e/tests/fuzz.spec.ts). Body limits before Express (server/request-handler.ts)
 * are tested on their own in form-bodies.test.ts.
 */
const requestsPerAction = Number(process.env.FUZZ_PER_ACTION ?? 100)
const seed = Number(process.env.FUZZ_SEED ?? 20261123)
const batchSize = 24

// Counting attempts is what a rate limit does with a refused request; every other table must stay as it was.
const countsAttempts = new Set(['rate_limits'])
let checksumQuery: string | null = null

/** One md5 per table, in one query: table → checksum. */
async function checksum(): Promise<Map<string, string>> {
	const db = await getDb()
	if (!checksumQuery) {
		const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] }
		checksumQuery = tables.rows
			.filter(({ tablename }) => !countsAttempts.has(tablename))
			.map(({ tablename }) => `select '${tablename}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${tablename}" t`)
			.join(' union all ')
	}
	const result = (await db.execute(sql.raw(checksumQuery))) as unknown as { rows: { name: string; sum: string }[] }
	return new Map(result.rows.map((row) => [row.name, row.sum]))
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([name, sum]) => before.get(name) !== sum).map(([name]) => name)

const says = (answer: FormAnswer) => /[A-Za-z]{3,}/.test(typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data ?? ''))

const world = useRoleWorld({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', STRIPE_WEBHOOK_SECRET: webhookSecret, ...priceEnv })

test(`every action survives hostile bodies (${requestsPerAction} each, seed ${seed})`, { timeout: 110_000 }, async () => {
	const g = generator(seed)
	const paid = await credentialsOf('paid', world.people)
	const failures: string[] = []
	const tally = { requests: 0, rejected: 0, accepted: 0, actions: 0, checkedBatches: 0 }
	// Requests go in batches (sign-in pays a fixed delay by design, the CMS is a socket away); a batch
	// answered with 4xx only must leave every table as it was.
	// A Spanish page (`es/…`, issue 32) runs its English twin's action: fuzzed once, at the English address.
	for (const route of appRoutes().filter((candidate) => !candidate.pattern.startsWith('es/'))) {
		const module = await loadRouteModule(route)
		if (!module.action) continue
		tally.actions++
		for (let sent = 0; sent < requestsPerAction; sent += batchSize) {
			const cases = Array.from({ length: Math.min(batchSize, requestsPerAction - sent) }, () => {
				const signedIn = g.next() < 0.5
				return { hostile: hostileCase(g), ...urlFor(route, g, articleId), signedIn, bearer: signedIn && g.next() < 0.5 }
			})
			const before = await checksum()
			const answers = await Promise.all(
				cases.map(async ({ hostile, url, params, signedIn, bearer }) => {
					let answer: FormAnswer
					try {
						answer = await callRoute(module.action!, url, hostile.body, {
							contentType: hostile.contentType,
							cookie: signedIn ? paid.cookie : undefined,
							headers: bearer ? { authorization: `Bearer ${paid.bearer}` } : {},
							params,
						})
					} catch (error) {
						answer = { status: 500, data: String(error), headers: new Headers(), location: null }
					}
					return { what: `${hostile.label} POST ${url.slice(0, 80)} → ${answer.status}`, answer }
				}),
			)
			tally.requests += answers.length
			for (const { what, answer } of answers) {
				if (answer.status >= 500) failures.push(`${what}: ${String(JSON.stringify(answer.data)).slice(0, 200)}`)
				else if (answer.status >= 400) {
					tally.rejected++
					if (!says(answer) && answer.status !== 404 && answer.status !== 405) failures.push(`${what} without a message`)
				} else tally.accepted++
			}
			if (answers.every(({ answer }) => answer.status >= 400 && answer.status < 500)) {
				tally.checkedBatches++
				const changed = changedTables(before, await checksum())
				if (changed.length) failures.push(`${changed.join(', ')} changed by rejected requests: ${answers.slice(0, 3).map((a) => a.what).join('; ')}…`)
			}
		}
	}
	console.log(`[fuzz] ${tally.requests} requests to ${tally.actions} actions: ${tally.rejected} rejected (4xx), ${tally.accepted} answered 2xx/3xx, ${tally.checkedBatches} all-rejected batches checked unchanged, ${failures.length} failures`)
	if (failures.length) console.log(failures.slice(0, 40).join("\n"))
	expect(failures.slice(0, 30)).toEqual([])
})
