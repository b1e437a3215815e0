import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { webDir } from '../../scripts/lib/paths.ts'
import { freePort, startProcess, stopProcesses, waitForUrl } from '../../scripts/lib/processes.ts'
import { createThrowawayDatabase } from '../../db/throwaway-database.ts'
import { e2ePorts, e2eStrapiToken } from '../ports.ts'

export type ServerOnPostgres = { url: string; query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>; stop: () => Promise<void> }

/**
 * One production web server on a new, empty PostgreSQL database (it migrates
 * at start), for a test that must reach into the database itself, e.g. to age
 * a code. `query` runs SQL there; the database is dropped when it stops.
 */
export async function startServerOnPostgres(serverUrl: string, name: string, env: NodeJS.ProcessEnv = {}): Promise<ServerOnPostgres> {
	const { url: databaseUrl, name: database } = await createThrowawayDatabase(serverUrl, name)
	const port = await freePort()
	const inherited: NodeJS.ProcessEnv = { ...process.env }
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
			SITE_URL: `http://127.0.0.1:${port}`,
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
	const url = `http://127.0.0.1:${port}`
	await waitForUrl(`${url}/readyz`, child, 60_000)
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	return {
		url,
		query: (text, values) => client.query(text, values),
		async stop() {
			await client.end()
			await stopProcesses([child])
			const dropper = new pg.Client({ connectionString: serverUrl })
			await dropper.connect()
			await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
			await dropper.end()
		},
	}
}
