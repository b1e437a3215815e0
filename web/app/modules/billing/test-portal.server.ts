import type Stripe from 'stripe'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { applyStripeEvent, type EventOutcome } from './fulfilment.server.ts'
import { findPlan, type BillingInterval, type Plan } from './plans.ts'
import { nowSeconds, stripeEvent, subscriptionObject, type SubscriptionInput } from './stripe-objects.server.ts'
import { priceIdFor } from './stripe-prices.server.ts'
import { currentSubscription } from './subscriptions.server.ts'
import { periodEndAfter } from './test-checkout.server.ts'

export type TestPortalChange =
	| { action: 'switch'; plan: Plan; interval: BillingInterval }
	| { action: 'cancel-at-period-end' }
	| { action: 'resume' }
	| { action: 'cancel-now' }

/** The subscription the test billing portal can change: the user's current one, unless it has ended. */
export async function changeableSubscription(userId: number) {
	const current = await currentSubscription(userId)
	return current && current.status !== 'canceled' && current.status !== 'incomplete_expired' ? current : null
}

/**
 * What Stripe's Billing Portal would do, as the events it would send
 * (customer.subscription.updated or .deleted), applied by the webhook's
 * fulfilment. Development and the demo only: the route refuses it with Stripe keys.
 */
export async function changeTestSubscription(user: UserRow, change: TestPortalChange): Promise<EventOutcome | 'no-subscription'> {
	const subscription = await changeableSubscription(user.id)
	const plan = subscription ? findPlan(subscription.plan) : undefined
	if (!subscription || !plan) return 'no-subscription'
	const now = nowSeconds()
	const periodEnd = subscription.currentPeriodEnd ? Math.floor(subscription.currentPeriodEnd.getTime() / 1000) : periodEndAfter(now, subscription.interval)
	const current: SubscriptionInput = {
		id: subscription.id,
		customerId: subscription.customerId,
		priceId: subscription.priceId,
		plan,
		interval: subscription.interval,
		status: subscription.status as Stripe.Subscription.Status,
		periodStart: Math.min(now, periodEnd - 1),
		periodEnd,
		cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
	}
	if (change.action === 'cancel-now') {
		const object = subscriptionObject({ ...current, status: 'canceled', canceledAt: now, endedAt: now })
		return applyStripeEvent(stripeEvent('customer.subscription.deleted', object, { created: now }), 'test billing portal')
	}
	let next: SubscriptionInput
	let previous: Record<string, unknown>
	if (change.action === 'switch') {
		// A new interval starts a new billing cycle today; the same interval keeps the current one.
		const newCycle = change.interval !== subscription.interval
		next = {
			...current,
			plan: change.plan,
			interval: change.interval,
			priceId: priceIdFor(change.plan, change.interval),
			...(newCycle ? { periodStart: now, periodEnd: periodEndAfter(now, change.interval) } : {}),
		}
		previous = { items: subscriptionObject(current).items }
	} else {
		next = { ...current, cancelAtPeriodEnd: change.action === 'cancel-at-period-end' }
		previous = { cancel_at_period_end: current.cancelAtPeriodEnd }
	}
	return applyStripeEvent(stripeEvent('customer.subscription.updated', subscriptionObject(next), { created: now, previousAttributes: previous }), 'test billing portal')
}
