import { eq, sql } from 'drizzle-orm'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { priceIdFrom } from '#app/modules/billing/stripe-price-ids.ts'
import { users } from '#db/schema/accounts.ts'
import { billingCustomers, planChanges, subscriptions } from '#db/schema/billing.ts'
import type { Seed } from '../seed.ts'

const demoDietitian = 'maya.chen@americandietitian.example'
const day = 24 * 60 * 60 * 1000

/**
 * Maya Chen's plan 2 as the billing module knows it: a test-mode Stripe
 * customer and an active yearly Professional subscription, bought two months
 * ago, so her Billing section and the admin's audit trail look alive.
 */
export const demoBillingSeed: Seed = {
	name: 'demo billing',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptions)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const [maya] = await db.select().from(users).where(eq(users.email, demoDietitian))
		const plan = findPlanByKey('professional')!
		if (!maya || maya.plan !== plan.id) return []
		const started = new Date(Date.now() - 61 * day)
		const renews = new Date(started)
		renews.setUTCFullYear(renews.getUTCFullYear() + 1)
		await db.transaction(async (tx) => {
			await tx.insert(billingCustomers).values({ userId: maya.id, customerId: 'cus_demo_maya_chen', email: maya.email, createdAt: started })
			await tx.insert(subscriptions).values({
				id: 'sub_demo_maya_chen',
				userId: maya.id,
				customerId: 'cus_demo_maya_chen',
				priceId: priceIdFrom(process.env, plan, 'year'),
				plan: plan.id,
				interval: 'year',
				status: 'active',
				currentPeriodEnd: renews,
				cancelAtPeriodEnd: false,
				billingEmail: maya.email,
				lastEventCreated: Math.floor(started.getTime() / 1000),
				createdAt: started,
				updatedAt: started,
			})
			await tx.insert(planChanges).values({ userId: maya.id, fromPlan: 0, toPlan: plan.id, reason: 'demo data: Professional, yearly', eventId: null, actor: 'demo seed', at: started })
			await tx.update(users).set({ paymentDate: started }).where(eq(users.id, maya.id))
		})
		return ['[db] seeded a test-mode Professional yearly subscription for Maya Chen']
	},
}
