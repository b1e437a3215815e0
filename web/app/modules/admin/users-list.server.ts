import { desc } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { toPublicUser } from '#app/modules/accounts/users.server.ts'

/** Accounts for the admin's user list, newest first (bounded: PGlite runs queries on the main thread). */
export async function listUsers(limit = 200) {
	const db = await getDb()
	const rows = await db.select().from(users).orderBy(desc(users.createdAt)).limit(limit)
	return rows.map(toPublicUser)
}
