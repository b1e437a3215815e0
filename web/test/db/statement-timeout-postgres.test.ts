import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb, getDbHandle } from '#app/modules/db/db.server.ts'

// PostgreSQL only (test/postgres-only.ts): PGlite has no timer to cancel a running statement.
process.env.DB_STATEMENT_TIMEOUT_MS = '500'

test('PostgreSQL stops a runaway statement at the timeout, and the next query of the pool works', async () => {
	expect((await getDbHandle()).kind).toBe('postgres')
	const db = await getDb()
	// 57014: query_canceled, what PostgreSQL answers when the timeout stops a statement.
	await expect(db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({ cause: { code: '57014' } })
	expect(((await db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }])
})
