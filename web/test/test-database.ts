import fs from 'node:fs'
import path from 'node:path'
import { expect, inject } from 'vitest'
import { openDb, type DbHandle } from '#db/client.ts'
import { createThrowawayDatabase } from '#db/throwaway-database.ts'
import { databaseFreeTestFiles } from './database-free.ts'

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite
 * dump by default, or (TEST_DB=postgres) a new database on the PostgreSQL server
 * at TEST_DATABASE_URL, a copy of the migrated template (global-setup.ts), dropped
 * again when the file is done.
 */
export async function openTestDb(): Promise<DbHandle> {
	const file = path.relative(path.resolve(import.meta.dirname, '..'), expect.getState().testPath ?? '')
	if (databaseFreeTestFiles.includes(file)) {
		throw new Error(`${file} opened the test database: take it out of test/database-free.ts, so that it runs on PostgreSQL too`)
	}
	if (process.env.TEST_DB === 'postgres') return openPostgresTestDb()
	const dump = fs.readFileSync(inject('pgliteDump'))
	return openDb('memory', { migrate: false, loadDataDir: new Blob([dump]) })
}

async function openPostgresTestDb(): Promise<DbHandle> {
	const serverUrl = process.env.TEST_DATABASE_URL
	if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
	const { default: pg } = await import('pg')
	const { url, name } = await createThrowawayDatabase(serverUrl, 'test', { template: inject('postgresTemplate') })
	const handle = await openDb(url, { migrate: false })
	return {
		...handle,
		close: async () => {
			await handle.close()
			const dropper = new pg.Client({ connectionString: serverUrl })
			await dropper.connect()
			// pool.end() resolves before its connections have closed; a forced drop would kill
			// them mid-close and the client's error would surface as an uncaught exception.
			for (let waited = 0; waited < 5000; waited += 50) {
				const { rows } = await dropper.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
				if (rows[0]?.n === 0) break
				await new Promise((resolve) => setTimeout(resolve, 50))
			}
			await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			await dropper.end()
		},
	}
}
