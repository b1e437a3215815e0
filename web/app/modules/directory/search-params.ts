import { queryValue } from '#app/modules/request/query-fields.ts'
import { searchQuerySchema, type SearchQuery } from './search-query.ts'

export const pageSize = 10

/** The search as the URL carries it (shareable, back button, works without JavaScript). */
export type SearchParams = {
	/** The search box: a ZIP code, a city (with its state or not), a state, or a dietitian's name when it is no place. */
	where: string
	/** A name search asked for by name (a link "dietitians named …"): the place text is not tried. */
	name: string
	state: string
	radius: string
	specialty: string
	insurance: string
	language: string
	credential: string
	telehealth: boolean
	inPerson: boolean
	accepting: boolean
	superbill: boolean
	/** "Counsels in Spanish" (`spanish=1`, issue 32): the one-click filter beside the search box. */
	spanish: boolean
	/** "Openings this week" (`openings=1`). */
	openingsThisWeek: boolean
	sort: string
	page: number
}

const first = (params: URLSearchParams, name: string, max = 100) => queryValue(params, name).slice(0, max)

export function readSearchParams(url: URL): SearchParams {
	const params = url.searchParams
	const page = Number.parseInt(first(params, 'page', 6), 10)
	// One Spanish filter (issue 42 point 11): Language = Spanish, from an older link, is "Counsels in Spanish".
	const language = first(params, 'language', 40)
	const spanishLanguage = language.toLowerCase() === 'spanish'
	return {
		where: first(params, 'where'),
		name: first(params, 'name'),
		state: first(params, 'state', 2).toUpperCase(),
		radius: first(params, 'radius', 4),
		specialty: first(params, 'specialty', 60),
		insurance: first(params, 'insurance', 60),
		language: spanishLanguage ? '' : language,
		credential: first(params, 'credential', 20).toUpperCase(),
		telehealth: params.get('telehealth') === '1',
		inPerson: params.get('inperson') === '1',
		accepting: params.get('accepting') === '1',
		superbill: params.get('superbill') === '1',
		spanish: spanishLanguage || params.get('spanish') === '1',
		openingsThisWeek: params.get('openings') === '1',
		sort: first(params, 'sort', 10),
		page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
	}
}

/**
 * The module's query from the URL's: `where` is a ZIP (or ZIP+4) or the text of
 * a place; `name` a name search. (A `where` that is no place becomes a name search
 * on the page: search-page.server.ts.)
 */
export function toSearchQuery(params: SearchParams) {
	const isZip = /^\d{5}(-\d{4})?$/.test(params.where)
	const byName = params.name !== ''
	return searchQuerySchema.safeParse({
		searchZipCode: !byName && isZip ? params.where : undefined,
		searchCity: byName || isZip ? undefined : params.where || undefined,
		searchName: byName ? params.name : undefined,
		searchState: params.state || undefined,
		searchCount: pageSize,
		searchStart: (params.page - 1) * pageSize,
		// A hand-edited radius that is not a number falls back to the default; numbers snap to the nearest choice.
		radius: /^\d+$/.test(params.radius) ? params.radius : undefined,
		specialty: params.specialty || undefined,
		insurance: params.insurance || undefined,
		language: params.language || undefined,
		credential: params.credential || undefined,
		telehealth: params.telehealth || undefined,
		inPerson: params.inPerson || undefined,
		accepting: params.accepting || undefined,
		superbill: params.superbill || undefined,
		spanish: params.spanish || undefined,
		openingsThisWeek: params.openingsThisWeek || undefined,
		sort: params.sort || undefined,
	} satisfies Record<keyof SearchQuery, unknown>)
}

/** The query-string names that differ from the fields'. */
const queryNames: Partial<Record<string, string>> = { inPerson: 'inperson', openingsThisWeek: 'openings' }

/** A URL of the same search with some parameters changed (empty values are dropped). */
export function searchHref(params: SearchParams, change: Partial<SearchParams>) {
	const next = { ...params, ...change }
	const query = new URLSearchParams()
	for (const [key, value] of Object.entries(next)) {
		const name = queryNames[key] ?? key
		if (value === true) query.set(name, '1')
		else if (typeof value === 'number') {
			if (value > 1) query.set(name, String(value))
		} else if (typeof value === 'string' && value) query.set(name, value)
	}
	const text = query.toString()
	return text ? `/search?${text}` : '/search'
}
