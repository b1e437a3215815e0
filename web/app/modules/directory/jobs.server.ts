import type { Sweep } from '#app/modules/jobs/job-registry.server.ts'

const listings = () => import('./listings.server.ts')

export const sweeps: Record<string, Sweep> = {
	// Listings that stay true (issue 30): a confirmation that turned 45 or 90 days old changes the listing's state in the read model.
	// Hourly: a day's rule is late by at most an hour.
	'listing-availability': { everyMs: 60 * 60_000, run: async (at) => (await listings()).refreshAgedListings(at) },
	// Replies (issue 30 point 5): a request leaving the 90-day window changes a listing's reply group with no write.
	'listing-replies': { everyMs: 60 * 60_000, run: async (at) => (await listings()).refreshReplyGroups(at) },
}
