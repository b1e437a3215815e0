import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures.ts'
import { demo } from '../support/accounts.ts'
import { startFuzzServer, type FuzzServer } from '../support/fuzz-server.ts'
import { generator, hostileCase, urlFor } from '../../web/test/security/hostile-requests.ts'
import { appRoutes } from '../../web/test/security/route-config.ts'

const total = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? 20261123)
// Small batches, so that many are rejected whole and can be checked against the tables.
const batchSize = 8
const appDir = path.join(import.meta.dirname, '..', '..', 'web', 'app')

/** The routes whose module exports an action: every form action and API call, read from routes.ts. */
const postable = appRoutes().filter((route) => /export (async )?function action\b|export const action\b/.test(fs.readFileSync(path.join(appDir, route.file), 'utf8')))

async function signedIn(server: FuzzServer) {
	const headers = { origin: server.url }
	const login = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(demo.withPlan) })
	const { token } = (await login.json()) as { token: string }
	const form = await fetch(`${server.url}/user/signin`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(demo.withPlan), redirect: 'manual' })
	const cookie = form.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
	expect(token, 'a bearer token for the paying demo dietitian').toBeTruthy()
	expect(cookie, 'a session cookie for the paying demo dietitian').toContain('en_session=')
	return { token, cookie }
}

test.describe('fuzz against the production build', () => {
	let server: FuzzServer
	test.beforeAll(async () => {
		test.setTimeout(120_000)
		server = await startFuzzServer()
	})
	test.afterAll(async () => server?.stop())

	test(`${total} hostile requests to every form action and API call: no 5xx, every 4xx says why, rejected requests change no row, the server stays up`, async () => {
		test.setTimeout(420_000)
		const session = await signedIn(server)
		const g = generator(seed)
		const failures: string[] = []
		const tally = { requests: 0, rejected: 0, accepted: 0, checkedBatches: 0 }
		for (let sent = 0; sent < total; sent += batchSize) {
			const cases = Array.from({ length: Math.min(batchSize, total - sent) }, () => {
				const route = g.pick(postable)
				const { url } = urlFor(route, g, 1)
				// Page actions also answer React Router's data requests (`/path.data`).
				const dataRequest = !url.startsWith('/api/') && g.next() < 0.25
				const target = dataRequest ? url.replace(/^([^?]*?)\/?(\?|$)/, (_, p: string, q: string) => `${p || '/_root'}.data${q}`) : url
				const cookie = g.next() < 0.5
				return { hostile: hostileCase(g), target, cookie, bearer: cookie && g.next() < 0.5 }
			})
			const before = server.checksum ? await server.checksum() : null
			const answers = await Promise.all(
				cases.map(async ({ hostile, target, cookie, bearer }) => {
					const headers: Record<string, string> = { origin: server.url }
					if (hostile.contentType) headers['content-type'] = hostile.contentType
					if (cookie) headers.cookie = session.cookie
					if (bearer) headers.authorization = `Bearer ${session.token}`
					const what = `${hostile.label} POST ${target.slice(0, 80)}${process.env.FUZZ_DEBUG ? ` ${JSON.stringify({ headers, body: hostile.body.slice(0, 200), length: hostile.body.length })}` : ""}`
					try {
						const response = await fetch(`${server.url}${target}`, { method: 'POST', headers, body: hostile.body, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
						return { what: `${what} → ${response.status}`, status: response.status, text: await response.text() }
					} catch (error) {
						return { what: `${what} → no answer`, status: 0, text: `${String(error)} ${String((error as { cause?: unknown }).cause)}` }
					}
				}),
			)
			tally.requests += answers.length
			for (const { what, status, text } of answers) {
				if (status === 0 || status >= 500) failures.push(`${what}: ${text.slice(0, 160)}`)
				else if (status >= 400) {
					tally.rejected++
					if (status !== 404 && status !== 405 && !/[A-Za-z]{3,}/.test(text)) failures.push(`${what} without a message`)
				} else tally.accepted++
			}
			if (before && answers.every(({ status }) => status >= 400 && status < 500)) {
				tally.checkedBatches++
				const after = await server.checksum!()
				const changed = [...after].filter(([name, sum]) => before.get(name) !== sum).map(([name]) => name)
				if (changed.length) failures.push(`${changed.join(', ')} changed by rejected requests: ${answers.slice(0, 3).map((a) => a.what).join('; ')}…`)
			}
			if (failures.length > 30) break
		}
		const alive = await fetch(`${server.url}/healthz`).then((r) => r.status, () => 0)
		console.log(
			`[fuzz] ${tally.requests} requests to ${postable.length} actions of the production build: ${tally.rejected} rejected (4xx), ${tally.accepted} answered 2xx/3xx, ` +
				(server.checksum ? `${tally.checkedBatches} all-rejected batches checked unchanged` : 'tables not checksummed (PGlite; set TEST_DATABASE_URL)') +
				`, ${failures.length} failures, /healthz ${alive}`,
		)
		expect(failures.slice(0, 30)).toEqual([])
		expect(server.child.exitCode, 'the server is still running').toBeNull()
		expect(alive).toBe(200)
		expect(tally.requests).toBeGreaterThanOrEqual(total)
	})
})
