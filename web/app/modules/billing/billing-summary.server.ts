import { findUserById } from '#app/modules/accounts/users.server.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { findCustomer } from './customers.server.ts'
import { paymentsMode, type PaymentsMode } from './payments-mode.server.ts'
import { intervalLabel } from './plan-choice.ts'
import { findPlan, yearlyCents } from './plans.ts'
import { currentSubscription } from './subscriptions.server.ts'
import { grantsPlan, pastDueGraceEnd, type SubscriptionRow } from './user-plan.server.ts'

export type BillingSummary = {
	payments: PaymentsMode
	/** The plan the account has now (`users.plan`), by name; null for none. */
	planName: string | null
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

/** The Billing section of /viewprofile (and, later, of a user in /admin). */
export async function billingSummary(userId: number, now = clockNow()): Promise<BillingSummary> {
	const [user, customer, row] = await Promise.all([findUserById(userId), findCustomer(userId), currentSubscription(userId, now)])
	const payments = paymentsMode()
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
		subscription,
		billingEmail: row?.billingEmail ?? customer?.email ?? null,
		customerId: customer?.customerId ?? null,
		canManage: payments !== 'off' && customer !== null,
	}
}
