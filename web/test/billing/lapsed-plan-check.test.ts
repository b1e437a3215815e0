import { sql } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { openDb } from '#db/client.ts'
import { checkLapsedPlans } from '#app/modules/billing/lapsed-subscriptions.server.ts'
import { closeDb, getDb, useDbOpener } from '#app/modules/db/db.server.ts'
import { openTestDb } from '../test-database.ts'

test('a database away for a moment (a restart) is a warning: the next run catches up', async () => {
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	await closeDb()
	// Port 9 (discard) has no PostgreSQL on this machine: the connection is refused at once.
	useDbOpener(() => openDb('postgres://postgres@127.0.0.1:9/none', { migrate: false }))
	try {
		await checkLapsedPlans()
	} finally {
		await closeDb()
		useDbOpener(openTestDb)
	}
	// No console.error: the test set-up fails a test that logs one.
	expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^\[billing\] billing period check: the database is unavailable, the next run tries again \(.*ECONNREFUSED/))
})

test('any other failure of the check is an error', async () => {
	const db = await getDb()
	await db.execute(sql`alter table subscriptions rename to subscriptions_away`)
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	try {
		await checkLapsedPlans()
	} finally {
		await db.execute(sql`alter table subscriptions_away rename to subscriptions`)
	}
	expect(errors).toHaveBeenCalledWith(expect.stringContaining('[error] billing period check: database query failed (42P01'))
})
