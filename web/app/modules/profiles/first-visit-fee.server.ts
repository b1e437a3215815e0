import { eq } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { profiles } from '#db/schema/profiles.ts'
import { now } from '#app/modules/clock/clock.server.ts'

type Handle = DB | Parameters<Parameters<DB['transaction']>[0]>[0]

/**
 * The profile's first-visit fee (cents), the one price of a first visit: "Services and fees", the
 * booking section, the booking page and the card all show it (issue 42 point 2, docs/decisions/122).
 * Null when the profile states none.
 */
export async function firstVisitFee(db: Handle, userId: number): Promise<number | null> {
	const [row] = await db.select({ cents: profiles.selfPayFirstVisitCents }).from(profiles).where(eq(profiles.userId, userId))
	return row?.cents ?? null
}

/**
 * Sets the first-visit fee from elsewhere than "Services and fees": POST /api/user/availability still
 * takes the first visit's priceCents it took before the price moved here. The caller refreshes the
 * listing in the same transaction (the card shows the fee).
 */
export async function setFirstVisitFee(db: Handle, userId: number, cents: number) {
	await db.update(profiles).set({ selfPayFirstVisitCents: cents, updatedAt: now() }).where(eq(profiles.userId, userId))
}
