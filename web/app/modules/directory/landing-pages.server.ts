import type { z } from 'zod'
import { count, eq, sql } from 'drizzle-orm'
import { directoryListings as l } from '#db/schema/directory.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localeFromPath, localizePath, pathWithoutLocale, type Locale } from '#app/i18n/locale.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { pageSize } from './search-params.ts'
import { searchQuerySchema } from './search-query.ts'
import { processCache } from './process-cache.server.ts'
import { searchDietitians, type DietitianCard, type SearchOptions } from './search.server.ts'
import { stateNameIn, usStates } from './us-states.ts'
import { cardsWithTitles } from '#app/modules/profiles/professional-titles.ts'
import { lookupCity } from './zip-codes.server.ts'

/**
 * SEO landing pages: /dietitians/{state}, /dietitians/{state}/{city} and
 * /dietitians/{state}/telehealth. A page exists only while at least one listed
 * dietitian is there, so crawlers never index an empty page. Their words are worded here, in the page's
 * language, from the catalogue's `landing` namespace (which the browser never needs).
 */

export type LandingState = { code: string; name: string; slug: string; count: number }
export type LandingCity = { name: string; slug: string; count: number }

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export const stateSlug = (code: string) => slugify(usStates.find(([c]) => c === code)?.[1] ?? code)
/** City keys (zip-codes.server.ts) are already lower-case words; the slug joins them with hyphens. */
export const citySlug = (cityKey: string) => slugify(cityKey)

export const statePath = (code: string) => `/dietitians/${stateSlug(code)}`
export const cityPath = (code: string, cityKey: string) => `${statePath(code)}/${citySlug(cityKey)}`
export const telehealthPath = (code: string) => `${statePath(code)}/telehealth`

/** The state a slug names (its name, e.g. "new-york"), or null. */
export function stateFromSlug(slug: string): { code: string; name: string } | null {
	const found = usStates.find(([code]) => stateSlug(code) === slug.toLowerCase())
	return found ? { code: found[0], name: found[1] } : null
}

/**
 * A landing page asked for by the state's two-letter code (/dietitians/ny, /dietitians/NY/brooklyn,
 * /dietitians/ny/telehealth): the address under the state's name, the rest of the path and the
 * query kept, for a permanent redirect. Null when the segment is not a state's code.
 */
export function stateNameAddress(request: Request, stateSegment: string): string | null {
	const code = stateSegment.toUpperCase()
	if (!/^[A-Z]{2}$/.test(code) || !usStates.some(([known]) => known === code)) return null
	const url = new URL(request.url)
	const rest = pathWithoutLocale(url.pathname).split('/').slice(3).filter(Boolean)
	return localizePath([statePath(code), ...rest].join('/') + url.search, localeFromPath(url.pathname))
}

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]

/**
 * The counts behind the landing pages and the empty-search suggestions group
 * every listing (a scan of the narrow listings table): each is computed at
 * most once a minute per process, which is also how long shared caches keep
 * the pages that show them.
 */
const countsTtlMs = 60_000

/** States with at least one listed dietitian whose office is there, by name. */
export const listedStates = processCache(countsTtlMs, async (): Promise<LandingState[]> => {
	const db = await getDb()
	const rows = await db.select({ state: l.state, n: count() }).from(l).groupBy(l.state)
	return usStates.flatMap(([code, name]) => {
		const n = rows.find((row) => row.state === code)?.n ?? 0
		return n > 0 ? [{ code, name, slug: stateSlug(code), count: n }] : []
	})
})

/** The listed states with their names in a page's language (the counts' cache is shared by both). */
export async function listedStatesIn(locale: Locale): Promise<LandingState[]> {
	const states = await listedStates()
	return locale === 'en' ? states : states.map((state) => ({ ...state, name: stateNameIn(state.code, locale) }))
}

/** Listed dietitians who offer telehealth, per state where a client can see them (licensed there, or their office is): what each telehealth page lists. */
export const telehealthCounts = processCache(countsTtlMs, async (): Promise<Map<string, number>> => {
	const db = await getDb()
	const result = await db.execute(sql`
		select reach.state as state, count(*)::int as n
		from ${l} cross join lateral unnest(${l.telehealthReach}) as reach(state)
		group by reach.state`)
	return new Map(rowsOf<{ state: string; n: number }>(result).map((row) => [row.state, Number(row.n)]))
})

type CityRow = { state: string; key: string; name: string; count: number }

/** Listed dietitians per (state, city), of one state or (key '') all; only cities the ZIP data knows (their pages search around them). */
const cityRows = processCache(countsTtlMs, async (stateCode: string): Promise<CityRow[]> => {
	const db = await getDb()
	const rows = await db
		.select({ state: l.state, key: l.cityKey, name: sql<string>`min(${l.cityName})`, n: count() })
		.from(l)
		.where(stateCode ? eq(l.state, stateCode) : undefined)
		.groupBy(l.state, l.cityKey)
	return rows.flatMap((row) =>
		row.state && row.key && lookupCity(row.key, row.state).length > 0 ? [{ state: row.state, key: row.key, name: row.name, count: row.n }] : [],
	)
})

/** Forgets the cached counts (the benchmark times them cold). */
export function clearLandingCounts() {
	listedStates.clear()
	telehealthCounts.clear()
	cityRows.clear()
}

/** Cities of a state with listed dietitians, most dietitians first. */
export async function listedCities(stateCode: string): Promise<(LandingCity & { key: string })[]> {
	return (await cityRows(stateCode))
		.map((row) => ({ key: row.key, name: row.name, slug: citySlug(row.key), count: row.count }))
		.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

/** Every landing page that exists, for sitemap.xml. */
export async function landingPaths(): Promise<string[]> {
	const [states, cities, telehealth] = await Promise.all([listedStates(), cityRows(''), telehealthCounts()])
	const paths: string[] = []
	for (const state of states) {
		paths.push(statePath(state.code))
		for (const city of cities.filter((c) => c.state === state.code)) paths.push(cityPath(state.code, city.key))
	}
	for (const [code] of usStates) if (telehealth.get(code)) paths.push(telehealthPath(code))
	return paths
}

export type Crumb = { name: string; path: string }
export type LinkGroup = { heading: string; links: { name: string; path: string; count: number }[] }

export type LandingPage = {
	title: string
	description: string
	heading: string
	intro: string
	path: string
	breadcrumbs: Crumb[]
	placeState: string
	results: DietitianCard[]
	/** When the search ran (the cards' "Today"). */
	now: string
	total: number
	page: number
	groups: LinkGroup[]
}

type Audience = SearchOptions['shownTo']

async function listedIn(query: Omit<z.input<typeof searchQuerySchema>, 'searchCount' | 'searchStart'>, page: number, shownTo: Audience) {
	const outcome = await searchDietitians(searchQuerySchema.parse({ ...query, searchCount: pageSize, searchStart: (page - 1) * pageSize }), { shownTo })
	return outcome.status === 'ok' && outcome.data.length > 0 ? outcome : null
}

function otherStates(t: Translate, states: LandingState[], except: string): LinkGroup {
	return { heading: t('landing.otherStates'), links: states.filter((s) => s.code !== except).map((s) => ({ name: stateNameIn(s.code, t.locale), path: statePath(s.code), count: s.count })) }
}

/** /dietitians/{state}: the dietitians with an office in the state, its cities and the other states; its words in `locale`. */
export async function statePage(slug: string, page: number, shownTo?: Audience, locale: Locale = 'en'): Promise<LandingPage | null> {
	const slugState = stateFromSlug(slug)
	if (!slugState) return null
	// The state's name in the page's language; its address keeps the English slug.
	const state = { ...slugState, name: stateNameIn(slugState.code, locale) }
	const found = await listedIn({ searchState: state.code }, page, shownTo)
	if (!found) return null
	const [cities, states, telehealth] = await Promise.all([listedCities(state.code), listedStates(), telehealthCounts()])
	const online = telehealth.get(state.code) ?? 0
	const t = translator(locale)
	const cityGroup: LinkGroup = { heading: t('landing.citiesIn', { state: state.name }), links: cities.map((c) => ({ name: c.name, path: cityPath(state.code, c.key), count: c.count })) }
	if (online) cityGroup.links.push({ name: t('landing.telehealthIn', { state: state.name }), path: telehealthPath(state.code), count: online })
	const title = t('landing.state.title', { state: state.name })
	return {
		title,
		description: t('landing.state.description', { count: found.totalCount, state: state.name }),
		heading: title,
		intro: t('landing.state.intro', { count: found.totalCount, state: state.name, cities: cities.length }),
		path: statePath(state.code),
		breadcrumbs: [{ name: t('landing.crumb.dietitians'), path: '/search' }, { name: state.name, path: statePath(state.code) }],
		placeState: state.code,
		results: cardsWithTitles(t, found.data),
		now: found.at,
		total: found.totalCount,
		page,
		groups: [cityGroup, otherStates(t, states, state.code)],
	}
}

/** /dietitians/{state}/{city}: the dietitians in and around a city with listed dietitians; its words in `locale`. */
export async function cityPage(stateSlugText: string, slug: string, page: number, shownTo?: Audience, locale: Locale = 'en'): Promise<LandingPage | null> {
	const slugState = stateFromSlug(stateSlugText)
	if (!slugState) return null
	// The state's name in the page's language; its address keeps the English slug.
	const state = { ...slugState, name: stateNameIn(slugState.code, locale) }
	const cities = await listedCities(state.code)
	const city = cities.find((c) => c.slug === slug)
	if (!city) return null
	const found = await listedIn({ searchCity: city.key, searchState: state.code, radius: 10 }, page, shownTo)
	if (!found) return null
	const t = translator(locale)
	const title = t('landing.city.title', { city: city.name, stateCode: state.code })
	return {
		title,
		description: t('landing.city.description', { city: city.name, state: state.name, count: found.totalCount }),
		heading: title,
		intro: t('landing.city.intro', { offices: city.count, city: city.name, count: found.totalCount }),
		path: cityPath(state.code, city.key),
		breadcrumbs: [
			{ name: t('landing.crumb.dietitians'), path: '/search' },
			{ name: state.name, path: statePath(state.code) },
			{ name: city.name, path: cityPath(state.code, city.key) },
		],
		placeState: state.code,
		results: cardsWithTitles(t, found.data),
		now: found.at,
		total: found.totalCount,
		page,
		groups: [{ heading: t('landing.otherCitiesIn', { state: state.name }), links: cities.filter((c) => c.key !== city.key).slice(0, 30).map((c) => ({ name: c.name, path: cityPath(state.code, c.key), count: c.count })) }],
	}
}

/** /dietitians/{state}/telehealth: dietitians licensed to see people in the state by video, wherever their office is; its words in `locale`. */
export async function telehealthPage(stateSlugText: string, page: number, shownTo?: Audience, locale: Locale = 'en'): Promise<LandingPage | null> {
	const slugState = stateFromSlug(stateSlugText)
	if (!slugState) return null
	// The state's name in the page's language; its address keeps the English slug.
	const state = { ...slugState, name: stateNameIn(slugState.code, locale) }
	const found = await listedIn({ searchState: state.code, telehealth: true }, page, shownTo)
	if (!found) return null
	const states = await listedStates()
	const hasStatePage = states.some((s) => s.code === state.code)
	const t = translator(locale)
	return {
		title: t('landing.telehealth.title', { state: state.name }),
		description: t('landing.telehealth.description', { state: state.name, count: found.totalCount }),
		heading: t('landing.telehealth.heading', { state: state.name }),
		intro: t('landing.telehealth.intro', { state: state.name, count: found.totalCount }),
		path: telehealthPath(state.code),
		breadcrumbs: [
			{ name: t('landing.crumb.dietitians'), path: '/search' },
			...(hasStatePage ? [{ name: state.name, path: statePath(state.code) }] : []),
			{ name: t('landing.telehealthIn', { state: state.name }), path: telehealthPath(state.code) },
		],
		placeState: state.code,
		results: cardsWithTitles(t, found.data),
		now: found.at,
		total: found.totalCount,
		page,
		groups: [otherStates(t, states, state.code)],
	}
}

/** The page number of a landing page URL (?page=), 1 when absent or not a number. */
export function landingPageNumber(request: Request) {
	const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '', 10)
	return Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1
}

/** What a landing route renders, with absolute URLs (in the page's language) for the canonical link and the breadcrumbs' JSON-LD. */
export function landingLoaderData(page: LandingPage | null, locale: Locale = 'en') {
	if (!page) return null
	const site = getEnv().SITE_URL
	const canonical = new URL(localizePath(page.page > 1 ? `${page.path}?page=${page.page}` : page.path, locale), site).toString()
	return { page, canonical, crumbUrls: page.breadcrumbs.map((crumb) => new URL(localizePath(crumb.path, locale), site).toString()) }
}

export type EmptySearchHelp = { nearbyCities: (LinkGroup['links'][number] & { miles: number | null })[]; telehealth: { path: string; count: number; stateName: string } | null }

const milesBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
	const rad = Math.PI / 180
	const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
	return 3958.8 * 2 * Math.asin(Math.sqrt(h))
}

/**
 * For a search with no result: the nearest cities of the state with listed
 * dietitians (the largest, without a place to measure from) and how many, and
 * the state's telehealth page.
 */
export async function emptySearchHelp(place: { state: string; latitude?: number; longitude?: number }, locale: Locale = 'en'): Promise<EmptySearchHelp> {
	const [cities, telehealth] = await Promise.all([listedCities(place.state), telehealthCounts()])
	const nearbyCities = cities
		.map((city) => {
			const centre = lookupCity(city.key, place.state)[0]!
			const miles = place.latitude === undefined || place.longitude === undefined ? null : Math.round(milesBetween({ latitude: place.latitude, longitude: place.longitude }, centre))
			return { name: city.name, path: cityPath(place.state, city.key), count: city.count, miles }
		})
		.sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0))
		.slice(0, 5)
	const online = telehealth.get(place.state) ?? 0
	const stateName = stateNameIn(place.state, locale)
	return { nearbyCities, telehealth: online ? { path: telehealthPath(place.state), count: online, stateName } : null }
}
