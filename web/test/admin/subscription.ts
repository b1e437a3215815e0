import { count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { stripeEvents } from '#db/schema/billing.ts'
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

/** How many subscription cancellations the fulfilment applied. */
export async function cancelledSubscriptionEvents() {
	const db = await getDb()
	const [row] = await db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.type, 'customer.subscription.deleted'))
	return row?.n ?? 0
}
