import { eq } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The contact requests a dietitian received, with the visitors' details they already see on the dashboard (issue 48). */
export async function contactRequestsExport(userId: number) {
	const db = await getDb()
	const rows = await db.select().from(contactRequests).where(eq(contactRequests.profileUserId, userId)).orderBy(contactRequests.createdAt)
	return rows.map(({ emailKey: _key, ...row }) => row)
}
