import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { isValidNpi } from '#app/modules/profiles/npi.ts'
import { npiRegistryUrl } from './user-detail.server.ts'

/** Submitted profiles waiting for a decision, oldest first, with the NPI's check-digit result (bounded). */
export async function approvalQueue(limit = 100) {
	const db = await getDb()
	const rows = await db
		.select({
			userId: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			plan: users.plan,
			profileName: profiles.profileName,
			city: profiles.cityName,
			state: profiles.state,
			npi: profiles.npi,
			submittedAt: profiles.submittedAt,
		})
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(eq(profiles.reviewStatus, 'submitted'), isNull(users.suspendedAt)))
		.orderBy(sql`${profiles.submittedAt} asc nulls last`, asc(profiles.userId))
		.limit(limit)
	return rows.map((row) => ({
		...row,
		submittedAt: row.submittedAt?.toISOString() ?? null,
		npiValid: row.npi ? isValidNpi(row.npi) : false,
		npiLookup: row.npi ? npiRegistryUrl(row.npi) : null,
	}))
}
