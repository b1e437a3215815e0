import { count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { billingCustomers, checkoutSessions, planChanges, stripeEvents, subscriptions } from '#db/schema/billing.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { startCheckout } from '#app/modules/billing/checkout.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { payTestCheckout } from '#app/modules/billing/test-checkout.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** A Professional monthly subscription bought through the test checkout, its events applied at once. */
export async function checkoutForTest(user: UserRow) {
	const started = await startCheckout(user, { plan: findPlanByKey('professional')!, interval: 'month' })
	if (started.status !== 'redirect') throw new Error(`checkout did not start: ${started.status}`)
	const sessionId = new URL(started.url, 'http://x').searchParams.get('session_id')!
	const payment = await payTestCheckout(user, sessionId, () => Promise.resolve())
	if (payment.status !== 'paid') throw new Error('test checkout not found')
	expect(await payment.delivered).toEqual(['applied', 'applied', 'applied'])
}

/** How many subscription cancellations the fulfilment has applied so far (compare before and after a step). */
export async function subscriptionCancellations() {
	const db = await getDb()
	const [row] = await db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.type, 'customer.subscription.deleted'))
	return row?.n ?? 0
}

/** The billing rows of one account: its Stripe customer, checkouts, subscriptions (their status) and plan changes. */
export async function billingRowsOf(userId: number) {
	const db = await getDb()
	const rows = async (table: typeof billingCustomers | typeof checkoutSessions | typeof planChanges) =>
		(await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0
	return {
		customers: await rows(billingCustomers),
		checkouts: await rows(checkoutSessions),
		subscriptions: (await db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, userId))).map((row) => row.status),
		planChanges: await rows(planChanges),
	}
}
