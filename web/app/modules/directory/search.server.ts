import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import type { DB } from '#db/client.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { countSearchAppearances } from '#app/modules/statistics/search-appearances.server.ts'
import { listingStatus, type ListingFacts } from '#app/modules/profiles/listing-status.ts'
import { avatarUrls } from '#app/modules/profiles/photo-storage.server.ts'
import type { SearchQuery } from './search-query.ts'
import { dailyRotation } from './daily-rotation.server.ts'
import { lookupCity, lookupZip } from './zip-codes.server.ts'

const metersPerMile = 1609.344

export type SearchPlace = { label: string; state: string; latitude: number; longitude: number }

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
	featured: boolean
	verified: boolean
	/** Matched only online: licensed for telehealth in the searched state, office elsewhere. */
	online_only: boolean
	avatar: string | null
	summary_preview: string
	url: string
}

export type SearchOutcome =
	| { status: 'ok'; place: SearchPlace | null; data: DietitianCard[]; totalCount: number }
	| { status: 'unknown-place'; message: string }
	| { status: 'ambiguous-city'; message: string; city: string; states: string[] }

const priorityPlanIds = () => plans.filter((plan) => hasEntitlement(plan.id, 'priorityPlacement')).map((plan) => plan.id)

/** Where the search is centred: a ZIP, or a city (with or without its state). */
export function resolvePlace(query: SearchQuery): { place: SearchPlace | null } | Exclude<SearchOutcome, { status: 'ok' }> {
	if (query.searchZipCode) {
		const zip = lookupZip(query.searchZipCode)
		if (!zip) return { status: 'unknown-place', message: `We do not know the ZIP code ${query.searchZipCode}.` }
		return { place: { label: `${zip.city}, ${zip.state} ${zip.zip}`, state: zip.state, latitude: zip.latitude, longitude: zip.longitude } }
	}
	if (query.searchCity) {
		const matches = lookupCity(query.searchCity, query.searchState)
		if (matches.length === 0) {
			return { status: 'unknown-place', message: `We do not know a city called “${query.searchCity}”${query.searchState ? ` in ${query.searchState}` : ''}.` }
		}
		const states = [...new Set(matches.map((m) => m.state))]
		if (states.length > 1) return { status: 'ambiguous-city', message: `There is a ${matches[0]!.city} in ${states.length} states: which one?`, city: matches[0]!.city, states }
		const city = matches[0]!
		return { place: { label: `${city.city}, ${city.state}`, state: city.state, latitude: city.latitude, longitude: city.longitude } }
	}
	return { place: null }
}

const preview = (summary: string | null) => {
	const text = (summary ?? '').replace(/\s+/g, ' ').trim()
	return text.length <= 270 ? text : `${text.slice(0, 269).replace(/\s+\S*$/, '')}…`
}

type Matching = { conditions: SQL[]; distance: SQL<number | null>; onlineOnly: SQL<boolean> }

// earthdistance's sphere (earth() = 6,378,168 m).
const earthRadiusMeters = 6_378_168

/**
 * Great-circle metres from a profile's office to a point, on earthdistance's
 * sphere: the value earth_distance gives, in plain arithmetic on the
 * latitude and longitude columns. In PGlite the cube functions cost about
 * ten microseconds a row, which a radius with thousands of dietitians (New
 * York, 25 miles) pays for every match; this costs a fraction of it.
 */
function metersFrom(point: { latitude: number; longitude: number }): SQL<number> {
	const latitude = sql`${point.latitude}::float8`
	const longitude = sql`${point.longitude}::float8`
	return sql<number>`(${2 * earthRadiusMeters}::float8 * asin(sqrt(power(sin(radians(${profiles.latitude} - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(${profiles.latitude})) * power(sin(radians(${profiles.longitude} - ${longitude}) / 2), 2))))`
}

/** Which profiles match a query (listed, near the place or in the state, every filter), and how far each is. */
function matching(query: SearchQuery, place: SearchPlace | null): Matching {
	const conditions: SQL[] = [listedProfile()]
	let distance: SQL<number | null> = sql<null>`null::float8`
	let onlineOnly: SQL<boolean> = sql<boolean>`false`
	if (place) {
		const origin = sql`ll_to_earth(${place.latitude}, ${place.longitude})`
		const meters = query.radius * metersPerMile
		// earth_box finds the candidates on the GiST index; the exact distance cuts its corners.
		const near = sql`(earth_box(${origin}, ${meters}) @> ll_to_earth(${profiles.latitude}, ${profiles.longitude}) and ${metersFrom(place)} < ${meters})`
		const licensed = sql`(${profiles.offersTelehealth} and ${profiles.telehealthStates} @> array[${place.state}]::text[])`
		conditions.push(query.telehealth ? sql`(${near} or ${licensed})` : near)
		distance = sql<number>`${metersFrom(place)} / ${metersPerMile}`
		if (query.telehealth) onlineOnly = sql<boolean>`not ${near}`
	} else if (query.searchState) {
		const inState = eq(profiles.state, query.searchState)
		const licensed = sql`(${profiles.offersTelehealth} and ${profiles.telehealthStates} @> array[${query.searchState}]::text[])`
		conditions.push(query.telehealth ? sql`(${inState} or ${licensed})` : inState)
		if (query.telehealth) onlineOnly = sql<boolean>`${profiles.state} <> ${query.searchState}`
	}
	if (query.specialty) conditions.push(sql`${profiles.specialties} @> array[${query.specialty}]::text[]`)
	if (query.insurance) conditions.push(sql`${profiles.insurance} @> array[${query.insurance}]::text[]`)
	if (query.language) conditions.push(sql`${profiles.languages} @> array[${query.language}]::text[]`)
	if (query.credential) conditions.push(sql`${profiles.credentials} @> array[${query.credential}]::text[]`)
	if (query.telehealth) conditions.push(eq(profiles.offersTelehealth, true))
	if (query.inPerson) conditions.push(eq(profiles.offersInPerson, true))
	if (query.accepting) conditions.push(eq(profiles.acceptingNewClients, true))
	return { conditions, distance, onlineOnly }
}

/**
 * The single statement behind a search (one page and the total); `npm run
 * bench` EXPLAINs it. Every match and the total first, with only what the
 * order needs, then the page, then the page's ten cards: the window function
 * keeps PostgreSQL from flattening the subquery (it finds the matches through
 * the profile indexes instead of walking all accounts in rotation order), and
 * the narrow rows keep thousands of matches cheap to count and sort.
 */
export function searchStatement(db: DB, query: SearchQuery, place: SearchPlace | null, today: Date) {
	const { conditions, distance, onlineOnly } = matching(query, place)
	const byDistance = query.sort === 'distance' && place !== null
	const matches = db
		.select({
			id: profiles.userId,
			featured: sql<boolean>`${inArray(users.plan, priorityPlanIds())}`.as('featured'),
			rotation: dailyRotation(users.id, today).as('rotation'),
			lastName: sql<string>`${users.lastName}`.as('last_name'),
			firstName: sql<string>`${users.firstName}`.as('first_name'),
			distance: (byDistance ? distance : sql<null>`null::float8`).as('distance'),
			total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
		})
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(...conditions))
		.as('matches')
	const orderOf = (rows: typeof matches) =>
		byDistance
			? [asc(rows.distance), asc(rows.id)]
			: query.sort === 'name'
				? [asc(rows.lastName), asc(rows.firstName), asc(rows.id)]
				: [desc(rows.featured), asc(rows.rotation), asc(rows.id)]
	const page = db.select().from(matches).orderBy(...orderOf(matches)).limit(query.searchCount).offset(query.searchStart).as('page')
	const statement = db
		.select({
			id: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			plan: users.plan,
			suspendedAt: users.suspendedAt,
			reviewStatus: profiles.reviewStatus,
			credentials: profiles.credentials,
			role: profiles.role,
			cityName: profiles.cityName,
			state: profiles.state,
			zipcode: profiles.zipcode,
			distance: distance.as('card_distance'),
			specialties: profiles.specialties,
			telehealth: profiles.offersTelehealth,
			inPerson: profiles.offersInPerson,
			accepting: profiles.acceptingNewClients,
			featured: page.featured,
			onlineOnly: onlineOnly.as('online_only'),
			avatarKey: profiles.avatarKey,
			summary: profiles.summary,
			total: page.total,
		})
		.from(page)
		.innerJoin(profiles, eq(profiles.userId, page.id))
		.innerJoin(users, eq(users.id, page.id))
		.orderBy(...orderOf(page as unknown as typeof matches))
	return { statement }
}

/** What a result card is made of: the account and its profile. */
export type CardSource = {
	id: number
	firstName: string
	lastName: string
	plan: number
	suspendedAt: Date | null
	reviewStatus: ListingFacts['reviewStatus']
	credentials: string[]
	role: string | null
	cityName: string | null
	state: string | null
	zipcode: string | null
	specialties: string[]
	telehealth: boolean
	inPerson: boolean
	accepting: boolean
	avatarKey: string | null
	summary: string | null
}

/** A dietitian as a result card shows them (search, landing pages, the admin's preview). */
export function dietitianCard(row: CardSource, placed: { distance: number | null; featured: boolean; onlineOnly: boolean }): DietitianCard {
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
		featured: placed.featured,
		// The public profile shows its Verified badge exactly when the profile is listed.
		verified: listingStatus({ reviewStatus: row.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }) === 'listed',
		online_only: placed.onlineOnly,
		avatar: avatarUrls(row.avatarKey)?.small ?? null,
		summary_preview: preview(row.summary),
		url: `/viewdoctorprofile/${row.id}`,
	}
}

export type SearchOptions = {
	/** The day of the rotation (tests pin it). */
	today?: Date
	/** Who the results are shown to: each dietitian on the page is counted as an appearance, unless a bot looks. */
	shownTo?: { userAgent: string | null }
}

/**
 * Listed dietitians matching the query, one page and the total in one
 * statement. Radius: earth_box on the GiST index, earth_distance for the exact
 * cut and order. With telehealth, dietitians licensed in the place's state
 * match wherever their office is. Best match: plans with priority placement
 * first ("Featured"), then a rotation that changes daily, so every dietitian
 * in an area is seen.
 */
export async function searchDietitians(query: SearchQuery, { today = new Date(), shownTo }: SearchOptions = {}): Promise<SearchOutcome> {
	const resolved = resolvePlace(query)
	if ('status' in resolved) return resolved
	const { place } = resolved
	const { statement } = searchStatement(await getDb(), query, place, today)
	const rows = await statement
	const data = rows.map((row) =>
		dietitianCard(row, {
			distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
			featured: Boolean(row.featured),
			onlineOnly: Boolean(row.onlineOnly),
		}),
	)
	// A page past the end still reports the total (a second, cheap count).
	const totalCount = rows[0]?.total ?? (query.searchStart > 0 ? await countMatches(query, place) : 0)
	if (shownTo) countSearchAppearances(data.map((card) => card.id), shownTo.userAgent, today)
	return { status: 'ok', place, data, totalCount }
}

/**
 * How many listed dietitians match, counting at most `cap` of them (a bounded
 * count stays cheap however broad the search).
 */
export async function countMatches(query: SearchQuery, place: SearchPlace | null, cap = Number.MAX_SAFE_INTEGER): Promise<number> {
	const db = await getDb()
	const { conditions } = matching(query, place)
	const found = db
		.select({ id: profiles.userId })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(...conditions))
		.limit(cap)
		.as('found')
	const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found)
	return row?.n ?? 0
}
