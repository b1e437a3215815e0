import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { planGrants } from '#db/schema/plan-grants.ts'
import type { PlanSource } from './plan-sources.ts'

export type PaidInterval = 'month' | 'year'

/**
 * A subscription that earns its plan: active or trialing (and not cancelled
 * at a period end already past), or past_due inside its paid period: the
 * rule of billing's `grantsPlan`, in SQL.
 */
export function earningSubscription(now: Date): SQL {
	return or(
		and(inArray(subscriptions.status, ['active', 'trialing']), or(eq(subscriptions.cancelAtPeriodEnd, false), gt(subscriptions.currentPeriodEnd, now))),
		and(eq(subscriptions.status, 'past_due'), gt(subscriptions.currentPeriodEnd, now)),
	)!
}

/**
 * The account's current plan is paid by an earning subscription at this
 * interval. A plan that comes from a complimentary grant is not: the grant's
 * plan differs from the subscription's, or there is no subscription.
 */
export function planPaidAt(interval: PaidInterval, now: Date): SQL {
	return sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.plan} = ${users.plan} and ${subscriptions.interval} = ${interval} and ${earningSubscription(now)})`
}

/** The account's current plan comes from a complimentary grant that is still running. */
export function planIsComplimentary(now: Date): SQL<boolean> {
	return sql<boolean>`exists (select 1 from ${planGrants} where ${planGrants.userId} = ${users.id} and ${planGrants.plan} = ${users.plan} and ${planGrants.until} > ${now.toISOString()}::timestamptz)`
}

/**
 * The account has a plan and it comes from this source. The sources do not
 * overlap, so every account with a plan is counted once: a subscription that
 * earns the account's plan first (it is paid for, even if a grant of the same
 * plan also runs), then a running grant of that plan, else unexplained.
 */
export function planSourceIs(source: PlanSource, now: Date): SQL {
	const paid = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.plan} = ${users.plan} and ${earningSubscription(now)})`
	const granted = planIsComplimentary(now)
	const hasPlan = gt(users.plan, 0)
	switch (source) {
		case 'subscription':
			return and(hasPlan, paid)!
		case 'complimentary':
			return and(hasPlan, sql`not ${paid}`, granted)!
		case 'unexplained':
			return and(hasPlan, sql`not ${paid}`, sql`not ${granted}`)!
	}
}
