// `npm start` (production build) and `npm run dev` (dev servers): prepares the
// database, secrets and builds on first run, then runs the web app and the CMS
// together with prefixed logs. Ctrl-C (or SIGTERM) stops both.
import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { openDb } from '../db/client.ts'
import { isStale } from './lib/freshness.ts'
import { bin, cmsBin, cmsDir, dataDir, root, webDir } from './lib/paths.ts'
import { startProcess, stopProcesses, waitForUrl } from './lib/processes.ts'
import { cmsSecretEnv, resolveSecrets } from './lib/secrets.ts'
import { seedDemoData } from './seed.ts'
import { demoLoginLines } from './seeds/demo-accounts.ts'

const dev = process.argv.includes('--dev')
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const appEnv = process.env.APP_ENV ?? 'development'
const production = appEnv === 'production'
const webPort = Number(process.env.PORT ?? 3000)
const cmsPort = Number(process.env.CMS_PORT ?? 1337)
const siteUrl = process.env.SITE_URL ?? `http://localhost:${webPort}`
const cmsUrl = process.env.STRAPI_URL ?? `http://127.0.0.1:${cmsPort}`

const secrets = resolveSecrets(process.env, production)
const adminEmail = process.env.STRAPI_ADMIN_EMAIL ?? 'cms-admin@americandietitian.example'
const editorEmail = process.env.STRAPI_EDITOR_EMAIL ?? 'editor@americandietitian.example'

function run(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
	console.log(`[start] ${label}…`)
	const started = Date.now()
	const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' })
	if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
	console.log(`[start] ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function prepareDatabase() {
	const handle = await openDb()
	try {
		console.log(`[start] database ready (${handle.kind}: ${handle.location})`)
		// A real deployment starts empty: demo accounts with published passwords are for local runs.
		return production ? [] : await seedDemoData(handle.db)
	} finally {
		await handle.close()
	}
}

const seedReport = await prepareDatabase()

const cmsEnv: NodeJS.ProcessEnv = {
	...process.env,
	...cmsSecretEnv(secrets),
	HOST: process.env.CMS_HOST ?? '127.0.0.1',
	PORT: String(cmsPort),
	STRAPI_ADMIN_EMAIL: adminEmail,
	STRAPI_EDITOR_EMAIL: editorEmail,
	SITE_URL: siteUrl,
	STRAPI_TELEMETRY_DISABLED: 'true',
	WEB_WEBHOOK_URL: process.env.WEB_WEBHOOK_URL ?? `http://127.0.0.1:${webPort}/webhooks/cms`,
	NODE_ENV: dev ? 'development' : 'production',
}
// The web app's DATABASE_URL is not the CMS's.
delete cmsEnv.DATABASE_URL

const webEnv: NodeJS.ProcessEnv = {
	...process.env,
	APP_ENV: appEnv,
	PORT: String(webPort),
	SITE_URL: siteUrl,
	STRAPI_URL: cmsUrl,
	SESSION_SECRET: secrets.SESSION_SECRET,
	JWT_SECRET: secrets.JWT_SECRET,
	STRAPI_API_TOKEN: secrets.STRAPI_API_TOKEN,
	CMS_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET,
	PREVIEW_SECRET: secrets.PREVIEW_SECRET,
	NODE_ENV: dev ? 'development' : 'production',
}

if (!dev) {
	if (isStale(path.join(webDir, 'build', 'server', 'index.js'), [path.join(webDir, 'app'), path.join(webDir, 'public'), path.join(root, 'db'), path.join(webDir, 'vite.config.ts'), path.join(webDir, 'package.json')])) {
		run('building the web app', bin('react-router'), ['build'], webDir, { ...process.env, NODE_ENV: 'production' })
	}
	if (isStale(path.join(cmsDir, 'dist', 'build', 'index.html'), [path.join(cmsDir, 'src'), path.join(cmsDir, 'config'), path.join(cmsDir, 'package.json')])) {
		run('building the CMS (first run takes about a minute)', cmsBin('strapi'), ['build'], cmsDir, { ...cmsEnv, NODE_ENV: 'production' })
	}
}

const children: ChildProcess[] = [
	startProcess('cms', cmsBin('strapi'), [dev ? 'develop' : 'start'], { cwd: cmsDir, env: cmsEnv }),
	dev
		? startProcess('web', bin('react-router'), ['dev', '--port', String(webPort)], { cwd: webDir, env: webEnv })
		: startProcess('web', process.execPath, ['server.ts'], { cwd: webDir, env: webEnv }),
]

let stopping = false
async function shutdown(code: number) {
	if (stopping) return
	stopping = true
	console.log('\n[start] stopping…')
	await stopProcesses(children)
	process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
for (const child of children) {
	child.on('exit', (code, signal) => {
		if (stopping) return
		console.error(`[start] a server stopped (exit ${code ?? signal}); stopping the other.`)
		void shutdown(code || 1)
	})
}

try {
	await Promise.all([
		waitForUrl(`${cmsUrl}/_health`, children[0]!, 180_000),
		waitForUrl(`http://127.0.0.1:${webPort}/home`, children[1]!, 120_000),
	])
} catch (error) {
	console.error(`[start] ${(error as Error).message}`)
	await shutdown(1)
}

const lines = [
	'',
	'  American Dietitian is running:',
	`    Website      ${siteUrl}/home`,
	`    CMS admin    ${cmsUrl.replace('127.0.0.1', 'localhost')}/admin`,
	`      editor       ${editorEmail} / ${production ? '(from STRAPI_EDITOR_PASSWORD)' : secrets.STRAPI_EDITOR_PASSWORD}   (Editor role: content)`,
	`      super admin  ${adminEmail} / ${production ? '(from STRAPI_ADMIN_PASSWORD)' : secrets.STRAPI_ADMIN_PASSWORD}   (users, roles, settings)`,
	...(production ? [] : [`    Sent e-mail  ${siteUrl}/dev/outbox`]),
	...seedReport.map((line) => `    ${line}`),
	...(production ? [] : ['  Demo logins:', ...demoLoginLines().map((line) => `    ${line}`)]),
	`    Data         ${dataDir}`,
	'  Press Ctrl-C to stop.',
	'',
]
console.log(lines.join('\n'))
