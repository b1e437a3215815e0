import { cardRating } from '#app/modules/reviews/profile-reviews.server.ts'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { countSearchAppearances } from '#app/modules/statistics/search-appearances.server.ts'
import { avatarUrls } from '#app/modules/profiles/photo-storage.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import type { ListingState } from '#app/modules/profiles/availability-rules.ts'
import { isVerified, type CredentialCheck } from '#app/modules/profiles/verified-text.ts'
import type { SearchPlace } from './search-place.ts'
import type { SearchQuery } from './search-query.ts'
import { dailyRotation } from './daily-rotation.server.ts'
import { distanceBandMiles, openingsThisWeekDays } from './listing-order.ts'
import { nameKey } from './listings.server.ts'
import { nameSearchText } from './name-text.ts'
import { resolvePlace, type PlaceChoice, type PlaceWords, type ResolvedPlace } from './resolve-place.server.ts'
import { cachedSearchRows } from './search-results-cache.server.ts'

const metersPerMile = 1609.344

export type DietitianCard = {
	id: number
	first_name: string
	last_name: string
	credentials: string[]
	role: string | null
	city_name: string | null
	state: string | null
	zipcode: string | null
	distance: number | null
	specialties: string[]
	telehealth: boolean
	in_person: boolean
	accepting_new_clients: boolean
	/** The self-pay rate of a first visit, in cents (null when not given). */
	self_pay_first_visit: number | null
	/** Gives a superbill for out-of-network reimbursement. */
	superbill: boolean
	/** Counsels in Spanish: Spanish is among the dietitian's languages (issue 32). */
	spanish: boolean
	/** The first opening a visitor can book, as the office's wall time with its offset (ISO 8601); null without one. */
	next_opening: string | null
	/** When the dietitian last confirmed whether they accept new clients (ISO), or null. */
	accepting_confirmed_at: string | null
	/** 'confirmed', or 'unconfirmed' after 45 days without a confirmation (paused listings are not in search). */
	listing_state: ListingState
	featured: boolean
	/** True exactly when credential_checks holds a check of the last 365 days. */
	verified: boolean
	/** The credential checks an administrator recorded, newest first. */
	credential_checks: CredentialCheck[]
	/** The average of the reviews of visits, one decimal, and their number; both null under 3 reviews (issue 46). */
	rating_average: number | null
	rating_count: number | null
	/** Matched only online: licensed for telehealth in the searched state, office elsewhere. */
	online_only: boolean
	avatar: string | null
	summary_preview: string
	url: string
}

export type SearchOutcome =
	| {
			status: 'ok'
			place: SearchPlace | null
			/** The place or the state searched, for headings; null for everywhere. */
			label: string | null
			/** Other places the typed text may mean (Houston in another state; all of New York state). */
			alternatives: PlaceChoice[]
			/** The place text, when it could also be a dietitian's name ("Austin"). */
			nameText: string | null
			/** The query as it ran: a state typed in the place text ("Texas") becomes its searchState. */
			searched: SearchQuery
			/** The clock when the search ran (ISO): the cards' "Today" and "Tomorrow" are of this moment. */
			at: string
			data: DietitianCard[]
			totalCount: number
	  }
	| Exclude<ResolvedPlace, { status: 'ok' }>

type Matching = { conditions: SQL[]; chord: SQL<number | null>; onlineOnly: SQL<boolean> }

const l = directoryListings
// earthdistance's sphere (earth() = 6,378,168 m), which the distances have always been measured on.
const earthRadiusMeters = 6_378_168
const degrees = 180 / Math.PI

/** The square of the chord from each listing to a place, on the unit sphere: it orders and cuts as the distance along the surface does. */
export function chordSquared(place: SearchPlace): SQL<number> {
	const latitude = place.latitude / degrees
	const longitude = place.longitude / degrees
	const [x, y, z] = [Math.cos(latitude) * Math.cos(longitude), Math.cos(latitude) * Math.sin(longitude), Math.sin(latitude)]
	return sql<number>`((${l.x} - ${x}::float8) * (${l.x} - ${x}::float8) + (${l.y} - ${y}::float8) * (${l.y} - ${y}::float8) + (${l.z} - ${z}::float8) * (${l.z} - ${z}::float8))`
}

/** Miles along the surface from a chord of the unit sphere. */
export const milesOfChord = (chord: SQL) => sql<number>`(${2 * earthRadiusMeters}::float8 * asin(least(1::float8, ${chord} / 2)) / ${metersPerMile})`

/**
 * The listings within `miles` of a place. The SP-GiST index on the location
 * finds the rows in a box of degrees around the circle (wider east-west where
 * the circle reaches furthest from the equator); the exact cut compares the
 * chord through the earth with the chord of the radius: arithmetic on three
 * columns, a fraction of a microsecond a row on either database.
 */
export function within(place: SearchPlace, miles: number): SQL {
	const angle = (miles * metersPerMile) / earthRadiusMeters
	const chord = 2 * Math.sin(angle / 2)
	const dLat = angle * degrees
	const farthestLatitude = Math.min(89, Math.abs(place.latitude) + dLat)
	const dLon = Math.min(180, dLat / Math.cos(farthestLatitude / degrees))
	const box = sql`box(point(${place.longitude - dLon}::float8, ${place.latitude - dLat}::float8), point(${place.longitude + dLon}::float8, ${place.latitude + dLat}::float8))`
	return sql`(${l.location} <@ ${box} and ${chordSquared(place)} < ${chord * chord}::float8)`
}

/**
 * A name search: listings whose name has a word like the typed one (pg_trgm's
 * word similarity, `<%`, on the trigram index of name_key), best first: the
 * closest word match, then the closest whole name. Null for a place search.
 */
function nameMatch(query: SearchQuery): { condition: SQL; order: SQL[] } | null {
	const text = query.searchName ? nameSearchText(query.searchName) : ''
	if (!text) return null
	const typed = nameKey(sql`${text}::text`)
	return {
		condition: sql`${typed} <% ${l.nameKey}`,
		order: [sql`word_similarity(${typed}, ${l.nameKey}) desc`, sql`similarity(${typed}, ${l.nameKey}) desc`, asc(l.lastName), asc(l.firstName), asc(l.userId)],
	}
}

/** The chord (squared, on the unit sphere) of a number of miles along the surface: what chordSquared compares with. */
function chordSquaredOfMiles(miles: number) {
	const chord = 2 * Math.sin((miles * metersPerMile) / earthRadiusMeters / 2)
	return chord * chord
}

/** The bands' edges as chords (squared), in the order of distanceBandMiles: what width_bucket sorts a chord into. */
const bandEdges = sql.raw(`array[${distanceBandMiles.map((miles) => `${chordSquaredOfMiles(miles)}::float8`).join(', ')}]`)

/**
 * Best match's distance band of each listing around a place (0 within the first
 * band's miles, … , beyond the last): width_bucket of the chord the radius
 * already computes from the index's own columns, one evaluation a row. A listing
 * exactly on an edge falls in the farther band.
 */
export function distanceBand(place: SearchPlace): SQL<number> {
	return sql<number>`width_bucket(${chordSquared(place)}, ${bandEdges})`
}

/**
 * The groups that rank inside a distance band, before the rotation (issue 30:
 * confirmed listings, then responsive ones), one ORDER BY key each, in the order
 * `listingGroups` (listing-order.ts) names them to visitors.
 */
export function listingGroupOrder(): SQL[] {
	return [desc(l.accepting), asc(sql`${l.listingState} <> 'confirmed'`), asc(l.slowReplies)]
}

/**
 * The Best match order of a place or state search: Featured first; around a
 * place (not a telehealth search, whose online matches have no distance that
 * means anything), the distance band; then the listing groups; then the daily
 * rotation, and the id to break its (rare) ties.
 */
function bestMatchOrder(query: SearchQuery, place: SearchPlace | null, today: Date): SQL[] {
	const band = place && !query.telehealth ? [asc(distanceBand(place))] : []
	return [desc(l.featured), ...band, ...listingGroupOrder(), asc(dailyRotation(l.userId, today)), asc(l.userId)]
}

/** Which listings match a query (near the place or in the state, every filter), and how far each is (as a chord, for ordering). */
function matching(query: SearchQuery, place: SearchPlace | null, at: Date): Matching {
	const conditions: SQL[] = []
	let chord: SQL<number | null> = sql<null>`null::float8`
	let onlineOnly: SQL<boolean> = sql<boolean>`false`
	if (place) {
		const near = within(place, query.radius)
		const licensed = sql`(${l.telehealth} and ${l.telehealthStates} @> array[${place.state}]::text[])`
		conditions.push(query.telehealth ? sql`(${near} or ${licensed})` : near)
		chord = chordSquared(place)
		if (query.telehealth) onlineOnly = sql<boolean>`not ${near}`
	} else if (query.searchState) {
		// With telehealth: an office in the state or a licence there, one lookup in the reach of each listing.
		conditions.push(query.telehealth ? sql`${l.telehealthReach} @> array[${query.searchState}]::text[]` : eq(l.state, query.searchState))
		if (query.telehealth) onlineOnly = sql<boolean>`${l.state} <> ${query.searchState}`
	}
	const name = nameMatch(query)
	if (name) conditions.push(name.condition)
	if (query.specialty) conditions.push(sql`${l.specialties} @> array[${query.specialty}]::text[]`)
	// Medicare, the plan searched most (the Medicare guide's search), is a flag the radius and state indexes carry.
	if (query.insurance === 'Medicare') conditions.push(eq(l.medicare, true))
	else if (query.insurance) conditions.push(sql`${l.insurance} @> array[${query.insurance}]::text[]`)
	if (query.language) conditions.push(sql`${l.languages} @> array[${query.language}]::text[]`)
	if (query.credential) conditions.push(sql`${l.credentials} @> array[${query.credential}]::text[]`)
	if (query.telehealth) conditions.push(eq(l.telehealth, true))
	if (query.inPerson) conditions.push(eq(l.inPerson, true))
	// "Accepting" means confirmed: a listing 45 days without a confirmation no longer says it accepts.
	if (query.accepting) conditions.push(and(eq(l.accepting, true), eq(l.listingState, 'confirmed'))!)
	if (query.superbill) conditions.push(eq(l.superbill, true))
	// Read from the radius and state indexes (they INCLUDE it), not the languages array: those searches stay index-only.
	if (query.spanish) conditions.push(eq(l.spanish, true))
	if (query.openingsThisWeek) {
		// An opening the sweep has not yet moved on (it fell inside the notice a moment ago) is not one.
		const until = new Date(at.getTime() + openingsThisWeekDays * 86_400_000)
		conditions.push(sql`${l.nextOpening} >= ${at.toISOString()}::timestamptz and ${l.nextOpening} < ${until.toISOString()}::timestamptz`)
	}
	return { conditions, chord, onlineOnly }
}

/**
 * The single statement behind a search (one page and the total); `npm run
 * bench` EXPLAINs it. The page is a top-N sort of the matches with only what
 * the order needs; the total is a count of its own (an InitPlan PostgreSQL runs
 * once, often from an index alone), which costs less than a window count over
 * every match, except for a name search (below); the page's cards come from the same table by key, in the same order.
 */
export function searchStatement(db: DB, query: SearchQuery, place: SearchPlace | null, today: Date, at: Date = today) {
	const { conditions, chord, onlineOnly } = matching(query, place, at)
	const where = and(...conditions)
	const order = searchOrder(query, place, chord, today)
	// A name search's condition is a trigram similarity that every matching row must compute (its
	// index is lossy): a count of its own would compute it all again, so the page counts its matches
	// as it sorts them (a window count), one pass instead of two (issue 44.3).
	const countInPage = nameMatch(query) !== null
	const page = db
		.select({ id: sql<number>`${l.userId}`.as('page_id'), ...(countInPage ? { total: sql<number>`count(*) over ()`.as('page_total') } : {}) })
		.from(l)
		.where(where)
		.orderBy(...order)
		.limit(query.searchCount)
		.offset(query.searchStart)
		.as('page')
	const total = countInPage ? sql<number>`${sql.raw('"page"."page_total"')}`.mapWith(Number) : sql<number>`(select count(*) from ${l} where ${where ?? sql`true`})`.mapWith(Number)
	const statement = db
		.select({
			id: l.userId,
			firstName: l.firstName,
			lastName: l.lastName,
			credentials: l.credentials,
			role: l.role,
			cityName: l.cityName,
			state: l.state,
			zipcode: l.zipcode,
			distance: (place ? milesOfChord(sql`sqrt(${chordSquared(place)})`) : sql<null>`null::float8`).as('card_distance'),
			specialties: l.specialties,
			telehealth: l.telehealth,
			inPerson: l.inPerson,
			accepting: l.accepting,
			selfPayFirstVisitCents: l.selfPayFirstVisitCents,
			superbill: l.superbill,
			spanish: l.spanish,
			nextOpening: l.nextOpening,
			nextOpeningLocal: l.nextOpeningLocal,
			acceptingConfirmedAt: l.acceptingConfirmedAt,
			listingState: l.listingState,
			credentialChecks: l.credentialChecks,
			ratingCount: l.ratingCount,
			ratingSum: l.ratingSum,
			featured: l.featured,
			onlineOnly: onlineOnly.as('online_only'),
			avatarKey: l.avatarKey,
			summaryPreview: l.summaryPreview,
			total: total.as('total'),
		})
		.from(page)
		.innerJoin(l, eq(l.userId, page.id))
		// The same order again, on the page's ten rows.
		.orderBy(...order)
	return { statement }
}

/** The ORDER BY of each sort. */
function searchOrder(query: SearchQuery, place: SearchPlace | null, chord: SQL<number | null>, today: Date): SQL[] {
	switch (query.sort) {
		case 'distance':
			if (place) return [asc(chord), asc(l.userId)]
			break
		case 'name':
			return [asc(l.lastName), asc(l.firstName), asc(l.userId)]
		case 'soonest':
			// Among equal times (a whole city opens at 9 on Monday), the day's rotation, as in Best match.
			return [sql`${l.nextOpening} asc nulls last`, asc(dailyRotation(l.userId, today)), asc(l.userId)]
		case 'best': {
			const byName = nameMatch(query)?.order
			if (byName) return byName
		}
	}
	return bestMatchOrder(query, place, today)
}

/** What a result card is made of. */
export type CardSource = {
	id: number
	firstName: string
	lastName: string
	credentials: string[]
	role: string | null
	cityName: string | null
	state: string | null
	zipcode: string | null
	specialties: string[]
	telehealth: boolean
	inPerson: boolean
	accepting: boolean
	selfPayFirstVisitCents: number | null
	superbill: boolean
	spanish: boolean
	acceptingConfirmedAt: Date | null
	listingState: ListingState
	credentialChecks: CredentialCheck[]
	/** The listing's review figures (issue 46); shown, never ordered on. */
	ratingCount: number
	ratingSum: number
	avatarKey: string | null
	summaryPreview: string
}

/** A dietitian as a result card shows them (search, landing pages, the admin's preview). */
export function dietitianCard(
	row: CardSource,
	placed: { distance: number | null; featured: boolean; onlineOnly: boolean; nextOpening?: string | null },
): DietitianCard {
	return {
		id: row.id,
		first_name: row.firstName,
		last_name: row.lastName,
		credentials: row.credentials,
		role: row.role,
		city_name: row.cityName,
		state: row.state,
		zipcode: row.zipcode,
		distance: placed.distance,
		specialties: row.specialties,
		telehealth: row.telehealth,
		in_person: row.inPerson,
		accepting_new_clients: row.accepting,
		self_pay_first_visit: row.selfPayFirstVisitCents,
		superbill: row.superbill,
		spanish: row.spanish,
		next_opening: placed.nextOpening ?? null,
		accepting_confirmed_at: row.acceptingConfirmedAt ? new Date(row.acceptingConfirmedAt).toISOString() : null,
		listing_state: row.listingState,
		featured: placed.featured,
		verified: isVerified(row.credentialChecks, now()),
		credential_checks: row.credentialChecks,
		...cardRating(row),
		online_only: placed.onlineOnly,
		avatar: avatarUrls(row.avatarKey)?.small ?? null,
		summary_preview: row.summaryPreview,
		url: `/viewdoctorprofile/${row.id}`,
	}
}

export type SearchOptions = {
	/** The day of the rotation (the clock's day unless a test pins it). */
	today?: Date
	/** Who the results are shown to: each dietitian on the page is counted as an appearance, unless a bot looks. */
	shownTo?: { userAgent: string | null }
	/** The words of the places offered and problems stated (the API's English unless a page gives its language's). */
	placeWords?: PlaceWords
}

/**
 * Listed dietitians matching the query, one page and the total in one
 * statement on the directory's listings. Radius: a box on the location index,
 * the chord through the earth for the exact cut and order. With telehealth, dietitians licensed in the place's state
 * match wherever their office is. Best match: plans with priority placement
 * first ("Featured"); around a place, nearer distance bands first; then
 * listings whose availability is confirmed before unconfirmed ones (issue 30);
 * then a rotation that changes daily, so every dietitian in an area is seen
 * (the rule in words: /how-listings-are-ordered).
 */
export async function searchDietitians(query: SearchQuery, { today, shownTo, placeWords }: SearchOptions = {}): Promise<SearchOutcome> {
	const at = now()
	// A name search has no place: it covers the whole country, or the state chosen from the list.
	const resolved = query.searchName ? resolvePlace({ searchState: query.searchState }, placeWords) : resolvePlace(query, placeWords)
	if (resolved.status !== 'ok') return resolved
	const { place } = resolved
	const searched: SearchQuery = { ...query, searchState: resolved.state ?? undefined }
	const rows = await cachedSearchRows([searched, place], { today: today ?? at, at }, async () => searchStatement(await getDb(), searched, place, today ?? at, at).statement)
	const data = rows.map((row) =>
		dietitianCard(row, {
			distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
			featured: Boolean(row.featured),
			onlineOnly: Boolean(row.onlineOnly),
			// Only a time still ahead: the sweep moves a passed one on within a minute.
			nextOpening: row.nextOpening && row.nextOpening.getTime() > at.getTime() ? row.nextOpeningLocal : null,
		}),
	)
	// A page past the end still reports the total (a second, cheap count).
	const totalCount = rows[0]?.total ?? (query.searchStart > 0 ? await countMatches(searched, place) : 0)
	if (shownTo) countSearchAppearances(data.map((card) => card.id), shownTo.userAgent, today ?? at)
	return { status: 'ok', place, label: resolved.label, alternatives: resolved.alternatives, nameText: query.searchName ? null : resolved.nameText, searched, at: at.toISOString(), data, totalCount }
}

/**
 * How many listed dietitians match, counting at most `cap` of them (a bounded
 * count stays cheap however broad the search).
 */
export async function countMatches(query: SearchQuery, place: SearchPlace | null, cap = Number.MAX_SAFE_INTEGER): Promise<number> {
	const db = await getDb()
	const { conditions } = matching(query, place, now())
	const found = db
		.select({ id: l.userId })
		.from(l)
		.where(and(...conditions))
		.limit(cap)
		.as('found')
	const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found)
	return row?.n ?? 0
}
