import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cmsBin, cmsDir, root, webDir } from '../scripts/lib/paths.ts'
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
	const seeded = spawnSync(process.execPath, ['db/seed.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
	if (seeded.status !== 0) throw new Error(`seeding the e2e database failed: ${seeded.stderr}`)

	const cms = startProcess('cms', cmsBin('strapi'), ['start'], {
		cwd: cmsDir,
		quiet,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(e2ePorts.cms),
			SERVE_ADMIN_PANEL: 'false',
			STRAPI_TELEMETRY_DISABLED: 'true',
			CMS_DATABASE_FILENAME: path.join(work, 'cms.db'),
			CMS_PUBLIC_DIR: path.join(work, 'cms-public'),
			STRAPI_ADMIN_EMAIL: e2eCmsAccounts.superAdmin.email,
			STRAPI_ADMIN_PASSWORD: e2eCmsAccounts.superAdmin.password,
			STRAPI_EDITOR_EMAIL: e2eCmsAccounts.editor.email,
			STRAPI_EDITOR_PASSWORD: e2eCmsAccounts.editor.password,
			SITE_URL: `http://127.0.0.1:${e2ePorts.web}`,
			PREVIEW_SECRET: e2ePreviewSecret,
			STRAPI_API_TOKEN: e2eStrapiToken,
			STRAPI_SEED: 'true',
			APP_KEYS: [random(), random()].join(','),
			API_TOKEN_SALT: random(),
			ADMIN_JWT_SECRET: random(),
			TRANSFER_TOKEN_SALT: random(),
			JWT_SECRET: random(),
			ENCRYPTION_KEY: random(),
			WEB_WEBHOOK_URL: `http://127.0.0.1:${e2ePorts.web}/webhooks/cms`,
			WEB_WEBHOOK_SECRET: e2eWebhookSecret,
		},
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
