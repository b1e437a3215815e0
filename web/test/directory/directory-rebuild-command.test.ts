import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { repoRoot } from '#db/paths.ts'
import { users } from '#db/schema/accounts.ts'
import { nodeCommand } from '../../../scripts/lib/paths.ts'

// The command on a PGlite folder of its own, never the test database: the PostgreSQL run leaves this file out (test/database-free.ts).
describe('npm run directory:rebuild', () => {
	const run = (args: string[], env: Record<string, string>) =>
		spawnSync(process.execPath, nodeCommand('scripts/directory-rebuild.ts', ...args), { cwd: repoRoot(), env: { ...process.env, ...env }, encoding: 'utf8' })

	test('an unknown flag prints the usage and exits 2; no database is a message, and none is created', { timeout: 60_000 }, () => {
		const unknown = run(['--force'], { DATABASE_URL: 'memory' })
		expect(unknown.status).toBe(2)
		expect(unknown.stderr).toMatch(/Unknown option '--force'\nUsage: npm run directory:rebuild/)
		const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-')), 'pg')
		const missing = run([], { DATABASE_URL: folder })
		expect(missing.status).toBe(1)
		expect(missing.stderr).toContain(`No database at ${folder}`)
		expect(fs.existsSync(folder)).toBe(false)
	})

	test('--check reports drift and changes nothing; a rebuild repairs it and says what it did', async () => {
		const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-')), 'pg')
		const setup = await openDb(folder)
		const [user] = await setup.db
			.insert(users)
			.values({ email: 'kit@example.com', passwordHash: 'x', firstName: 'Kit', lastName: 'Lee', plan: 1, verified: true })
			.returning({ id: users.id })
		await setup.db.execute(
			sql`insert into profiles (user_id, state, city_name, zipcode, latitude, longitude, credentials, review_status) values (${user!.id}, 'MA', 'Boston', '02108', 42.3576, -71.0636, '{RD}', 'approved')`,
		)
		await setup.close()

		const check = run(['--check'], { DATABASE_URL: folder })
		expect(check.stderr).toBe('')
		expect(check.stdout).toMatch(/a rebuild would make 1 added, 0 removed, 0 changed; 0 next openings out of date — the listings have drifted/)
		expect(check.status).toBe(1)
		const rebuilt = run([], { DATABASE_URL: folder })
		expect(rebuilt.stdout).toMatch(/rebuilt the listings of .* 1 added, 0 removed, 0 changed/)
		expect(rebuilt.status).toBe(0)
		const reordered = run(['--reorder'], { DATABASE_URL: folder })
		expect(reordered.stdout).toMatch(/0 added, 0 removed, 0 changed; 0 out-of-date next openings refreshed; reordered by state and city/)
		const clean = run(['--check'], { DATABASE_URL: folder })
		expect(clean.stdout).toMatch(/the listings match the profiles/)
		expect(clean.status).toBe(0)
	}, 120_000)
})
