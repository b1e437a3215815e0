import crypto from 'node:crypto'
import { webDir } from './paths.ts'
import { startProcess } from './processes.ts'

/** The production web server for a benchmark: throw-away secrets, no CMS (it answers fast that it is away), no request log. */
export function startBenchServer(port: number, databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
	return startProcess('web', process.execPath, ['server.ts'], {
		cwd: webDir,
		quiet: true,
		env: {
			...process.env,
			NODE_ENV: 'production',
			APP_ENV: 'test',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATABASE_URL: databaseUrl,
			SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
			JWT_SECRET: crypto.randomBytes(32).toString('hex'),
			STRAPI_URL: 'http://127.0.0.1:9',
			STRAPI_TIMEOUT_MS: '200',
			REQUEST_LOG: 'off',
			// Benches and load runs search from few addresses, far past a visitor's limit.
			SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
			// A benchmark's many connections come from one address, this machine's.
			SERVER_CONNECTIONS_PER_ADDRESS: '0',
			...env,
		},
	})
}
