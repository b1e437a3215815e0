import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/search'
import { clsx } from 'clsx'
import { BrowseStates } from '#app/components/directory/browse-states.tsx'
import { NoResults } from '#app/components/directory/no-results.tsx'
import { SearchForm } from '#app/components/directory/search-form.tsx'
import { SearchProblem } from '#app/components/directory/search-problem.tsx'
import { SearchResults } from '#app/components/directory/search-results.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { loadSearchPage, type SearchPage } from '#app/modules/directory/search-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** The page's heading and title: what was searched (a place, a state or a name); none before a search or when it cannot run. */
function headingOf(t: Translate, page: SearchPage): string | null {
	if (page.kind !== 'empty' && page.kind !== 'results') return null
	if (page.name) return page.place ? t('search.heading.namedIn', { name: page.name, place: page.place }) : t('search.heading.named', { name: page.name })
	if (!page.place) return null
	return page.hasPlace ? t('search.heading.near', { place: page.place }) : t('search.heading.in', { place: page.place })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	const heading = loaderData ? headingOf(t, loaderData) : null
	return [
		...pageMeta(heading ?? t('search.title'), t('search.description')),
		// Result pages are many and change daily; the landing pages are what search engines should index.
		{ name: 'robots', content: 'noindex, follow' },
		...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
	]
}

// A refused search says when to come back (Retry-After), as the API's 429 does.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
	return loadSearchPage(request, context.get(clientIpContext))
}

/** The part of /search below the form: one view per kind of page. */
function SearchView({ page }: { page: SearchPage }) {
	switch (page.kind) {
		case 'browse':
			return <BrowseStates states={page.states} />
		case 'problem':
			return <SearchProblem page={page} />
		case 'empty':
			return <NoResults page={page} />
		case 'results':
			return <SearchResults page={page} />
	}
}

export default function Search({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	const heading = headingOf(t, loaderData)
	const navigation = useNavigation()
	const pending = navigation.state === 'loading' && navigation.location?.pathname === localizePath('/search', t.locale)
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{heading ?? t('search.title')}</h1>
			<div className="mt-6">
				<SearchForm params={loaderData.params} states={loaderData.stateChoices} />
			</div>
			{loaderData.medicareTelehealth ? (
				<p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
					{t.rich('directory.medicareTelehealth', {
						text: loaderData.medicareTelehealth.text,
						date: loaderData.medicareTelehealth.statedOn,
						strong: (chunks) => <strong>{chunks}</strong>,
						source: (chunks) => (
							<a href={loaderData.medicareTelehealth?.url} className="underline">
								{chunks}
							</a>
						),
						guide: (chunks) => (
							<Link to={localePath('/medicare')} className="underline">
								{chunks}
							</Link>
						),
					})}
				</p>
			) : null}
			<p role="status" className="mt-4 h-5 text-sm font-medium text-brand-800">
				{pending ? t('search.searching') : ''}
			</p>
			<div id="results" aria-live="polite" aria-busy={pending} className={clsx('mt-4 scroll-mt-24 transition-opacity', pending && 'opacity-60')}>
				<SearchView page={loaderData} />
			</div>
		</div>
	)
}
