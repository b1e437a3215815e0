/**
 * How long "accepting new clients" (or not) stays true without the dietitian
 * confirming it (issue 30): a mail asks every 30 days; after 45 days the
 * listing shows "Availability not confirmed" and steps back; after 90 it is
 * paused (out of search, nothing deleted) until the dietitian confirms again.
 */
export const availabilityDays = { remind: 30, unconfirmed: 45, paused: 90 } as const

export const dayMs = 86_400_000

export type ListingState = 'confirmed' | 'unconfirmed' | 'paused'

/** The state a confirmation date gives at `at` (no date: unconfirmed, never paused: nothing to count from). */
export function listingStateAt(confirmedAt: Date | string | null, at: Date): ListingState {
	if (confirmedAt === null) return 'unconfirmed'
	const age = at.getTime() - new Date(confirmedAt).getTime()
	if (age >= availabilityDays.paused * dayMs) return 'paused'
	if (age >= availabilityDays.unconfirmed * dayMs) return 'unconfirmed'
	return 'confirmed'
}

/** The profile columns a confirmation sets: its day, and the next reminder 30 days on. */
export const availabilityConfirmed = (at: Date) => ({ acceptingConfirmedAt: at, availabilityMailDueAt: new Date(at.getTime() + availabilityDays.remind * dayMs) })
