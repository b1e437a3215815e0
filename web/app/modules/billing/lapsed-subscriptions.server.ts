import { and, eq, inArray, lte, ne, or } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { planGrants } from '#db/schema/plan-grants.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { isDatabaseUnavailable, unavailableCause } from '#app/modules/db/database-unavailable.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { lockUser, recomputeUserPlan } from './user-plan.server.ts'

/**
 * Plans whose paid time ran out without an event saying so: a past_due
 * subscription past its grace (the last paid period's end plus pastDueGraceDays), a cancellation scheduled for
 * a period end that has passed, or a complimentary plan past its date. Stripe's own events follow (unpaid, deleted);
 * this keeps `users.plan` right in between. Returns the users whose plan changed.
 */
export async function expireLapsedPlans(now = clockNow()): Promise<number[]> {
	const db = await getDb()
	const candidates = await db
		.selectDistinct({ userId: subscriptions.userId })
		.from(subscriptions)
		.innerJoin(users, eq(users.id, subscriptions.userId))
		.where(
			and(
				ne(users.plan, 0),
				// past_due rows are few (a failed card, for days): recomputing each one decides whether its grace is over.
				or(eq(subscriptions.status, 'past_due'), and(lte(subscriptions.currentPeriodEnd, now), inArray(subscriptions.status, ['active', 'trialing']), eq(subscriptions.cancelAtPeriodEnd, true))),
			),
		)
	const granted = await db
		.selectDistinct({ userId: planGrants.userId })
		.from(planGrants)
		.innerJoin(users, eq(users.id, planGrants.userId))
		.where(and(ne(users.plan, 0), lte(planGrants.until, now)))
	const changed: number[] = []
	for (const userId of new Set([...candidates, ...granted].map((row) => row.userId))) {
		const result = await db.transaction(async (tx) => {
			if (!(await lockUser(tx, userId))) return null
			return recomputeUserPlan(tx, userId, { reason: 'paid period ended', eventId: null, actor: 'billing period check' }, now)
		})
		if (result && result.from !== result.to) changed.push(userId)
	}
	return changed
}

const checkEveryMs = 10 * 60 * 1000
const slot = globalThis as typeof globalThis & { __lapsedPlansTimer?: NodeJS.Timeout }

/**
 * One scheduled run; it never throws. A database away for a moment (a restart)
 * is expected and the next run catches up, so that is a warning; anything else
 * is a bug and logged as an error.
 */
export async function checkLapsedPlans() {
	try {
		await expireLapsedPlans()
	} catch (error) {
		if (isDatabaseUnavailable(error)) console.warn(`[billing] billing period check: the database is unavailable, the next run tries again (${unavailableCause(error)})`)
		else logError(error, 'billing period check')
	}
}

/** Runs the check at start-up and every ten minutes in the web server (once per process). */
export function scheduleLapsedPlanCheck() {
	if (slot.__lapsedPlansTimer) return
	const run = () => void checkLapsedPlans()
	slot.__lapsedPlansTimer = setInterval(run, checkEveryMs)
	slot.__lapsedPlansTimer.unref()
	setTimeout(run, 5_000).unref()
}
