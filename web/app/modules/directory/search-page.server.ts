import { data, redirect } from 'react-router'
import { getEnv } from '#app/modules/config/env.server.ts'
import { emptySearchHelp, listedStates, type EmptySearchHelp, type LandingState } from './landing-pages.server.ts'
import { pageSize, readSearchParams, searchHref, toSearchQuery, type SearchParams } from './search-params.ts'
import { searchRateLimitWait, tooManySearchesMessage } from './search-rate-limit.server.ts'
import { searchRelaxations } from './search-relaxations.server.ts'
import type { SearchRelaxations } from './search-relaxations.ts'
import { searchDietitians, type DietitianCard } from './search.server.ts'
import { usStates } from './us-states.ts'

type SearchPageBase = { params: SearchParams; canonical: string }

/** Nothing searched yet: the states to browse. */
export type BrowsePage = SearchPageBase & { kind: 'browse'; states: LandingState[] }
/** A search the page cannot run (an unknown place, a bad parameter), or a city in several states to choose from. */
export type ProblemPage = SearchPageBase & { kind: 'problem'; message: string; ambiguous: { city: string; states: string[] } | null }
/** A search that found no one, with what would find someone. */
export type EmptyPage = SearchPageBase & { kind: 'empty'; place: string | null; help: EmptySearchHelp | null; relaxations: SearchRelaxations }
/** One page of the dietitians found. */
export type ResultsPage = SearchPageBase & { kind: 'results'; place: string | null; hasPlace: boolean; placeState: string | null; results: DietitianCard[]; total: number }

export type SearchPage = BrowsePage | ProblemPage | EmptyPage | ResultsPage

/** What /search shows for its address; `clientIp` counts against the same search limit as the API. */
export async function loadSearchPage(request: Request, clientIp: string) {
	const params = readSearchParams(new URL(request.url))
	const base: SearchPageBase = { params, canonical: new URL('/search', getEnv().SITE_URL).toString() }
	if (!params.where && !params.state) return { ...base, kind: 'browse', states: await listedStates() } satisfies SearchPage
	const query = toSearchQuery(params)
	// A query string no form makes (a state that does not exist, …): the page says what is wrong.
	if (!query.success) {
		const message = query.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check the search.'
		return data({ ...base, kind: 'problem', message, ambiguous: null } satisfies SearchPage, { status: 400 })
	}
	const wait = await searchRateLimitWait(clientIp)
	if (wait > 0) {
		const page = { ...base, kind: 'problem', message: tooManySearchesMessage(wait), ambiguous: null } satisfies SearchPage
		return data(page, { status: 429, headers: { 'retry-after': String(wait) } })
	}
	// The form shows the radius searched: a hand-edited one (10000, abc) snaps to one of the choices.
	if (params.where) params.radius = String(query.data.radius)
	const outcome = await searchDietitians(query.data, { shownTo: { userAgent: request.headers.get('user-agent') } })
	if (outcome.status === 'unknown-place') return { ...base, kind: 'problem', message: outcome.message, ambiguous: null } satisfies SearchPage
	if (outcome.status === 'ambiguous-city') {
		return { ...base, kind: 'problem', message: outcome.message, ambiguous: { city: outcome.city, states: outcome.states } } satisfies SearchPage
	}
	// A page past the end (an old link, a hand-edited address) goes to the last page, as the article lists do.
	const lastPage = Math.max(1, Math.ceil(outcome.totalCount / pageSize))
	if (params.page > lastPage) throw redirect(searchHref(params, { page: lastPage }))
	const placeState = outcome.place?.state ?? (params.state || null)
	const place = outcome.place?.label ?? (params.state ? (usStates.find(([code]) => code === params.state)?.[1] ?? params.state) : null)
	if (outcome.totalCount === 0) {
		const [help, relaxations] = await Promise.all([
			placeState ? emptySearchHelp(outcome.place ?? { state: placeState }) : null,
			searchRelaxations(query.data, outcome.place),
		])
		return { ...base, kind: 'empty', place, help, relaxations } satisfies SearchPage
	}
	return { ...base, kind: 'results', place, hasPlace: outcome.place !== null, placeState, results: outcome.data, total: outcome.totalCount } satisfies SearchPage
}
