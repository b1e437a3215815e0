import { eq, lt } from 'drizzle-orm'
import { closedListings, profiles } from '#db/schema/profiles.ts'
import { similarListings } from '#app/modules/directory/listings.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'

/** How long a deleted account's profile address answers 410 with others nearby; 404 after. */
export const closedListingDays = 365

/** Keeps where a profile was (never who), in the deleting transaction, before the profile row goes. */
export async function rememberClosedListing(tx: Tx, userId: number, at: Date) {
	const [profile] = await tx
		.select({ state: profiles.state, latitude: profiles.latitude, longitude: profiles.longitude, specialties: profiles.specialties, reviewStatus: profiles.reviewStatus })
		.from(profiles)
		.where(eq(profiles.userId, userId))
	// Only a profile that was ever public has an address people may have kept.
	if (!profile || profile.reviewStatus !== 'approved') return
	const { reviewStatus: _status, ...place } = profile
	await tx.insert(closedListings).values({ userId, ...place, closedAt: at }).onConflictDoNothing()
}

/** A closed listing's dietitians nearby (the paused page's rule), or null when the address was never a closed listing. */
export async function closedListing(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(closedListings).where(eq(closedListings.userId, userId))
	if (!row) return null
	return { similar: await similarListings({ userId, state: row.state, latitude: row.latitude, longitude: row.longitude, specialties: row.specialties }) }
}

/** Forgets closed listings after a year (a sweep of the profiles module). */
export async function deleteOldClosedListings(at: Date) {
	const db = await getDb()
	const deleted = await db
		.delete(closedListings)
		.where(lt(closedListings.closedAt, new Date(at.getTime() - closedListingDays * 86_400_000)))
		.returning({ id: closedListings.userId })
	return deleted.length
}
