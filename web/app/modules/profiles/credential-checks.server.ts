import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { credentialChecks, profiles } from '#db/schema/profiles.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import type { CredentialCheck } from './verified-text.ts'
import { checkInForce, profileNumberOf } from './check-in-force.server.ts'

export type NewCheck = { kind: CredentialCheck['kind']; number: string; state: string | null }

/**
 * Records a credential check an administrator made (issue 30), in the caller's
 * transaction (the admin action's, with its audit line); the listing's checks
 * follow at once.
 */
export async function recordCredentialCheck(tx: Tx, userId: number, check: NewCheck, admin: { id: number; email: string }, at: Date): Promise<CredentialCheck> {
	const [row] = await tx
		.insert(credentialChecks)
		.values({ userId, kind: check.kind, number: check.number, state: check.kind === 'licence' ? check.state : null, checkedAt: at, checkedBy: admin.id, checkedByEmail: admin.email })
		.returning()
	await refreshListing(tx, userId)
	return asCheck(row!)
}

const asCheck = (row: typeof credentialChecks.$inferSelect): CredentialCheck => ({ kind: row.kind, number: row.number, state: row.state, checked_at: row.checkedAt.toISOString() })

/** One account's checks in force, newest first, for its profile page, the API and the referral letter. */
export async function checksOf(userId: number): Promise<CredentialCheck[]> {
	const db = await getDb()
	const rows = await db
		.select({ check: credentialChecks })
		.from(credentialChecks)
		.innerJoin(profiles, eq(profiles.userId, credentialChecks.userId))
		.where(and(eq(credentialChecks.userId, userId), checkInForce))
		.orderBy(desc(credentialChecks.checkedAt), desc(credentialChecks.id))
		.limit(50)
	return rows.map((row) => asCheck(row.check))
}

/** Every check of the account with who checked and whether it is still in force, for the admin's page. */
export async function checksWithAdmins(userId: number) {
	const db = await getDb()
	const rows = await db
		.select({ check: credentialChecks, inForce: sql<boolean>`coalesce(${checkInForce}, false)` })
		.from(credentialChecks)
		.leftJoin(profiles, eq(profiles.userId, credentialChecks.userId))
		.where(eq(credentialChecks.userId, userId))
		.orderBy(desc(credentialChecks.checkedAt), desc(credentialChecks.id))
		.limit(50)
	return rows.map((row) => ({ ...asCheck(row.check), checkedBy: row.check.checkedByEmail, inForce: row.inForce }))
}

/** A checked number the profile no longer gives, for the approval queue: "NPI 1234567893, checked Nov 20, 2026; now 1234567801". */
export type ChangedNumber = { kind: CredentialCheck['kind']; checked: string; checkedAt: string; now: string | null }

/**
 * How many checks in force each of some accounts has, and which checked numbers their
 * profiles changed since (the newest check of each kind that is no longer in force, when no
 * check of that kind is), for the approval queue.
 */
export async function checkSummaries(userIds: number[]): Promise<Map<number, { inForce: number; changed: ChangedNumber[] }>> {
	const summaries = new Map<number, { inForce: number; changed: ChangedNumber[] }>()
	if (!userIds.length) return summaries
	const db = await getDb()
	const rows = await db
		.select({ check: credentialChecks, inForce: checkInForce, npi: profiles.npi, cdrNumber: profiles.cdrNumber, licenseNumber: profiles.licenseNumber })
		.from(credentialChecks)
		.innerJoin(profiles, eq(profiles.userId, credentialChecks.userId))
		.where(inArray(credentialChecks.userId, userIds))
		.orderBy(asc(credentialChecks.userId), desc(credentialChecks.checkedAt), desc(credentialChecks.id))
	for (const row of rows) {
		const summary = summaries.get(row.check.userId) ?? { inForce: 0, changed: [] }
		summaries.set(row.check.userId, summary)
		if (row.inForce) summary.inForce++
	}
	for (const row of rows) {
		const summary = summaries.get(row.check.userId)!
		const kind = row.check.kind
		const kindInForce = rows.some((other) => other.check.userId === row.check.userId && other.check.kind === kind && other.inForce)
		if (row.inForce || kindInForce || summary.changed.some((changed) => changed.kind === kind)) continue
		summary.changed.push({ kind, checked: row.check.number, checkedAt: row.check.checkedAt.toISOString(), now: profileNumberOf(row, kind) })
	}
	return summaries
}
