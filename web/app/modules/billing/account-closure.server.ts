import { getStripe } from './stripe-client.server.ts'
import { paymentsMode } from './payments-mode.server.ts'
import { listSubscriptions } from './subscriptions.server.ts'
import { changeTestSubscription } from './test-portal.server.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'

const ended = new Set(['canceled', 'incomplete_expired'])

/**
 * Ends every running subscription of an account that is about to be deleted,
 * so nobody is charged for a listing that no longer exists: at Stripe with
 * keys, through the test portal's events without. Returns how many it ended.
 */
export async function cancelSubscriptionsForClosure(user: UserRow): Promise<number> {
	const running = (await listSubscriptions(user.id)).filter((row) => !ended.has(row.status))
	if (running.length === 0) return 0
	const mode = paymentsMode()
	for (const row of running) {
		if (mode === 'stripe') await getStripe().subscriptions.cancel(row.id, { prorate: false })
		else if (mode === 'test') await changeTestSubscription(user, { action: 'cancel-now' })
	}
	return running.length
}

/**
 * A dietitian deleting their own account (issue 48): every running subscription stops renewing, at Stripe
 * through its API (cancel_at_period_end), so the period paid for is not refunded and nothing is charged again.
 * Returns the last day any of them runs to, for the confirmation to state; null without one.
 */
export async function endSubscriptionsAtPeriodEnd(user: UserRow): Promise<Date | null> {
	const running = (await listSubscriptions(user.id)).filter((row) => !ended.has(row.status))
	const mode = paymentsMode()
	let lastDay: Date | null = null
	for (const row of running) {
		if (mode === 'stripe') await getStripe().subscriptions.update(row.id, { cancel_at_period_end: true })
		else if (mode === 'test') await changeTestSubscription(user, { action: 'cancel-at-period-end' })
		if (row.currentPeriodEnd && (!lastDay || row.currentPeriodEnd > lastDay)) lastDay = row.currentPeriodEnd
	}
	return lastDay
}
