import { getEnv } from '#app/modules/config/env.server.ts'
import { plans, type BillingInterval, type Plan } from './plans.ts'
import { billingIntervals } from './plan-choice.ts'
import { priceIdFrom } from './stripe-price-ids.ts'

/**
 * The Stripe price id of a plan and interval, from the STRIPE_PRICE_* variables.
 * With a Stripe key all six are required (env.server.ts); without one, the test
 * checkout uses stand-in ids of the same shape.
 */
export function priceIdFor(plan: Plan, interval: BillingInterval): string {
	return priceIdFrom(getEnv(), plan, interval)
}

/** The plan and interval a price id stands for; null for a price this site does not sell. */
export function planForPriceId(priceId: string): { plan: Plan; interval: BillingInterval } | null {
	for (const plan of plans) {
		for (const interval of billingIntervals) {
			if (priceIdFor(plan, interval) === priceId) return { plan, interval }
		}
	}
	return null
}
