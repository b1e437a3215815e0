import { eq } from 'drizzle-orm'
import { profiles } from '#db/schema/profiles.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

export type ProfileRow = typeof profiles.$inferSelect

/** The review facts an audit line keeps. */
export const reviewFacts = (row: ProfileRow | null) =>
	row ? { reviewStatus: row.reviewStatus, rejectionReason: row.rejectionReason, approvedAt: row.approvedAt?.toISOString() ?? null } : { reviewStatus: null }

/** The account's profile, locked for a review decision in the caller's transaction. */
export async function lockProfile(tx: Tx, userId: number): Promise<ProfileRow | null> {
	const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update')
	return row ?? null
}

/**
 * Why a profile may not be approved, or null. A listing shows the credentials
 * an administrator checked, so a profile without any is never approved:
 * submitting already requires them; this keeps out one that reached the queue
 * another way (a row written by hand or by an older version).
 */
export const approvalBlocker = (row: ProfileRow): string | null =>
	row.credentials.length === 0 ? 'The profile has no credentials, so it cannot be listed: reject it and ask the owner to add them in step 1.' : null

/** An administrator approves a submitted (or earlier rejected) profile: it is listed while the plan includes a listing. */
export async function approveProfile(tx: Tx, userId: number, adminId: number, now = new Date()): Promise<ProfileRow> {
	const [row] = await tx
		.update(profiles)
		.set({ reviewStatus: 'approved', approvedAt: now, approvedBy: adminId, rejectedAt: null, rejectionReason: null })
		.where(eq(profiles.userId, userId))
		.returning()
	await refreshListing(tx, userId)
	return row!
}

/** An administrator rejects a profile with the reason its owner will read. */
export async function rejectProfile(tx: Tx, userId: number, reason: string, now = new Date()): Promise<ProfileRow> {
	const [row] = await tx
		.update(profiles)
		.set({ reviewStatus: 'rejected', rejectedAt: now, rejectionReason: reason, approvedAt: null, approvedBy: null })
		.where(eq(profiles.userId, userId))
		.returning()
	await refreshListing(tx, userId)
	return row!
}
