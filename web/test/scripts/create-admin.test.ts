import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { repoRoot } from '#db/paths.ts'
import { users } from '#db/schema/accounts.ts'
import { nodeCommand } from '../../../scripts/lib/paths.ts'

test('npm run create-admin promotes an existing account, and explains when there is none', async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'))
	const folder = path.join(dir, 'pg')
	const setup = await openDb(folder)
	await setup.db.insert(users).values({ email: 'lee@example.com', passwordHash: 'x', firstName: 'Lee', lastName: 'Park' })
	await setup.close()

	const run = (email: string) =>
		spawnSync(process.execPath, nodeCommand('scripts/create-admin.ts', email), { cwd: repoRoot(), env: { ...process.env, DATABASE_URL: folder }, encoding: 'utf8' })
	const promoted = run('LEE@example.com')
	expect(promoted.status).toBe(0)
	expect(promoted.stdout).toContain('lee@example.com is now a site administrator.')
	const missing = run('nobody@example.com')
	expect(missing.status).toBe(1)
	expect(missing.stderr).toContain('No account with the e-mail nobody@example.com. Sign up first')

	const check = await openDb(folder)
	const [row] = await check.db.select({ role: users.manageRole }).from(users).where(eq(users.email, 'lee@example.com'))
	await check.close()
	fs.rmSync(dir, { recursive: true, force: true })
	expect(row?.role).toBe('admin')
}, 60_000)

test('create-admin runs under plain Node, as the production image runs it (README: node ../scripts/create-admin.ts EMAIL)', () => {
	// No module-aliases hook here: a '#db/' or '#app/' import would fail to resolve before the usage line.
	const bare = spawnSync(process.execPath, ['scripts/create-admin.ts'], { cwd: repoRoot(), encoding: 'utf8' })
	expect(bare.stderr).toMatch(/^Usage: npm run create-admin -- EMAIL/)
	expect(bare.status).toBe(2)
})
