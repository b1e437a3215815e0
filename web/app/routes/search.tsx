import { useNavigation } from 'react-router'
import type { Route } from './+types/search'
import { clsx } from 'clsx'
import { BrowseStates } from '#app/components/directory/browse-states.tsx'
import { NoResults } from '#app/components/directory/no-results.tsx'
import { SearchForm } from '#app/components/directory/search-form.tsx'
import { SearchProblem } from '#app/components/directory/search-problem.tsx'
import { SearchResults } from '#app/components/directory/search-results.tsx'
import { loadSearchPage, type SearchPage } from '#app/modules/directory/search-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** The place searched around, for the heading and the title; none before a search or when it cannot run. */
const placeOf = (page: SearchPage) => (page.kind === 'empty' || page.kind === 'results' ? page.place : null)

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const place = loaderData ? placeOf(loaderData) : null
	return [
		...pageMeta(place ? `Dietitians near ${place}` : 'Find a registered dietitian', 'Search registered dietitians by ZIP code, city and state.'),
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
	const place = placeOf(loaderData)
	const navigation = useNavigation()
	const pending = navigation.state === 'loading' && navigation.location?.pathname === '/search'
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{place ? `Registered dietitians near ${place}` : 'Find a registered dietitian'}</h1>
			<div className="mt-6">
				<SearchForm key={JSON.stringify(loaderData.params)} params={loaderData.params} />
			</div>
			<p role="status" className="mt-4 h-5 text-sm font-medium text-brand-800">
				{pending ? 'Searching…' : ''}
			</p>
			<div aria-live="polite" aria-busy={pending} className={clsx('mt-4 transition-opacity', pending && 'opacity-60')}>
				<SearchView page={loaderData} />
			</div>
		</div>
	)
}
