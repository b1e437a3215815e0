import { and, eq, isNull } from 'drizzle-orm'
import { checkoutSessions } from '#db/schema/billing.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { findOwnCheckoutSession } from './checkout.server.ts'
import { findCustomer } from './customers.server.ts'
import { applyStripeEvent, type EventOutcome } from './fulfilment.server.ts'
import type { BillingInterval } from './plans.ts'
import { checkoutSessionObject, invoiceObject, nowSeconds, stripeEvent, stripeTestId, subscriptionObject } from './stripe-objects.server.ts'
import { priceIdFor } from './stripe-prices.server.ts'

/**
 * Stripe answers the buyer's browser first and delivers the webhook moments
 * later; the test checkout keeps that order, so the success page's
 * "Activating your plan…" state is the one real buyers see.
 */
export const testWebhookDelayMs = 1500

/** One billing period after `start` (Unix seconds), as Stripe counts it: a calendar month or year. */
export function periodEndAfter(start: number, interval: BillingInterval): number {
	const date = new Date(start * 1000)
	if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
	else date.setUTCMonth(date.getUTCMonth() + 1)
	return Math.floor(date.getTime() / 1000)
}

const inFlight = new Set<Promise<unknown>>()

/** Resolves once every test-checkout delivery started so far has been applied (tests, shutdown). */
export const testDeliveriesSettled = () => Promise.all([...inFlight]).then(() => undefined)

export type TestPayment = { status: 'not-found' } | { status: 'paid'; delivered: Promise<EventOutcome[]> }

/**
 * "Pays" a test checkout: builds the events Stripe sends after a paid
 * subscription checkout (checkout.session.completed, customer.subscription.created,
 * invoice.paid) and hands them to the webhook's fulfilment after the delay.
 * Paying twice delivers once: the session is claimed first.
 */
export async function payTestCheckout(
	user: UserRow,
	sessionId: string,
	/** When the "webhook" arrives: after the delay, or when a test says so. */
	deliveryGate: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, testWebhookDelayMs)),
): Promise<TestPayment> {
	const session = await findOwnCheckoutSession(user.id, sessionId)
	const customer = await findCustomer(user.id)
	if (!session || session.mode !== 'test' || !customer) return { status: 'not-found' }
	const subscriptionId = stripeTestId('sub')
	const db = await getDb()
	const claimed = await db
		.update(checkoutSessions)
		.set({ subscriptionId })
		.where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.subscriptionId)))
		.returning({ id: checkoutSessions.id })
	if (claimed.length === 0) return { status: 'paid', delivered: Promise.resolve([]) }

	const now = nowSeconds()
	const price = { plan: session.planInfo, interval: session.interval, priceId: priceIdFor(session.planInfo, session.interval), created: now }
	const period = { periodStart: now, periodEnd: periodEndAfter(now, session.interval) }
	const events = [
		stripeEvent(
			'checkout.session.completed',
			checkoutSessionObject({ ...price, id: sessionId, userId: user.id, customerId: customer.customerId, subscriptionId, email: customer.email, siteUrl: getEnv().SITE_URL }),
		),
		stripeEvent(
			'customer.subscription.created',
			subscriptionObject({ ...price, ...period, id: subscriptionId, customerId: customer.customerId, status: 'active', metadata: { user_id: String(user.id), plan: session.planInfo.key, interval: session.interval } }),
		),
		stripeEvent('invoice.paid', invoiceObject({ ...price, ...period, id: stripeTestId('in'), customerId: customer.customerId, subscriptionId, email: customer.email, paid: true })),
	]
	const delivered = deliveryGate()
		.then(async () => {
			const outcomes: EventOutcome[] = []
			for (const event of events) outcomes.push(await applyStripeEvent(event, 'test checkout'))
			return outcomes
		})
		.catch((error: unknown) => {
			logError(error, 'test checkout webhook delivery')
			return []
		})
	inFlight.add(delivered)
	void delivered.finally(() => inFlight.delete(delivered))
	return { status: 'paid', delivered }
}
