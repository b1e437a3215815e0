import { findUserById } from '#app/modules/accounts/users.server.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { findCustomer } from './customers.server.ts'
import { paymentHistory, type PaymentHistory } from './payment-history.server.ts'
import { paymentsMode, type PaymentsMode } from './payments-mode.server.ts'
import { activeGrant } from './plan-grants.server.ts'
import { findPlan, yearlyCents, type Plan } from './plans.ts'
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

function describeStatus(t: Translate, row: SubscriptionRow, now: Date): { status: string; dateLabel: string | null } {
	const earning = grantsPlan(row, now)
	switch (row.status) {
		case 'active':
			if (!row.cancelAtPeriodEnd) return { status: t('dashboard.billing.status.active'), dateLabel: t('dashboard.billing.date.renews') }
			return earning
				? { status: t('dashboard.billing.status.activeCanceled'), dateLabel: t('dashboard.billing.date.ends') }
				: { status: t('dashboard.billing.status.ended'), dateLabel: t('dashboard.billing.date.ended') }
		case 'trialing':
			return { status: t('dashboard.billing.status.trial'), dateLabel: t('dashboard.billing.date.firstPayment') }
		case 'past_due':
			return earning
				? { status: t('dashboard.billing.status.retrying'), dateLabel: t('dashboard.billing.date.listedUntil') }
				: { status: t('dashboard.billing.status.graceOver'), dateLabel: t('dashboard.billing.date.listingEnded') }
		case 'unpaid':
			return { status: t('dashboard.billing.status.unpaid'), dateLabel: null }
		case 'canceled':
			return { status: t('dashboard.billing.status.canceled'), dateLabel: t('dashboard.billing.date.ended') }
		case 'incomplete':
			return { status: t('dashboard.billing.status.incomplete'), dateLabel: null }
		case 'incomplete_expired':
			return { status: t('dashboard.billing.status.incompleteExpired'), dateLabel: null }
		case 'paused':
			return { status: t('dashboard.billing.status.paused'), dateLabel: null }
	}
}

/** A plan's name in the page's language: the pricing page's names (one Spanish name per plan). */
export function planNameText(t: Translate, plan: Plan): string {
	switch (plan.key) {
		case 'starter':
			return t('pricing.plan.starter.name')
		case 'professional':
			return t('pricing.plan.professional.name')
		case 'practice':
			return t('pricing.plan.practice.name')
	}
}

/**
 * Where the current plan ends: a complimentary plan at its grant's date (unless
 * a subscription pays for the same plan), a subscription cancelled at the end
 * of its period at that date; a renewing plan has no end.
 */
function planEnds(t: Translate, planId: number, row: SubscriptionRow | null, grant: Awaited<ReturnType<typeof activeGrant>>, now: Date): string | null {
	const paid = row && row.plan === planId && grantsPlan(row, now)
	if (!paid && grant && grant.plan === planId) return t('dashboard.billing.complimentaryUntil', { day: formatDayIn(grant.until.toISOString(), t.locale) })
	if (paid && row.cancelAtPeriodEnd && row.currentPeriodEnd) return t('dashboard.billing.canceledEnds', { day: formatDayIn(row.currentPeriodEnd.toISOString(), t.locale) })
	return null
}

/** The Billing section of /viewprofile (and, later, of a user in /admin). */
export async function billingSummary(userId: number, now = clockNow(), locale: Locale = 'en'): Promise<BillingSummary> {
	const t = translator(locale)
	const payments = paymentsMode()
	const [user, customer, row, grant, history] = await Promise.all([findUserById(userId), findCustomer(userId), currentSubscription(userId, now), activeGrant(userId, now), paymentHistory(userId, payments, t)])
	const plan = row ? findPlan(row.plan) : undefined
	let subscription: BillingSummary['subscription'] = null
	if (row && plan) {
		const { status, dateLabel } = describeStatus(t, row, now)
		// Past due, the listing lasts until the grace ends, not until the unpaid period does.
		const shown = row.status === 'past_due' ? pastDueGraceEnd(row) : row.currentPeriodEnd
		const date = dateLabel && shown ? formatDayIn(shown.toISOString(), t.locale) : null
		subscription = {
			planName: planNameText(t, plan),
			interval: row.interval === 'year' ? t('dashboard.billing.yearly') : t('dashboard.billing.monthly'),
			price: row.interval === 'year' ? `${formatPrice(yearlyCents(plan))}${t('pricing.perYear')}` : `${formatPrice(plan.monthlyCents)}${t('pricing.perMonth')}`,
			status,
			dateLabel: date ? dateLabel : null,
			date,
		}
	}
	const current = findPlan(user?.plan ?? 0)
	return {
		payments,
		planName: current ? planNameText(t, current) : null,
		planEnds: user && user.plan > 0 ? planEnds(t, user.plan, row, grant, now) : null,
		history,
		subscription,
		billingEmail: row?.billingEmail ?? customer?.email ?? null,
		customerId: customer?.customerId ?? null,
		canManage: payments !== 'off' && customer !== null,
	}
}
