import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb, getDbHandle } from '#app/modules/db/db.server.ts'

process.env.DB_STATEMENT_TIMEOUT_MS = '500'

test('every query of the app runs under a statement timeout; PostgreSQL stops a runaway one', async () => {
	const db = await getDb()
	const shown = (await db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }
	const rows = shown.rows
	expect(rows[0]!.statement_timeout).toBe('500ms')
	// PGlite runs queries in this process's WebAssembly engine, which has no timer to cancel a
	// running statement: there the setting is kept for parity, the limit itself is PostgreSQL's.
	if ((await getDbHandle()).kind === 'postgres') {
		await expect(db.execute(sql`select pg_sleep(3)`)).rejects.toThrow()
		expect(((await db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }])
	}
})
