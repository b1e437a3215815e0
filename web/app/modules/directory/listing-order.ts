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
 * The groups that rank inside a distance band, before the rotation, in this order (issue 42 point 8:
 * listings that take new clients; issue 30 points 3 and 5: confirmed listings, then responsive ones). Each group added here has its ORDER BY key in
 * `listingGroupOrder` (search.server.ts), between the distance band and the rotation, and its name and
 * rule in words in the catalogue's `ordering` namespace (both languages, issue 32).
 */
export const listingGroups: readonly { name: string; rule: string }[] = [
	{ name: 'ordering.group.accepting.name', rule: 'ordering.group.accepting.rule' },
	{ name: 'ordering.group.confirmed.name', rule: 'ordering.group.confirmed.rule' },
	{ name: 'ordering.group.replies.name', rule: 'ordering.group.replies.rule' },
]

/** "Openings this week": the next opening falls within this many days of now. */
export const openingsThisWeekDays = 7
