import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { acquireFolderLock } from '#db/lock.ts'
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

// Each test creates and migrates a PGlite folder (twice in the first): seconds each, many more on a busy machine.
describe('a PGlite folder', { timeout: 60_000 }, () => {
	test('is persisted, and a second opener fails at once while the first holds it', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'))
		const folder = path.join(dir, 'pg')
		const first = await openDb(folder)
		try {
			await first.db.insert(users).values({ email: 'a@example.com', passwordHash: 'x', firstName: 'A', lastName: 'B' })
			// At once: the lock is taken synchronously, so a held lock refuses without waiting for anything.
			expect(() => acquireFolderLock(folder)).toThrow(/is in use by process/)
			// An opener that waited for the lock would never settle: the first holds it until the end of this block.
			await expect(openDb(folder)).rejects.toThrow(/is in use by process/)
			// The refused openers left the first one's lock and database alone.
			await first.db.insert(users).values({ email: 'b@example.com', passwordHash: 'x', firstName: 'B', lastName: 'C' })
			expect(() => acquireFolderLock(folder)).toThrow(/is in use by process/)
		} finally {
			await first.close()
		}
		const second = await openDb(folder)
		try {
			const rows = await second.db.select({ email: users.email }).from(users).orderBy(users.email)
			expect(rows).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }])
		} finally {
			await second.close()
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})

	test('a lock left by a process that is gone is reclaimed', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-stale-'))
		const folder = path.join(dir, 'pg')
		fs.writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 999_999_999, host: os.hostname(), started: '1' }))
		const handle = await openDb(folder)
		await handle.close()
		expect(fs.existsSync(`${folder}.lock`)).toBe(false)
		fs.rmSync(dir, { recursive: true, force: true })
	})
})
