import { and, desc, eq, gt } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { planChanges, subscriptions } from '#db/schema/billing.ts'
import { planGrants } from '#db/schema/plan-grants.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0]
export type SubscriptionRow = typeof subscriptions.$inferSelect

/** Why `users.plan` is being looked at again; written to the audit table when it changes. */
export type PlanCause = { reason: string; eventId: string | null; actor: string }

/** Days a past_due subscription keeps its plan after the last paid period ended, while Stripe retries the card (docs/decisions/020). */
export const pastDueGraceDays = 7

/**
 * The end of the last paid period of a past_due subscription. When a renewal fails Stripe has
 * already moved `current_period_end` to the end of the unpaid period (and the failed invoice
 * carries that period, which the fulfilment stores too), so the paid time ended one billing
 * interval before it: the unpaid period's start. Calendar months, as Stripe bills.
 */
export function paidThrough(row: Pick<SubscriptionRow, 'currentPeriodEnd' | 'interval'>): Date | null {
	if (!row.currentPeriodEnd) return null
	const end = new Date(row.currentPeriodEnd)
	const day = end.getUTCDate()
	// On the 1st first, so Mar 31 goes to Feb 28, not to "Feb 31" (Mar 3); then the day, at most the month's last.
	end.setUTCDate(1)
	if (row.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() - 1)
	else end.setUTCMonth(end.getUTCMonth() - 1)
	const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
	end.setUTCDate(Math.min(day, lastDay))
	return end
}

/** When a past_due subscription's plan ends: the last paid period's end plus the grace. */
export function pastDueGraceEnd(row: Pick<SubscriptionRow, 'currentPeriodEnd' | 'interval'>): Date | null {
	const paid = paidThrough(row)
	return paid ? new Date(paid.getTime() + pastDueGraceDays * 86_400_000) : null
}

/**
 * Whether a subscription row earns its plan at `now`: active or trialing until
 * a scheduled cancellation ends it; past_due for `pastDueGraceDays` after the
 * last paid period ended (Stripe retries meanwhile; a paid retry makes it active
 * again); anything else earns nothing.
 */
export function grantsPlan(row: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'interval'>, now: Date): boolean {
	const periodOver = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= now.getTime()
	if (row.status === 'active' || row.status === 'trialing') return !(row.cancelAtPeriodEnd && periodOver)
	if (row.status === 'past_due') {
		const graceEnd = pastDueGraceEnd(row)
		return graceEnd !== null && now.getTime() < graceEnd.getTime()
	}
	return false
}

/** Locks the account row: every billing change of one user runs one at a time. */
export async function lockUser(tx: Tx, userId: number) {
	const [row] = await tx.select({ id: users.id, plan: users.plan, email: users.email }).from(users).where(eq(users.id, userId)).for('update')
	return row ?? null
}

/**
 * Sets `users.plan` from the user's subscriptions and complimentary plans: the
 * plan of the most recently updated subscription that earns one, or the plan of
 * the newest complimentary grant still running, whichever is higher; else 0. The billing module is the only
 * writer of `users.plan`; each change is audited. Call inside the transaction
 * that changed the subscriptions, after `lockUser`.
 */
export async function recomputeUserPlan(tx: Tx, userId: number, cause: PlanCause, now = clockNow()): Promise<{ from: number; to: number }> {
	const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.lastEventCreated), desc(subscriptions.updatedAt))
	const earning = rows.find((row) => grantsPlan(row, now))
	const [grant] = await tx
		.select({ plan: planGrants.plan })
		.from(planGrants)
		.where(and(eq(planGrants.userId, userId), gt(planGrants.until, now)))
		.orderBy(desc(planGrants.createdAt), desc(planGrants.id))
		.limit(1)
	const to = Math.max(earning?.plan ?? 0, grant?.plan ?? 0)
	const [user] = await tx.select({ plan: users.plan, paymentDate: users.paymentDate }).from(users).where(eq(users.id, userId))
	if (!user) throw new Error(`recomputeUserPlan: no user ${userId}`)
	const from = user.plan
	if (from === to) return { from, to }
	await tx
		.update(users)
		.set({ plan: to, updatedAt: now, ...(from === 0 && to !== 0 && !user.paymentDate ? { paymentDate: now } : {}) })
		.where(eq(users.id, userId))
	await tx.insert(planChanges).values({ userId, fromPlan: from, toPlan: to, reason: cause.reason, eventId: cause.eventId, actor: cause.actor, at: now })
	// The plan decides whether the profile is listed and featured.
	await refreshListing(tx, userId)
	return { from, to }
}

/** `users.payment_date` (the original system's column): when Stripe last said an invoice was paid. */
export async function recordPayment(tx: Tx, userId: number, paidAt: Date) {
	await tx.update(users).set({ paymentDate: paidAt, updatedAt: new Date() }).where(eq(users.id, userId))
}
