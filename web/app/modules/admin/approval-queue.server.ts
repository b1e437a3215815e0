import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { checkSummaries } from '#app/modules/profiles/credential-checks.server.ts'
import { isValidNpi } from '#app/modules/profiles/npi.ts'
import { npiRegistryUrl } from './user-detail.server.ts'

/**
 * Submitted profiles waiting for a decision, oldest first, with the numbers
 * they gave to check (NPI with its check-digit result, CDR, licence), a warning
 * when none was given, how many checks are in force, and which checked numbers the
 * profile changed since (issue 41 point 2: the change ended those checks).
 */
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
			cdrNumber: profiles.cdrNumber,
			licenseNumber: profiles.licenseNumber,
			submittedAt: profiles.submittedAt,
		})
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(eq(profiles.reviewStatus, 'submitted'), isNull(users.suspendedAt)))
		.orderBy(sql`${profiles.submittedAt} asc nulls last`, asc(profiles.userId))
		.limit(limit)
	const checks = await checkSummaries(rows.map((row) => row.userId))
	return rows.map((row) => ({
		...row,
		/** No NPI, CDR number or licence given: nothing can be checked, so the listing would show no "Verified". */
		noNumbers: !row.npi && !row.cdrNumber && !row.licenseNumber,
		checks: checks.get(row.userId)?.inForce ?? 0,
		changed: checks.get(row.userId)?.changed ?? [],
		submittedAt: row.submittedAt?.toISOString() ?? null,
		npiValid: row.npi ? isValidNpi(row.npi) : false,
		npiLookup: row.npi ? npiRegistryUrl(row.npi) : null,
	}))
}
