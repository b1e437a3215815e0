import { and, asc, eq, gt } from 'drizzle-orm'
import { planSourceIs } from '#app/modules/admin/plan-billing.server.ts'
import { findPlan, yearlyCents, type BillingInterval, type Plan } from '#app/modules/billing/plans.ts'
import { priceIdFrom } from '#app/modules/billing/stripe-price-ids.ts'
import type { DB } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { billingCustomers, invoicePayments, planChanges, subscriptions } from '#db/schema/billing.ts'
import { planGrants } from '#db/schema/plan-grants.ts'
import type { Seed } from './seed.ts'

const demoDietitian = 'maya.chen@americandietitian.example'
const day = 24 * 60 * 60 * 1000

type Account = { id: number; email: string; plan: number }
type Tx = Parameters<Parameters<DB['transaction']>[0]>[0]

/** What the demo gives one account whose plan has no source yet: a subscription, or a complimentary grant. */
type Source =
	| { kind: 'subscription'; interval: BillingInterval; startedDaysAgo: number; cancelAtPeriodEnd: boolean }
	| { kind: 'grant'; untilInDays: number }

/**
 * A varied but fixed mix, by the account's place in the list: mostly monthly,
 * some yearly, a few cancelled at the end of their period, and a few
 * complimentary plans (an administrator's gift) that run out at different dates.
 * Maya Chen, the demo login, pays yearly, bought two months ago.
 */
function sourceFor(account: Account, index: number): Source {
	if (account.email === demoDietitian) return { kind: 'subscription', interval: 'year', startedDaysAgo: 61, cancelAtPeriodEnd: false }
	if (index % 12 === 5) return { kind: 'grant', untilInDays: 30 + ((index * 17) % 150) }
	const startedDaysAgo = 1 + ((index * 7) % 27)
	if (index % 3 === 0) return { kind: 'subscription', interval: 'year', startedDaysAgo: 20 + ((index * 29) % 300), cancelAtPeriodEnd: false }
	return { kind: 'subscription', interval: 'month', startedDaysAgo, cancelAtPeriodEnd: index % 10 === 7 }
}

function periodEnd(started: Date, interval: BillingInterval, now: number): Date {
	const end = new Date(started)
	// Renewals that already happened moved the period on: the current one ends in the future.
	while (end.getTime() <= now) {
		if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1)
		else end.setUTCMonth(end.getUTCMonth() + 1)
	}
	return end
}

async function subscribe(tx: Tx, account: Account, plan: Plan, source: Extract<Source, { kind: 'subscription' }>, now: number) {
	const started = new Date(now - source.startedDaysAgo * day)
	const customerId = account.email === demoDietitian ? 'cus_demo_maya_chen' : `cus_demo_${account.id}`
	const subscriptionId = account.email === demoDietitian ? 'sub_demo_maya_chen' : `sub_demo_${account.id}`
	await tx.insert(billingCustomers).values({ userId: account.id, customerId, email: account.email, createdAt: started }).onConflictDoNothing()
	const [customer] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, account.id))
	await tx.insert(subscriptions).values({
		id: subscriptionId,
		userId: account.id,
		customerId: customer!.customerId,
		priceId: priceIdFrom(process.env, plan, source.interval),
		plan: plan.id,
		interval: source.interval,
		status: 'active',
		currentPeriodEnd: periodEnd(started, source.interval, now),
		cancelAtPeriodEnd: source.cancelAtPeriodEnd,
		billingEmail: account.email,
		lastEventCreated: Math.floor(started.getTime() / 1000),
		createdAt: started,
		updatedAt: started,
	})
	// The first payment, as the test checkout records it, so the Billing section lists it.
	const firstPeriodEnd = new Date(started)
	if (source.interval === 'year') firstPeriodEnd.setUTCFullYear(firstPeriodEnd.getUTCFullYear() + 1)
	else firstPeriodEnd.setUTCMonth(firstPeriodEnd.getUTCMonth() + 1)
	await tx.insert(invoicePayments).values({
		id: `in_demo_${account.id}_1`,
		userId: account.id,
		subscriptionId,
		plan: plan.id,
		interval: source.interval,
		amountCents: source.interval === 'year' ? yearlyCents(plan) : plan.monthlyCents,
		currency: 'usd',
		paidAt: started,
		periodEnd: firstPeriodEnd,
	})
	const how = source.interval === 'year' ? 'yearly' : 'monthly'
	await tx.insert(planChanges).values({ userId: account.id, fromPlan: 0, toPlan: plan.id, reason: `demo data: ${plan.name}, ${how}`, eventId: null, actor: 'demo seed', at: started })
	await tx.update(users).set({ paymentDate: started }).where(eq(users.id, account.id))
}

async function grant(tx: Tx, account: Account, plan: Plan, source: Extract<Source, { kind: 'grant' }>, now: number) {
	const createdAt = new Date(now - 10 * day)
	const until = new Date(now + source.untilInDays * day)
	await tx.insert(planGrants).values({ userId: account.id, plan: plan.id, until, grantedBy: 'demo seed', createdAt })
	await tx
		.insert(planChanges)
		.values({ userId: account.id, fromPlan: 0, toPlan: plan.id, reason: `complimentary plan until ${until.toISOString().slice(0, 10)}`, eventId: null, actor: 'demo seed', at: createdAt })
}

/** Accounts whose plan neither a subscription nor a grant explains, oldest first. */
async function unexplainedAccounts(db: DB, now: number): Promise<Account[]> {
	return db
		.select({ id: users.id, email: users.email, plan: users.plan })
		.from(users)
		.where(and(gt(users.plan, 0), planSourceIs('unexplained', new Date(now))))
		.orderBy(asc(users.id))
}

/**
 * The other seeds give demo accounts a plan number; this one makes each plan
 * come from somewhere, as it would on the live site: a test-mode Stripe
 * customer and subscription, or a complimentary grant. It runs after them, and
 * again on a database seeded before it existed, until no plan is unexplained.
 */
export const demoBillingSeed: Seed = {
	name: 'demo billing',
	async shouldRun(db) {
		return (await unexplainedAccounts(db, Date.now())).length > 0
	},
	async run(db) {
		const now = Date.now()
		const accounts = await unexplainedAccounts(db, now)
		let subscribed = 0
		let granted = 0
		await db.transaction(async (tx) => {
			for (const [index, account] of accounts.entries()) {
				const plan = findPlan(account.plan)
				if (!plan) continue
				const source = sourceFor(account, index)
				if (source.kind === 'grant') {
					await grant(tx, account, plan, source, now)
					granted++
				} else {
					await subscribe(tx, account, plan, source, now)
					subscribed++
				}
			}
		})
		return [`[db] gave the demo plans their source: ${subscribed} test-mode subscriptions, ${granted} complimentary plans`]
	},
}
