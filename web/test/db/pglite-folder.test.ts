import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { acquireFolderLock } from '#db/lock.ts'
import { users } from '#db/schema/accounts.ts'

// PGlite only (its own folders, never the test database): the PostgreSQL run leaves this file out (test/database-free.ts).
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
