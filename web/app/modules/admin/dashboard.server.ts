import { and, count, eq, gte, isNull } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { subscribers } from '#db/schema/newsletter.ts'
import { profiles } from '#db/schema/profiles.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { plans, yearlyCents } from '#app/modules/billing/plans.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { earningSubscription, planPaidAt, planSourceIs } from './plan-billing.server.ts'
import { planSources, type PlanSource } from './plan-sources.ts'
import { availabilityCondition } from './users-list.server.ts'
import { availabilityFilters } from './users-query.ts'
import { hasOverdueRequests } from '#app/modules/leads/contact-replies.server.ts'

const weekMs = 7 * 86_400_000

export type PlanCount = { plan: number; planName: string; interval: 'month' | 'year'; count: number }

/** Accounts with a plan, by where the plan comes from; the three add up to every account with a plan. */
async function countPlanSources(now: Date): Promise<Record<PlanSource, number>> {
	const db = await getDb()
	const counts = await Promise.all(planSources.map(async (source) => [source, (await db.select({ n: count() }).from(users).where(planSourceIs(source, now)))[0]?.n ?? 0] as const))
	return Object.fromEntries(counts) as Record<PlanSource, number>
}

/**
 * The figures of the admin dashboard. Every account with a plan is counted
 * once by the plan's source (a subscription, a complimentary grant, or
 * neither: "unexplained", which a test keeps at 0 over the demo data), as the
 * users list filtered by source shows them. A subscription counts while it
 * earns its plan (`earningSubscription`). The plan tiles count accounts whose
 * current plan is paid at that interval, exactly as the users list filtered by
 * plan and interval shows them. Monthly recurring revenue counts the active
 * and past_due subscriptions (a trial has not paid yet), a year as a twelfth
 * of its price.
 */
export async function dashboardFigures(now = clockNow()) {
	const db = await getDb()
	const weekAgo = new Date(now.getTime() - weekMs)
	const paidAccounts = (interval: 'month' | 'year') => db.select({ plan: users.plan, n: count() }).from(users).where(planPaidAt(interval, now)).groupBy(users.plan)
	const [[usersCount], [newUsers], [listed], [pending], bySubscription, paidMonthly, paidYearly, bySource, [subscriberCount], [newSubscribers]] = await Promise.all([
		db.select({ n: count() }).from(users),
		db.select({ n: count() }).from(users).where(gte(users.createdAt, weekAgo)),
		db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(listedProfile()),
		db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(and(eq(profiles.reviewStatus, 'submitted'), isNull(users.suspendedAt))),
		db
			.select({ plan: subscriptions.plan, interval: subscriptions.interval, status: subscriptions.status, n: count() })
			.from(subscriptions)
			.where(earningSubscription(now))
			.groupBy(subscriptions.plan, subscriptions.interval, subscriptions.status),
		paidAccounts('month'),
		paidAccounts('year'),
		countPlanSources(now),
		db.select({ n: count() }).from(subscribers).where(isNull(subscribers.unsubscribedAt)),
		db.select({ n: count() }).from(subscribers).where(and(isNull(subscribers.unsubscribedAt), gte(subscribers.confirmedAt, weekAgo))),
	])
	const byAvailability = Object.fromEntries(
		await Promise.all(
			availabilityFilters.map(async (state) => [state, (await db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(availabilityCondition(state, now)))[0]?.n ?? 0] as const),
		),
	) as Record<(typeof availabilityFilters)[number], number>
	const planCounts: PlanCount[] = []
	let mrrCents = 0
	for (const plan of plans) {
		for (const interval of ['month', 'year'] as const) {
			const rows = bySubscription.filter((row) => row.plan === plan.id && row.interval === interval)
			const paid = (interval === 'month' ? paidMonthly : paidYearly).find((row) => row.plan === plan.id)?.n ?? 0
			planCounts.push({ plan: plan.id, planName: plan.name, interval, count: paid })
			const paying = rows.filter((row) => row.status !== 'trialing').reduce((sum, row) => sum + row.n, 0)
			mrrCents += paying * (interval === 'month' ? plan.monthlyCents : yearlyCents(plan) / 12)
		}
	}
	return {
		users: usersCount?.n ?? 0,
		newUsersThisWeek: newUsers?.n ?? 0,
		listedProfiles: listed?.n ?? 0,
		pendingApprovals: pending?.n ?? 0,
		/** Listed profiles by availability (issue 30); they add up to the listed profiles. */
		listingsByAvailability: byAvailability,
		/** Dietitians with a request past its reply deadline, unanswered (issue 30). */
		dietitiansWithOverdueRequests: (await db.select({ n: count() }).from(users).where(hasOverdueRequests(users.id, now)))[0]?.n ?? 0,
		planCounts,
		accountsWithPlan: bySource.subscription + bySource.complimentary + bySource.unexplained,
		planSources: bySource,
		mrrCents: Math.round(mrrCents),
		subscribers: subscriberCount?.n ?? 0,
		newSubscribersThisWeek: newSubscribers?.n ?? 0,
	}
}
