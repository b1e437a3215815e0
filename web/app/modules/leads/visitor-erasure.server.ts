import { count, eq } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'

/** How many contact requests an address (its limit key) has sent. */
export async function visitorContactRequestCount(key: string) {
	const db = await getDb()
	const [row] = await db.select({ n: count() }).from(contactRequests).where(eq(contactRequests.emailKey, key))
	return row?.n ?? 0
}

/** Issue 48 point 5: the visitor's contact requests go, whole, from every dietitian's dashboard. Returns how many. */
export async function deleteVisitorContactRequests(tx: Tx, key: string) {
	const deleted = await tx.delete(contactRequests).where(eq(contactRequests.emailKey, key)).returning({ id: contactRequests.id })
	return deleted.length
}
