import { asc, desc, eq, inArray } from 'drizzle-orm'
import { credentialChecks } from '#db/schema/profiles.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import type { CredentialCheck } from './verified-text.ts'

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

/** One account's checks, newest first, for its profile page and the API. */
export async function checksOf(userId: number): Promise<CredentialCheck[]> {
	const db = await getDb()
	const rows = await db.select().from(credentialChecks).where(eq(credentialChecks.userId, userId)).orderBy(desc(credentialChecks.checkedAt), desc(credentialChecks.id)).limit(50)
	return rows.map(asCheck)
}

/** The same with who checked, for the admin's page. */
export async function checksWithAdmins(userId: number) {
	const db = await getDb()
	const rows = await db.select().from(credentialChecks).where(eq(credentialChecks.userId, userId)).orderBy(desc(credentialChecks.checkedAt), desc(credentialChecks.id)).limit(50)
	return rows.map((row) => ({ ...asCheck(row), checkedBy: row.checkedByEmail }))
}

/** How many checks each of some accounts has (the approval queue). */
export async function checkCounts(userIds: number[]): Promise<Map<number, number>> {
	if (!userIds.length) return new Map()
	const db = await getDb()
	const rows = await db.select({ userId: credentialChecks.userId }).from(credentialChecks).where(inArray(credentialChecks.userId, userIds)).orderBy(asc(credentialChecks.userId))
	const counts = new Map<number, number>()
	for (const row of rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1)
	return counts
}
