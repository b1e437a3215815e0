import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestCms } from '../scripts/lib/cms-server.ts'
import { nodeCommand, root, webDir } from '../scripts/lib/paths.ts'
import { startProcess, stopProcesses, waitForUrl } from '../scripts/lib/processes.ts'
import { e2eCmsAccounts, e2ePorts, e2ePreviewSecret, e2eStrapiToken, e2eWebhookSecret } from './ports.ts'

const random = () => crypto.randomBytes(24).toString('base64url')

/**
 * Starts a real Strapi (fresh SQLite file, demo content seeded, admin panel off:
 * the CMS was compiled with tsc only) and the production build of the web app
 * on an in-memory database. Logs go to e2e/.results/*.log.
 */
export default async function globalSetup() {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-e2e-'))
	const logs = path.join(import.meta.dirname, '.results')
	fs.mkdirSync(logs, { recursive: true })
	const quiet = !process.env.E2E_VERBOSE

	// The web's database: a PGlite folder with the demo accounts, seeded by the real seed script.
	const databaseUrl = path.join(work, 'pg')
	const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
	if (seeded.status !== 0) throw new Error(`seeding the e2e database failed: ${seeded.stderr}`)

	const cms = startTestCms({
		port: e2ePorts.cms,
		work,
		siteUrl: `http://127.0.0.1:${e2ePorts.web}`,
		apiToken: e2eStrapiToken,
		webhook: { url: `http://127.0.0.1:${e2ePorts.web}/webhooks/cms`, secret: e2eWebhookSecret },
		accounts: e2eCmsAccounts,
		previewSecret: e2ePreviewSecret,
		quiet,
	})
	const web = startProcess('web', process.execPath, ['server.ts'], {
		cwd: webDir,
		quiet,
		env: {
			...process.env,
			NODE_ENV: 'production',
			APP_ENV: 'test',
			PORT: String(e2ePorts.web),
			HOST: '127.0.0.1',
			SITE_URL: `http://127.0.0.1:${e2ePorts.web}`,
			DATABASE_URL: databaseUrl,
			AUTH_RATE_LIMIT_PER_MINUTE: '1000',
			SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
			REQUEST_LOG: process.env.E2E_VERBOSE ? 'on' : 'off',
			SESSION_SECRET: random(),
			JWT_SECRET: random(),
			STRAPI_URL: `http://127.0.0.1:${e2ePorts.cms}`,
			STRAPI_API_TOKEN: e2eStrapiToken,
			CMS_WEBHOOK_SECRET: e2eWebhookSecret,
			CMS_CACHE_TTL_MS: '1000',
			PREVIEW_SECRET: e2ePreviewSecret,
		},
	})
	for (const [name, child] of [['cms', cms], ['web', web]] as const) {
		const file = fs.createWriteStream(path.join(logs, `${name}.log`))
		child.stdout?.pipe(file)
		child.stderr?.pipe(file)
	}
	const stop = async () => {
		await stopProcesses([web, cms])
		fs.rmSync(work, { recursive: true, force: true })
	}
	try {
		await Promise.all([
			waitForUrl(`http://127.0.0.1:${e2ePorts.cms}/_health`, cms, 120_000),
			waitForUrl(`http://127.0.0.1:${e2ePorts.web}/home`, web, 60_000),
		])
	} catch (error) {
		await stop()
		throw new Error(`${(error as Error).message} (see e2e/.results/*.log)`)
	}
	// Tests that simulate a CMS outage pause this process (SIGSTOP) and resume it.
	process.env.E2E_CMS_PID = String(cms.pid)
	return stop
}
