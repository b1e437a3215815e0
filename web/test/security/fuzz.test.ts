import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '#app/modules/db/db.server.ts'
import { callRoute, type FormAnswer } from '../form-client.ts'
import { priceEnv, webhookSecret } from '../billing/helpers.ts'
import { appRoutes, loadRouteModule, type AppRoute } from './route-config.ts'
import { articleId, useRoleWorld } from './role-world.ts'
import { credentialsOf } from './roles.ts'

/**
 * Every form action and API call of routes.ts, fed hostile bodies from a seeded
 * generator: missing fields, wrong types, huge strings, unicode and NUL, arrays
 * for strings, nested objects, bad JSON, bad multipart, wrong content types,
 * path traversal in ids, repeated parameters. No answer may be a 5xx (the API's
 * 501 included), a 4xx must say why, and a rejected request changes no row.
 * Signed in as a paying dietitian half the time, so guarded actions read their bodies too.
 * In-process, through the route modules themselves (as the matrix): 10,000 requests in about
 * 30 s, so it runs in every `npm test`. Body limits before Express (server/request-handler.ts)
 * are tested on their own in form-bodies.test.ts.
 */
const requestsPerAction = Number(process.env.FUZZ_PER_ACTION ?? 330)
const seed = Number(process.env.FUZZ_SEED ?? 20261123)
const batchSize = 24

function generator(start: number) {
	let state = start >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
	return { next, pick }
}

const fieldNames = ['email', 'password', 'first_name', 'last_name', 'token', 'verifyCode', 'resetToken', 'code', 'id', 'intent', 'title', 'summary', 'body', 'tags', 'plan', 'interval', 'pageSize', 'currentVal', 'searchVal', 'searchZipCode', 'searchCity', 'searchState', 'searchCount', 'radius', 'source', 'returnTo', 'honeypot', 'coverAlt', 'remember']
const strings = ['', ' ', 'a', 'dana@example.com', 'x'.repeat(100_000), 'é😀\u202e\u0000\u0001', '\u0000', '../../../etc/passwd', '%2e%2e%2f%2e%2e%2f', '<script>alert(1)</script>', "' OR 1=1 --", '１２３４５６', '-1', '1e309', 'NaN', 'null', 'true', '\r\nSet-Cookie: x=1', 'https://evil.example/']
const scalars = [0, -1, 1.5, 2 ** 53, -(2 ** 31), true, false, null]

function value(g: ReturnType<typeof generator>, depth = 0): unknown {
	const kind = g.pick(['string', 'string', 'scalar', 'array', 'object'] as const)
	if (kind === 'string') return g.pick(strings)
	if (kind === 'scalar') return g.pick(scalars)
	if (kind === 'array') return depth > 2 ? [] : [value(g, depth + 1), g.pick(strings)]
	return depth > 2 ? {} : { [g.pick(fieldNames)]: value(g, depth + 1), __proto__x: { constructor: 'x' } }
}

function jsonObject(g: ReturnType<typeof generator>) {
	const object: Record<string, unknown> = {}
	const count = Math.floor(g.next() * 5)
	for (let i = 0; i < count; i++) object[g.pick(fieldNames)] = value(g)
	return object
}

type Case = { body: string; contentType: string | null; label: string }

function hostileCase(g: ReturnType<typeof generator>): Case {
	const kind = g.pick(['json', 'json', 'json', 'bad-json', 'json-not-object', 'form', 'form', 'repeated', 'multipart', 'bad-multipart', 'wrong-type', 'empty'] as const)
	switch (kind) {
		case 'json':
			return { body: JSON.stringify(jsonObject(g)), contentType: 'application/json', label: kind }
		case 'bad-json':
			return { body: g.pick(['{', '{"email":', '[1,2', '{"a":1}}', '\u0000', 'undefined', "{'a':1}"]), contentType: 'application/json', label: kind }
		case 'json-not-object':
			return { body: JSON.stringify(g.pick([[], [{}], 'text', 42, null, true])), contentType: 'application/json', label: kind }
		case 'form': {
			const form = new URLSearchParams()
			for (let i = 0; i < 1 + Math.floor(g.next() * 4); i++) form.append(g.pick(fieldNames), String(g.pick(strings)))
			return { body: form.toString(), contentType: 'application/x-www-form-urlencoded', label: kind }
		}
		case 'repeated': {
			const name = g.pick(fieldNames)
			return { body: `${name}=${encodeURIComponent(g.pick(strings))}&${name}=${encodeURIComponent(g.pick(strings))}&${name}[]=1&${name}[a]=2`, contentType: 'application/x-www-form-urlencoded', label: kind }
		}
		case 'multipart': {
			const boundary = '----fuzz'
			const field = g.pick(fieldNames)
			return { body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${g.pick(strings)}\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}`, label: kind }
		}
		case 'bad-multipart':
			return { body: g.pick(['--x\r\nContent-Disposition: form-data\r\n\r\n', 'garbage', '--fuzz\r\n\r\n\r\n']), contentType: g.pick(['multipart/form-data', 'multipart/form-data; boundary=fuzz', 'multipart/form-data; boundary=']), label: kind }
		case 'wrong-type':
			return { body: g.pick(['<a/>', 'email=a', '{"email":"a"}']), contentType: g.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=utf-16']), label: kind }
		case 'empty':
			return { body: '', contentType: g.pick([null, 'application/json', 'application/x-www-form-urlencoded']), label: kind }
	}
}

const traversalIds = ['..%2F..%2Fetc%2Fpasswd', '%00', '-1', '1e5', '99999999999999999999', 'NaN', '%E2%80%AE', 'x'.repeat(2000)]

function urlFor(route: AppRoute, g: ReturnType<typeof generator>, articleId: number) {
	const params: Record<string, string> = {}
	const path = route.pattern
		.split('/')
		.map((part) => {
			if (!part.startsWith(':') && part !== '*') return part
			const id = g.next() < 0.5 ? String(articleId) : g.pick(traversalIds)
			params[part === '*' ? '*' : part.slice(1)] = decodeURIComponent(id)
			return id
		})
		.join('/')
	const query = g.next() < 0.2 ? `?${g.pick(fieldNames)}=${encodeURIComponent(g.pick(strings).slice(0, 200))}&index&_data=x` : ''
	return { url: `/${path}${query}`, params }
}

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

const people = useRoleWorld({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', STRIPE_WEBHOOK_SECRET: webhookSecret, ...priceEnv })

test(`every action survives hostile bodies (${requestsPerAction} each, seed ${seed})`, { timeout: 110_000 }, async () => {
	const g = generator(seed)
	const paid = await credentialsOf('paid', people)
	const failures: string[] = []
	const tally = { requests: 0, rejected: 0, accepted: 0, actions: 0, checkedBatches: 0 }
	// Requests go in batches (sign-in pays a fixed delay by design, the CMS is a socket away); a batch
	// answered with 4xx only must leave every table as it was.
	for (const route of appRoutes()) {
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
	expect(tally.requests).toBeGreaterThanOrEqual(10_000)
})
