import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '#app/modules/db/db.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'

test('a failed query is described without its parameters', async () => {
	const db = await getDb()
	const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$secret-hash'
	let failure: unknown
	try {
		await db.execute(sql`select ${secret}::int`)
	} catch (error) {
		failure = error
	}
	expect(failure).toBeInstanceOf(Error)
	const line = describeError(failure, 'POST /api/user/register')
	expect(line).toMatch(/^\[error\] POST \/api\/user\/register: database query failed/)
	expect(line).toContain('select $1::int')
	expect(line).not.toContain('argon2')
})
