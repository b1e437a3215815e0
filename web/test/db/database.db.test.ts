import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { migrationsDir } from '#db/paths.ts'
import { users } from '#db/schema/accounts.ts'
import { getDb, getDbHandle } from '#app/modules/db/db.server.ts'

async function appliedMigrations() {
	const db = await getDb()
	const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
		rows: { n: number }[]
	}
	return result.rows[0]?.n
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
	entries: unknown[]
}

describe('the database module', () => {
	test('a test file gets a migrated database with every migration recorded once', async () => {
		expect(await appliedMigrations()).toBe(journal.entries.length)
	})

	test('migrating again is a no-op and keeps the data', async () => {
		const handle = await getDbHandle()
		await handle.db.insert(users).values({ email: 'keep@example.com', passwordHash: 'x', firstName: 'Keep', lastName: 'Me' })
		const { migrate } =
			handle.kind === 'postgres'
				? await import('drizzle-orm/node-postgres/migrator')
				: await import('drizzle-orm/pglite/migrator')
		await migrate(handle.db as never, { migrationsFolder: migrationsDir() })
		expect(await appliedMigrations()).toBe(journal.entries.length)
		const rows = await handle.db.select({ email: users.email }).from(users)
		expect(rows).toEqual([{ email: 'keep@example.com' }])
	})

	test('e-mail addresses are unique regardless of case', async () => {
		const db = await getDb()
		await db.insert(users).values({ email: 'Case@Example.com', passwordHash: 'x', firstName: 'A', lastName: 'B' })
		await expect(
			db.insert(users).values({ email: 'case@example.com', passwordHash: 'x', firstName: 'C', lastName: 'D' }),
		).rejects.toThrow()
	})
})
