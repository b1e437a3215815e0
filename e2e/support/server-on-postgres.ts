import pg from 'pg'
import { createThrowawayDatabase } from '../../db/throwaway-database.ts'
import { startWebServer } from './web-server.ts'

export type ServerOnPostgres = { url: string; query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>; stop: () => Promise<void> }

/**
 * One production web server on a new, empty PostgreSQL database (it migrates
 * at start), for a test that must reach into the database itself, e.g. to age
 * a code. `query` runs SQL there; the database is dropped when it stops.
 */
export async function startServerOnPostgres(serverUrl: string, name: string, env: NodeJS.ProcessEnv = {}): Promise<ServerOnPostgres> {
	const { url: databaseUrl, name: database } = await createThrowawayDatabase(serverUrl, name)
	const server = await startWebServer(name, databaseUrl, env)
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	return {
		url: server.url,
		query: (text, values) => client.query(text, values),
		async stop() {
			await client.end()
			await server.stop()
			const dropper = new pg.Client({ connectionString: serverUrl })
			await dropper.connect()
			await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
			await dropper.end()
		},
	}
}
