// `npm run bench`: figures, not pass/fail. Starts the production web server on a
// throw-away database with the demo data (no CMS) and measures throughput and latency of a few
// representative requests from this machine, with bounded request loops.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import Stripe from 'stripe'
import { bin, cmsDir, nodeCommand, root, webDir } from './lib/paths.ts'
import { benchDocumentCompression } from './lib/document-compression.ts'
import { measurePageWeights, publicPageJsBudgetKb } from './lib/page-weight.ts'
import { benchDirectory } from './lib/search-bench.ts'
import { benchAppointments } from './lib/appointments-bench.ts'
import { benchBusyCalendar } from './lib/busy-calendar-bench.ts'
import { stopProcesses, waitForUrl } from './lib/processes.ts'
import { startBenchServer } from './lib/bench-server.ts'
import { benchBehindProxy } from './lib/proxy-bench.ts'

const port = Number(process.env.BENCH_PORT ?? 3199)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)

const build = spawnSync(bin('react-router'), ['build'], { cwd: webDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
if (build.status !== 0) throw new Error('web build failed')

const webhookSecret = `whsec_bench${crypto.randomBytes(16).toString('hex')}`
let eventCounter = 0

/** A signed customer.subscription.updated delivery with a new event id: verify, claim the id, look up the customer. */
function webhookDelivery(): RequestInit {
	eventCounter++
	const payload = JSON.stringify({
		id: `evt_bench_${eventCounter}`,
		object: 'event',
		type: 'customer.subscription.updated',
		created: Math.floor(Date.now() / 1000),
		api_version: Stripe.API_VERSION,
		data: {
			object: {
				id: `sub_bench_${eventCounter}`,
				object: 'subscription',
				customer: 'cus_bench_unknown',
				status: 'active',
				cancel_at_period_end: false,
				cancel_at: null,
				items: { object: 'list', data: [{ price: { id: 'price_test_starter_monthly' }, current_period_end: Math.floor(Date.now() / 1000) + 2_592_000 }] },
			},
		},
	})
	const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
	return { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-bench-'))
// The demo data (87 listed dietitians): the pages show what a visitor sees, and the run behind the proxy has a profile to ask for.
const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: path.join(work, 'pg') } })
if (seeded.status !== 0) throw new Error('seeding the bench database failed')
const web = startBenchServer(port, path.join(work, 'pg'), { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', STRIPE_WEBHOOK_SECRET: webhookSecret })

type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

async function measure(name: string, send: () => Promise<Response>, expected: number): Promise<Result> {
	const latencies: number[] = []
	let errors = 0
	const deadline = Date.now() + seconds * 1000
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (Date.now() < deadline) {
				const started = performance.now()
				try {
					const response = await send()
					await response.arrayBuffer()
					if (response.status !== expected) errors++
				} catch {
					errors++
				}
				latencies.push(performance.now() - started)
			}
		}),
	)
	latencies.sort((a, b) => a - b)
	const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
	return { name, requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

try {
	await waitForUrl(`${base}/services`, web, 60_000)
	const email = `bench.${Date.now()}@example.com`
	const json = { 'content-type': 'application/json' }
	await fetch(`${base}/api/user/register`, {
		method: 'POST',
		headers: json,
		body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: 'Bench-password-2026' }),
	})
	const results = [
		await measure('GET /services (static page, SSR)', () => fetch(`${base}/services`), 200),
		await measure('GET /user/signin (form page, session lookup)', () => fetch(`${base}/user/signin`), 200),
		await measure('POST /api/user/login (argon2id verify + session insert)', () =>
			fetch(`${base}/api/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Bench-password-2026' }) }), 201),
		await measure('POST /api/user/login-with-token (JWT + session join)', () =>
			fetch(`${base}/api/user/login-with-token`, { method: 'POST', headers: json, body: JSON.stringify({ token: 'not.a.token' }) }), 401),
		await measure('POST /api/stripe/webhook (signature + event claimed in a tx)', () => fetch(`${base}/api/stripe/webhook`, webhookDelivery()), 200),
	]
	console.log(`\nweb server on PGlite, ${concurrency} concurrent clients, ${seconds} s each, ${os.cpus().length} cores\n`)
	console.log('request'.padEnd(58) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8))
	for (const r of results) {
		console.log(r.name.padEnd(58) + r.rps.toFixed(0).padStart(8) + r.p50.toFixed(1).padStart(9) + r.p95.toFixed(1).padStart(9) + r.p99.toFixed(1).padStart(9) + String(r.errors).padStart(8))
	}
	await benchBehindProxy(base, ['/home', '/search?where=10001&radius=25'], { seconds })
} finally {
	await stopProcesses([web])
	fs.rmSync(work, { recursive: true, force: true })
}

await benchPageWeights()

// Appointments (issue 29): a profile's 14-day openings with 200 future appointments, and requesting openings under 50 clients.
await benchAppointments()

// Busy calendars (issue 45 point 6): parsing and expanding a 2,000-event calendar with 50 recurring series, CPU ms (budget ≤ 300).
await benchBusyCalendar()

// The directory at BENCH_PROFILES listed dietitians (default 100,000): queries on PGlite (and PostgreSQL with BENCH_DATABASE_URL), then HTTP.
await benchDirectory()

// The 5xx hunt of issue 33: bench:load at a small scale, BENCH_LOAD_LOOP_RUNS times in a row (20; 0 leaves it out), 5xx count and p95 against their targets.
const loopRuns = Number(process.env.BENCH_LOAD_LOOP_RUNS ?? 20)
if (loopRuns > 0) {
	console.log(`\n${loopRuns} runs of the load test in a row (npm run bench:load-loop; about a minute each)\n`)
	spawnSync(process.execPath, nodeCommand('scripts/bench-load-loop.ts', '--runs', String(loopRuns)), { cwd: root, stdio: 'inherit' })
}

/**
 * The JavaScript each public page kind loads (issue 16's five: home, search
 * with results, a listed profile, an AI article, pricing), with the demo data
 * and a seeded Strapi: the browser tests' set-up, on its own ports.
 * The budget is enforced by e2e/tests/page-weight.spec.ts.
 */
async function benchPageWeights() {
	const cms = spawnSync('npm', ['run', 'compile', '--silent'], { cwd: cmsDir, stdio: 'ignore' })
	if (cms.status !== 0) throw new Error('CMS compile failed')
	process.env.E2E_WEB_PORT = process.env.BENCH_SITE_PORT ?? '3197'
	process.env.E2E_CMS_PORT = process.env.BENCH_CMS_PORT ?? '1497'
	process.env.E2E_WORKERS = '1'
	// Imported after the ports are set: they are read when the modules load.
	const { default: startServers } = await import('../e2e/global-setup.ts')
	const { publicPages } = await import('../e2e/support/public-pages.ts')
	const site = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
	const stop = await startServers()
	try {
		const paths = await publicPages(site)
		const weights = await measurePageWeights(site, paths)
		console.log(`\npage weight as loaded (compressed as sent), 390 px phone; JavaScript targets: ${publicPageJsBudgetKb.br} KB with brotli, ${publicPageJsBudgetKb.gzip} KB with gzip\n`)
		console.log('page'.padEnd(30) + 'JS br KB'.padStart(10) + 'target'.padStart(8) + 'JS gzip KB'.padStart(12) + 'target'.padStart(8) + 'files'.padStart(7) + 'CSS br KB'.padStart(11) + 'blocking CSS'.padStart(14) + 'images'.padStart(8) + '  libraries')
		for (const path of paths) {
			const br = weights.find((w) => w.path === path && w.encoding === 'br')!
			const gzip = weights.find((w) => w.path === path && w.encoding === 'gzip')!
			const mark = (kb: number, target: number) => `${kb.toFixed(1)}${kb <= target ? ' ' : '!'}`
			console.log(
				path.padEnd(30) +
					mark(br.jsKb, publicPageJsBudgetKb.br).padStart(10) +
					String(publicPageJsBudgetKb.br).padStart(8) +
					mark(gzip.jsKb, publicPageJsBudgetKb.gzip).padStart(12) +
					String(publicPageJsBudgetKb.gzip).padStart(8) +
					String(br.jsFiles).padStart(7) +
					br.cssKb.toFixed(1).padStart(11) +
					String(br.blockingCss).padStart(14) +
					String(br.images.length).padStart(8) +
					`  ${br.libraries.join(', ')}`,
			)
		}
		console.log('(! over the target)')
		await benchDocumentCompression(site, paths)
	} finally {
		await stop()
	}
}
