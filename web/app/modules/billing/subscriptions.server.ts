import { desc, eq } from 'drizzle-orm'
import { subscriptions } from '#db/schema/billing.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { grantsPlan, type SubscriptionRow } from './user-plan.server.ts'

/** The user's subscriptions, the most recently changed first. */
export async function listSubscriptions(userId: number): Promise<SubscriptionRow[]> {
	const db = await getDb()
	return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.lastEventCreated), desc(subscriptions.updatedAt))
}

/** The subscription the Billing section and the test portal speak about: the one earning the plan, else the latest. */
export async function currentSubscription(userId: number, now = new Date()): Promise<SubscriptionRow | null> {
	const rows = await listSubscriptions(userId)
	return rows.find((row) => grantsPlan(row, now)) ?? rows[0] ?? null
}
