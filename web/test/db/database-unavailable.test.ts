import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { isDatabaseUnavailable } from '#app/modules/db/database-unavailable.server.ts'

async function failureOf(run: () => Promise<unknown>) {
	try {
		await run()
	} catch (error) {
		return error
	}
	throw new Error('expected the query to fail')
}

test('a database nobody answers at is unavailable (503), through the query error the ORM wraps it in', async () => {
	// Port 9 (discard) has no PostgreSQL on this machine: the connection is refused at once.
	const handle = await openDb('postgres://postgres@127.0.0.1:9/none', { migrate: false })
	try {
		const error = await failureOf(() => handle.db.execute(sql`select 1`))
		expect(isDatabaseUnavailable(error)).toBe(true)
	} finally {
		await handle.close()
	}
})

test('a failing query on a database that answers is a bug, not an outage (500)', async () => {
	const db = await getDb()
	expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select * from no_such_table`)))).toBe(false)
	expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select 1/0`)))).toBe(false)
	expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
})
