import { eq } from 'drizzle-orm'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

/** Sets profile fields the directory fixture does not (a self-pay price, when the plans were confirmed), as the editor would, and refreshes the listing. */
export async function setProfile(userId: number, values: Partial<typeof profiles.$inferInsert>) {
	const db = await getDb()
	await db.transaction(async (tx) => {
		await tx.update(profiles).set(values).where(eq(profiles.userId, userId))
		await refreshListing(tx, userId)
	})
}
