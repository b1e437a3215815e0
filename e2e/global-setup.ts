import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createThrowawayDatabase, dropThrowawayDatabase } from '../db/throwaway-database.ts'
import { startTestCms } from '../scripts/lib/cms-server.ts'
import { nodeCommand, root, webDir } from '../scripts/lib/paths.ts'
import { startProcess, stopProcesses, waitForUrl } from '../scripts/lib/processes.ts'
import { e2eCmsAccounts, e2eMetricsToken, e2ePreviewSecret, e2eStrapiToken, e2eWebhookSecret, e2eWorkers, stackPorts } from './ports.ts'

const random = () => crypto.randomBytes(24).toString('base64url')

/**
 * One stack per worker (ports.ts): a real Strapi (fresh SQLite file, demo content
 * seeded, admin panel off: the CMS was compiled with tsc only) and the production
 * build of the web app on a PGlite database of its own, a copy of one seeded by
 * the real seed script. Logs go to e2e/.results/*.log (stack 0: web.log and cms.log, stack i:
 * web-i.log and cms-i.log). With E2E_POSTGRES_URL (a PostgreSQL server), each stack's database is
 * instead a copy, on that server, of one seeded database: production's database (`npm test` runs
 * the booking, sign-up and search flows on it too).
 */
async function startStack(index: number, logs: string, seeded: Promise<Seeded>) {
	const ports = stackPorts(index)
	const work = fs.mkdtempSync(path.join(os.tmpdir(), `dietitian-e2e-${index}-`))
	const quiet = !process.env.E2E_VERBOSE
	// Strapi starts while the web's database is seeded; each stack gets a copy of the one seeded database.
	const cms = startTestCms({
		port: ports.cms,
		work,
		siteUrl: `http://127.0.0.1:${ports.web}`,
		apiToken: e2eStrapiToken,
		webhook: { url: `http://127.0.0.1:${ports.web}/webhooks/cms`, secret: e2eWebhookSecret },
		accounts: e2eCmsAccounts,
		previewSecret: e2ePreviewSecret,
		quiet,
	})
	let databaseUrl = path.join(work, 'pg')
	let database: string | null = null
	try {
		const seed = await seeded
		if (seed.kind === 'postgres') {
			const copy = await createThrowawayDatabase(seed.server, 'e2e_stack', { template: seed.name })
			;({ url: databaseUrl, name: database } = copy)
		} else fs.cpSync(seed.folder, databaseUrl, { recursive: true })
	} catch (error) {
		await stopProcesses([cms])
		fs.rmSync(work, { recursive: true, force: true })
		throw error
	}
	const web = startProcess('web', process.execPath, ['server.ts'], {
		cwd: webDir,
		quiet,
		env: {
			...process.env,
			NODE_ENV: 'production',
			APP_ENV: 'test',
			PORT: String(ports.web),
			HOST: '127.0.0.1',
			SITE_URL: `http://127.0.0.1:${ports.web}`,
			DATABASE_URL: databaseUrl,
			AUTH_RATE_LIMIT_PER_MINUTE: '1000',
			SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
			BOOKING_PAGE_RATE_LIMIT_PER_MINUTE: '100000',
			REQUEST_LOG: process.env.E2E_VERBOSE ? 'on' : 'off',
			SESSION_SECRET: random(),
			JWT_SECRET: random(),
			STRAPI_URL: `http://127.0.0.1:${ports.cms}`,
			STRAPI_API_TOKEN: e2eStrapiToken,
			CMS_WEBHOOK_SECRET: e2eWebhookSecret,
			CMS_CACHE_TTL_MS: '1000',
			PREVIEW_SECRET: e2ePreviewSecret,
			METRICS_TOKEN: e2eMetricsToken,
		},
	})
	const suffix = index === 0 ? '' : `-${index}`
	for (const [name, child] of [['cms', cms], ['web', web]] as const) {
		const file = fs.createWriteStream(path.join(logs, `${name}${suffix}.log`))
		child.stdout?.pipe(file)
		child.stderr?.pipe(file)
	}
	const stop = async () => {
		await stopProcesses([web, cms])
		if (database && postgresServer) await dropThrowawayDatabase(postgresServer, database)
		fs.rmSync(work, { recursive: true, force: true })
	}
	try {
		// The home page reads Strapi: it answers once Strapi does.
		await waitForUrl(`http://127.0.0.1:${ports.cms}/_health`, cms, 180_000)
		await waitForUrl(`http://127.0.0.1:${ports.web}/home`, web, 60_000)
	} catch (error) {
		await stop()
		throw new Error(`stack ${index}: ${(error as Error).message} (see e2e/.results/*.log)`)
	}
	// Tests that simulate a CMS outage pause this process (SIGSTOP) and resume it (ports.ts cmsPid).
	process.env[`E2E_CMS_PID_${index}`] = String(cms.pid)
	return stop
}

const postgresServer = process.env.E2E_POSTGRES_URL || null
type Seeded = { kind: 'pglite'; folder: string } | { kind: 'postgres'; server: string; name: string }

/** The demo accounts' database, seeded by the real seed script: a PGlite folder, or a database on E2E_POSTGRES_URL. */
async function seedDatabase(seedDir: string): Promise<Seeded> {
	if (!postgresServer) return { kind: 'pglite', folder: await runSeed(path.join(seedDir, 'pg')) }
	const made = await createThrowawayDatabase(postgresServer, 'e2e_seed')
	try {
		await runSeed(made.url)
	} catch (error) {
		await dropThrowawayDatabase(postgresServer, made.name)
		throw error
	}
	return { kind: 'postgres', server: postgresServer, name: made.name }
}

/** Runs the seed script in a child process: the stacks' Strapis start meanwhile. */
async function runSeed(databaseUrl: string) {
	const child = spawn(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'pipe'] })
	let stderr = ''
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
	const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
	if (status !== 0) throw new Error(`seeding the e2e database failed: ${stderr}`)
	return databaseUrl
}

export default async function globalSetup() {
	const logs = path.join(import.meta.dirname, '.results')
	fs.mkdirSync(logs, { recursive: true })
	const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-e2e-seed-'))
	const seeded = seedDatabase(seedDir)
	// Each stack awaits it; this keeps a failed seed from being an unhandled rejection before they do.
	seeded.catch(() => {})
	const started = await Promise.allSettled(Array.from({ length: e2eWorkers }, (_, index) => startStack(index, logs, seeded)))
	fs.rmSync(seedDir, { recursive: true, force: true })
	// The stacks have their copies; the seeded database itself is no longer needed.
	const seed = await seeded.catch(() => null)
	if (seed?.kind === 'postgres') await dropThrowawayDatabase(seed.server, seed.name)
	const stops = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
	const stopAll = async () => {
		await Promise.all(stops.map((stop) => stop()))
	}
	const failed = started.find((outcome) => outcome.status === 'rejected')
	if (failed) {
		await stopAll()
		throw failed.reason
	}
	return stopAll
}
