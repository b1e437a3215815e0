import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '#app/modules/db/db.server.ts'

process.env.DB_STATEMENT_TIMEOUT_MS = '500'

// On both databases the setting is there; PostgreSQL stopping a runaway statement is test/db/statement-timeout-postgres.test.ts
// (PGlite runs queries in this process's WebAssembly engine, which has no timer to cancel one).
test('every query of the app runs under a statement timeout', async () => {
	const db = await getDb()
	const shown = (await db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }
	const rows = shown.rows
	expect(rows[0]!.statement_timeout).toBe('500ms')
})
