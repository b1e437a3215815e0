import { eq } from 'drizzle-orm'
import { sessions, users } from '#db/schema/accounts.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The account's part of "Download my data" (issue 48): the account row without its password hash, and its signed-in devices. */
export async function accountExport(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(users).where(eq(users.id, userId))
	if (!row) return null
	const { passwordHash: _hash, ...account } = row
	const devices = await db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId))
	return { account, signedInSessions: devices }
}
