import { findUserById } from '#app/modules/accounts/users.server.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { findCustomer } from './customers.server.ts'
import { paymentHistory, type PaymentHistory } from './payment-history.server.ts'
import { paymentsMode, type PaymentsMode } from './payments-mode.server.ts'
import { activeGrant } from './plan-grants.server.ts'
import { intervalLabel } from './plan-choice.ts'
import { findPlan, yearlyCents } from './plans.ts'
import { currentSubscription } from './subscriptions.server.ts'
import { grantsPlan, pastDueGraceEnd, type SubscriptionRow } from './user-plan.server.ts'

export type BillingSummary = {
	payments: PaymentsMode
	/** The plan the account has now (`users.plan`), by name; null for none. */
	planName: string | null
	/** When that plan ends, if it does: 'Complimentary until Jan 31, 2027', 'Canceled: ends on Feb 03, 2027'. */
	planEnds: string | null
	history: PaymentHistory
	subscription: {
		planName: string
		interval: string
		price: string
		status: string
		/** e.g. 'Renews on' with 'Jan 05, 2027'. */
		dateLabel: string | null
		date: string | null
	} | null
	/** Spec §3 Payment state: the e-mail and the payment provider's customer id. */
	billingEmail: string | null
	customerId: string | null
	canManage: boolean
}

function describeStatus(row: SubscriptionRow, now: Date): { status: string; dateLabel: string | null } {
	const earning = grantsPlan(row, now)
	switch (row.status) {
		case 'active':
			if (!row.cancelAtPeriodEnd) return { status: 'Active', dateLabel: 'Renews on' }
			return earning ? { status: 'Active, canceled at the end of the period', dateLabel: 'Ends on' } : { status: 'Ended', dateLabel: 'Ended on' }
		case 'trialing':
			return { status: 'Trial', dateLabel: 'First payment on' }
		case 'past_due':
			return earning
				? { status: 'Payment failed: Stripe is retrying the card', dateLabel: 'Listed until' }
				: { status: 'Payment failed: the grace period is over', dateLabel: 'Listing ended on' }
		case 'unpaid':
			return { status: 'Unpaid', dateLabel: null }
		case 'canceled':
			return { status: 'Canceled', dateLabel: 'Ended on' }
		case 'incomplete':
			return { status: 'Waiting for the first payment', dateLabel: null }
		case 'incomplete_expired':
			return { status: 'Checkout not completed', dateLabel: null }
		case 'paused':
			return { status: 'Paused', dateLabel: null }
	}
}

/**
 * Where the current plan ends: a complimentary plan at its grant's date (unless
 * a subscription pays for the same plan), a subscription cancelled at the end
 * of its period at that date; a renewing plan has no end.
 */
function planEnds(planId: number, row: SubscriptionRow | null, grant: Awaited<ReturnType<typeof activeGrant>>, now: Date): string | null {
	const paid = row && row.plan === planId && grantsPlan(row, now)
	if (!paid && grant && grant.plan === planId) return `Complimentary until ${formatDay(grant.until.toISOString())}`
	if (paid && row.cancelAtPeriodEnd && row.currentPeriodEnd) return `Canceled: ends on ${formatDay(row.currentPeriodEnd.toISOString())}`
	return null
}

/** The Billing section of /viewprofile (and, later, of a user in /admin). */
export async function billingSummary(userId: number, now = clockNow()): Promise<BillingSummary> {
	const payments = paymentsMode()
	const [user, customer, row, grant, history] = await Promise.all([findUserById(userId), findCustomer(userId), currentSubscription(userId, now), activeGrant(userId, now), paymentHistory(userId, payments)])
	const plan = row ? findPlan(row.plan) : undefined
	let subscription: BillingSummary['subscription'] = null
	if (row && plan) {
		const { status, dateLabel } = describeStatus(row, now)
		// Past due, the listing lasts until the grace ends, not until the unpaid period does.
		const shown = row.status === 'past_due' ? pastDueGraceEnd(row) : row.currentPeriodEnd
		const date = dateLabel && shown ? formatDay(shown.toISOString()) : null
		subscription = {
			planName: plan.name,
			interval: intervalLabel(row.interval),
			price: row.interval === 'year' ? `${formatPrice(yearlyCents(plan))} / year` : `${formatPrice(plan.monthlyCents)} / month`,
			status,
			dateLabel: date ? dateLabel : null,
			date,
		}
	}
	return {
		payments,
		planName: findPlan(user?.plan ?? 0)?.name ?? null,
		planEnds: user && user.plan > 0 ? planEnds(user.plan, row, grant, now) : null,
		history,
		subscription,
		billingEmail: row?.billingEmail ?? customer?.email ?? null,
		customerId: customer?.customerId ?? null,
		canManage: payments !== 'off' && customer !== null,
	}
}
