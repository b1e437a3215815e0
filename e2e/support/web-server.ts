import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { webDir } from '../../scripts/lib/paths.ts'
import { freePort, startProcess, stopProcesses, waitForUrl } from '../../scripts/lib/processes.ts'
import { e2ePorts, e2eStrapiToken } from '../ports.ts'

export type WebServer = { url: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * One more production web server (the built app, web/server.ts) beside the
 * browser tests' own, on a database the caller chose, reading the e2e Strapi.
 * Its log goes to e2e/.results/<name>.log; it answers /readyz before this
 * resolves. `env` overrides the defaults (secrets are fresh unless given).
 */
export async function startWebServer(name: string, databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<WebServer> {
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const inherited: NodeJS.ProcessEnv = { ...process.env }
	// The test runner's own settings must not leak in: Redis only when asked for.
	delete inherited.REDIS_URL
	const child = startProcess(name, process.execPath, ['server.ts'], {
		cwd: webDir,
		quiet: !process.env.E2E_VERBOSE,
		env: {
			...inherited,
			NODE_ENV: 'production',
			APP_ENV: 'test',
			PORT: String(port),
			HOST: '127.0.0.1',
			SITE_URL: url,
			DATABASE_URL: databaseUrl,
			REQUEST_LOG: 'off',
			SESSION_SECRET: crypto.randomBytes(24).toString('base64url'),
			JWT_SECRET: crypto.randomBytes(24).toString('base64url'),
			STRAPI_URL: `http://127.0.0.1:${e2ePorts.cms}`,
			STRAPI_API_TOKEN: e2eStrapiToken,
			...env,
		},
	})
	const logs = path.join(import.meta.dirname, '..', '.results')
	fs.mkdirSync(logs, { recursive: true })
	const file = fs.createWriteStream(path.join(logs, `${name}.log`))
	child.stdout?.pipe(file)
	child.stderr?.pipe(file)
	await waitForUrl(`${url}/readyz`, child, 60_000)
	return { url, child, stop: () => stopProcesses([child]) }
}
