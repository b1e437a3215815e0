import { eq } from 'drizzle-orm'
import { billingCustomers, invoicePayments, planChanges, subscriptions } from '#db/schema/billing.ts'
import { planGrants } from '#db/schema/plan-grants.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The plan and payments part of "Download my data" (issue 48): the customer, subscriptions, payments, plan changes and complimentary plans. */
export async function billingExport(userId: number) {
	const db = await getDb()
	const [customer, subs, payments, changes, grants] = await Promise.all([
		db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
		db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
		db.select().from(invoicePayments).where(eq(invoicePayments.userId, userId)),
		db.select().from(planChanges).where(eq(planChanges.userId, userId)),
		db.select().from(planGrants).where(eq(planGrants.userId, userId)),
	])
	return { customer: customer[0] ?? null, subscriptions: subs, payments, planChanges: changes, complimentaryPlans: grants }
}
