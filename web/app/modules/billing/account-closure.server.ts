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
