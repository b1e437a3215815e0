// How "Best match" orders listings (issue 30 point 2) and what "Openings this week" means (issue 29).
// The search query (search.server.ts) and the public page /how-listings-are-ordered both read these
// constants, so the page cannot say one thing while the code does another. No server code here: the
// page's browser bundle imports it.

/**
 * Around a ZIP code or a city, Best match sorts nearer listings ahead of farther ones in bands: within
 * the first number of miles, then the next, …, then beyond the last. Inside a band the daily rotation
 * decides, so neighbours share the top fairly and nearness is never lost.
 */
export const distanceBandMiles = [5, 10, 25, 50] as const

/**
 * The groups that rank inside a distance band, before the rotation, in this order (issue 30 points 3
 * and 5: confirmed listings, then responsive ones). Each group added here has its ORDER BY key in
 * `listingGroupOrder` (search.server.ts), between the distance band and the rotation.
 */
export const listingGroups: readonly { name: string; rule: string }[] = [
	{
		name: 'Availability confirmed',
		rule: 'Dietitians who confirmed in the last 45 days whether they take new clients come before those who have not (after 90 days without a confirmation a listing is paused and leaves search).',
	},
	{
		name: 'Replies in time',
		rule: 'Dietitians who answer their requests come before those who do not: one who answered fewer than half of at least 5 requests of the last 90 days within 2 business days comes after those who did.',
	},
]

/** "Openings this week": the next opening falls within this many days of now. */
export const openingsThisWeekDays = 7

/** The bands as words: "within 5 miles", "5 to 10 miles", …, "more than 50 miles". */
export function distanceBandLabels(): string[] {
	const labels = distanceBandMiles.map((miles, i) => (i === 0 ? `within ${miles} miles` : `${distanceBandMiles[i - 1]} to ${miles} miles`))
	return [...labels, `more than ${distanceBandMiles[distanceBandMiles.length - 1]} miles`]
}
