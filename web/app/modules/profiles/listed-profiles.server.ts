import { and, eq, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listedProfile } from './listed-condition.server.ts'

/** The listed profile of the account with this e-mail, if any (an article's author line links to it). */
export async function listedProfileIdByEmail(email: string): Promise<number | null> {
	const db = await getDb()
	const [row] = await db
		.select({ id: users.id })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(listedProfile(), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
	return row?.id ?? null
}
