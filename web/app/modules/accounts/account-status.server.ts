import { eq } from 'drizzle-orm'
import { sessions, users } from '#db/schema/accounts.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import type { UserRow } from './users.server.ts'

/**
 * Account changes an administrator makes, each inside the caller's
 * transaction with the account row locked (see modules/admin/admin-action.server.ts).
 */

export async function lockAccount(tx: Tx, userId: number): Promise<UserRow | null> {
	const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
	return row ?? null
}

/**
 * Marks the account changed. The time only moves forward, by at least a
 * millisecond, because it is the version a stale form is recognised by.
 */
export async function touchAccount(tx: Tx, user: UserRow, now = new Date()) {
	const next = new Date(Math.max(now.getTime(), user.updatedAt.getTime() + 1))
	await tx.update(users).set({ updatedAt: next }).where(eq(users.id, user.id))
}

export async function setVerifiedIn(tx: Tx, userId: number) {
	await tx.update(users).set({ verified: true }).where(eq(users.id, userId))
}

/** Suspends (no sign-in, no listing) and signs the account out everywhere: browser sessions and API tokens name a session. */
export async function suspendAccount(tx: Tx, userId: number, now = new Date()) {
	await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, userId))
	await tx.delete(sessions).where(eq(sessions.userId, userId))
	await refreshListing(tx, userId)
}

export async function unsuspendAccount(tx: Tx, userId: number) {
	await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId))
	await refreshListing(tx, userId)
}

export async function setRoleIn(tx: Tx, userId: number, role: UserRow['manageRole']) {
	await tx.update(users).set({ manageRole: role }).where(eq(users.id, userId))
}

/** How many administrators there are, with their rows locked so two demotions cannot both pass the last-admin check. */
export async function countAdminsLocked(tx: Tx): Promise<number> {
	const rows = await tx.select({ id: users.id }).from(users).where(eq(users.manageRole, 'admin')).for('update')
	return rows.length
}

/** Deletes the account; its sessions, profile, listing, subscriptions and grants go with it (foreign keys cascade). */
export async function deleteAccount(tx: Tx, userId: number) {
	await tx.delete(users).where(eq(users.id, userId))
}

