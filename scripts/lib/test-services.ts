// The two services every machine of this project runs, and that the tests use:
// PostgreSQL on 127.0.0.1:5432 (trust auth, database `test`) and Redis 7 on 127.0.0.1:6379.
// Elsewhere a test that needs a missing one is skipped and named with the reason; under
// CI=true a missing one is a failure, so a suite can never vanish from CI unnoticed.
import net from 'node:net'
import pg from 'pg'

export const postgresTestUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
export const redisTestUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
export const servicesRequired = process.env.CI === 'true' || process.env.CI === '1'

export type Service = 'postgres' | 'redis'

export async function postgresAnswers(url = postgresTestUrl) {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
	try {
		await client.connect()
		await client.query('select 1')
		return true
	} catch {
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

export async function redisAnswers(url = redisTestUrl) {
	const { hostname, port } = new URL(url)
	return new Promise<boolean>((resolve) => {
		const socket = net.connect({ host: hostname, port: Number(port || 6379) })
		socket.setTimeout(1000)
		socket.once('connect', () => socket.write('PING\r\n'))
		socket.once('data', (data) => {
			socket.destroy()
			resolve(data.toString().startsWith('+PONG'))
		})
		socket.once('error', () => resolve(false))
		socket.once('timeout', () => {
			socket.destroy()
			resolve(false)
		})
	})
}

/** Null when the service answers; otherwise the sentence that names why its tests cannot run. */
export async function missingService(service: Service): Promise<string | null> {
	if (service === 'postgres') {
		return (await postgresAnswers()) ? null : `PostgreSQL does not answer at ${postgresTestUrl} (set TEST_DATABASE_URL)`
	}
	return (await redisAnswers()) ? null : `Redis does not answer at ${redisTestUrl} (set TEST_REDIS_URL)`
}

/**
 * What a test that needs the service does when it is missing: under CI=true it fails with
 * the reason; elsewhere it is skipped with the reason (the runner counts and names it).
 */
export function missingServiceAction(reason: string | null): 'run' | 'fail' | 'skip' {
	if (!reason) return 'run'
	return servicesRequired ? 'fail' : 'skip'
}
