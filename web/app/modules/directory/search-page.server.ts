import { data, redirect } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { intlLocale, localizePath, type Locale } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { medicareFacts } from '#app/modules/medicare/medicare-facts.ts'
import { emptySearchHelp, listedStatesIn, type EmptySearchHelp, type LandingState } from './landing-pages.server.ts'
import { statesIn } from './us-states.ts'
import { cardsWithTitles } from '#app/modules/profiles/professional-titles.ts'
import { placeWordsIn } from './place-words.server.ts'
import type { PlaceChoice } from './resolve-place.server.ts'
import { pageSize, readSearchParams, searchHref, toSearchQuery, type SearchParams } from './search-params.ts'
import type { SearchQuery } from './search-query.ts'
import { searchRateLimitWait } from './search-rate-limit.server.ts'
import { searchRelaxations } from './search-relaxations.server.ts'
import type { SearchRelaxations } from './search-relaxations.ts'
import { countMatches, searchDietitians, type DietitianCard, type SearchOptions } from './search.server.ts'

/** The catalogue's namespaces the page uses: its own, the cards' and the directory's (counts, landing links, the Medicare note), and the empty search's link to the guided match. */
const searchNamespaces = ['search', 'cards', 'directory', 'match.searchLink']

/**
 * `medicareTelehealth`: with Medicare and telehealth both set, Medicare's telehealth rule in a
 * sentence and where it is from (issue 31): the search still shows telehealth, as the rule allows.
 */
/** `stateChoices`: the form's states in the page's language and its alphabetical order, made here so the page's script carries no names or collation. */
type SearchPageBase = { params: SearchParams; stateChoices: [code: string, name: string][]; canonical: string; medicareTelehealth: { text: string; url: string; statedOn: string } | null; i18n: ReturnType<typeof pageI18n> }

/** Medicare's telehealth rule for a search that sets both (the facts live in the Medicare module, dated). */
function medicareTelehealthNote(params: SearchParams, t: Translate): SearchPageBase['medicareTelehealth'] {
	if (params.insurance !== 'Medicare' || !params.telehealth) return null
	const { telehealth } = medicareFacts
	const statedOn = new Date(`${telehealth.statedOn}T12:00:00Z`).toLocaleDateString(intlLocale(t.locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
	// The sentence in the page's language; the English one is the fact's own words (a test keeps them equal).
	return { text: t('directory.medicareTelehealth.text'), url: telehealth.source.url, statedOn }
}

/** What was searched: around a place, in a state, or by a name (nationwide, or in `place`, a state). */
export type Searched = { place: string | null; hasPlace: boolean; name: string | null }

/** Nothing searched yet: the states to browse. */
export type BrowsePage = SearchPageBase & { kind: 'browse'; states: LandingState[] }
/** A search the page cannot run (an unknown place, a bad parameter, a typed state the State list contradicts), or a place to choose. */
export type ProblemPage = SearchPageBase & { kind: 'problem'; message: string; choices: PlaceChoice[] }
/** A search that found no one, with what would find someone (`byName`: the name search of the same text). */
export type EmptyPage = SearchPageBase & Searched & { kind: 'empty'; help: EmptySearchHelp | null; relaxations: SearchRelaxations; byName: PlaceChoice[] }
/** One page of the dietitians found; `alternatives`: other searches the text may have meant. */
export type ResultsPage = SearchPageBase & Searched & { kind: 'results'; placeState: string | null; alternatives: PlaceChoice[]; results: DietitianCard[]; now: string; total: number }

export type SearchPage = BrowsePage | ProblemPage | EmptyPage | ResultsPage

/** A link to the name search for `text`, when it finds someone (one bounded count). */
async function nameChoice(t: Translate, query: SearchQuery, text: string, state: string): Promise<PlaceChoice[]> {
	const named = await countMatches({ ...query, searchZipCode: undefined, searchCity: undefined, searchName: text }, null, 1)
	return named > 0 ? [{ label: t('search-problems.choice.named', { name: text }), where: '', state, name: text }] : []
}

/** A query string no form makes (a state that does not exist, …), said in the page's language. */
function invalidQueryMessage(t: Translate, issue: { path: PropertyKey[]; message: string } | undefined) {
	if (issue?.message.includes('control characters')) return t('search-problems.problem.controlCharacters')
	if (issue?.path[0] === 'searchState') return t('search-problems.problem.state')
	return t('search-problems.problem.check')
}

const placeWords = new Map<Locale, ReturnType<typeof placeWordsIn>>()
const placeWordsOf = (locale: Locale) => placeWords.get(locale) ?? placeWords.set(locale, placeWordsIn(translator(locale))).get(locale)!

/**
 * What /search shows for its address. The box's text is tried as a place
 * first; text that is no place but could be a name is a name search
 * (docs/decisions/083). `clientIp` counts against the same search limit as the API.
 */
export async function loadSearchPage(request: Request, clientIp: string) {
	const i18n = pageI18n(request, searchNamespaces)
	const { locale } = i18n
	const t = translator(locale)
	const params = readSearchParams(new URL(request.url))
	const base: SearchPageBase = {
		params,
		stateChoices: statesIn(locale),
		canonical: new URL(localizePath('/search', locale), getEnv().SITE_URL).toString(),
		medicareTelehealth: medicareTelehealthNote(params, t),
		i18n,
	}
	if (!params.where && !params.state && !params.name) return { ...base, kind: 'browse', states: await listedStatesIn(locale) } satisfies SearchPage
	const query = toSearchQuery(params)
	// A query string no form makes (a state that does not exist, …): the page says what is wrong.
	if (!query.success) {
		const message = invalidQueryMessage(t, query.error.issues[0])
		return data({ ...base, kind: 'problem', message, choices: [] } satisfies SearchPage, { status: 400 })
	}
	const wait = await searchRateLimitWait(clientIp)
	if (wait > 0) {
		const page = { ...base, kind: 'problem', message: t('search-problems.problem.tooMany', { seconds: wait }), choices: [] } satisfies SearchPage
		return data(page, { status: 429, headers: { 'retry-after': String(wait) } })
	}
	// The form shows the radius searched: a hand-edited one (10000, abc) snaps to one of the choices.
	if (params.where) params.radius = String(query.data.radius)
	const options: SearchOptions = { shownTo: { userAgent: request.headers.get('user-agent') }, placeWords: placeWordsOf(locale) }
	let outcome = await searchDietitians(query.data, options)
	if (outcome.status === 'unknown-place' && outcome.nameText) {
		const named = await searchDietitians({ ...query.data, searchZipCode: undefined, searchCity: undefined, searchName: outcome.nameText }, options)
		if (named.status === 'ok' && named.totalCount > 0) outcome = named
		else return { ...base, kind: 'problem', message: `${outcome.message} ${t('search-problems.problem.noNameEither', { name: outcome.nameText })}`, choices: outcome.choices } satisfies SearchPage
	}
	if (outcome.status === 'ambiguous-city') {
		const byName = outcome.nameText ? await nameChoice(t, query.data, outcome.nameText, params.state) : []
		return { ...base, kind: 'problem', message: outcome.message, choices: [...outcome.choices, ...byName] } satisfies SearchPage
	}
	if (outcome.status !== 'ok') return { ...base, kind: 'problem', message: outcome.message, choices: outcome.choices } satisfies SearchPage
	// A page past the end (an old link, a hand-edited address) goes to the last page, as the article lists do.
	const lastPage = Math.max(1, Math.ceil(outcome.totalCount / pageSize))
	if (params.page > lastPage) throw redirect(localizePath(searchHref(params, { page: lastPage }), locale))
	const searched: Searched = { place: outcome.label, hasPlace: outcome.place !== null, name: outcome.searched.searchName ?? null }
	const placeState = outcome.place?.state ?? outcome.searched.searchState ?? null
	const byName = outcome.nameText && !searched.name ? await nameChoice(t, query.data, outcome.nameText, params.state) : []
	if (outcome.totalCount === 0) {
		const [help, relaxations] = await Promise.all([
			placeState && !searched.name ? emptySearchHelp(outcome.place ?? { state: placeState }, locale) : null,
			searchRelaxations(outcome.searched, outcome.place),
		])
		return { ...base, ...searched, kind: 'empty', help, relaxations, byName } satisfies SearchPage
	}
	return {
		...base,
		...searched,
		kind: 'results',
		placeState,
		alternatives: [...outcome.alternatives, ...byName],
		results: cardsWithTitles(t, outcome.data),
		now: outcome.at,
		total: outcome.totalCount,
	} satisfies SearchPage
}
