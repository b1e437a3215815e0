// Relative imports only: the demo seed (plain Node, no path aliases) uses this file too.
import type { BillingInterval, Plan } from './plans.ts'

/** The environment variable holding a plan's Stripe price id for an interval, e.g. STRIPE_PRICE_PROFESSIONAL_YEARLY. */
export const priceVariableFor = (plan: Pick<Plan, 'key'>, interval: BillingInterval) =>
	`STRIPE_PRICE_${plan.key.toUpperCase()}_${interval === 'month' ? 'MONTHLY' : 'YEARLY'}` as const

/** The price id from those variables; without one, a stand-in id of the same shape (test mode). */
export const priceIdFrom = (variables: Partial<Record<ReturnType<typeof priceVariableFor>, string>>, plan: Pick<Plan, 'key'>, interval: BillingInterval) =>
	variables[priceVariableFor(plan, interval)] || `price_test_${plan.key}_${interval === 'month' ? 'monthly' : 'yearly'}`
