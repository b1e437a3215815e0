import { Link } from 'react-router'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { PageLinks } from '#app/components/page-links.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { ResultsPage } from '#app/modules/directory/search-page.server.ts'
import { pageSize, searchHref } from '#app/modules/directory/search-params.ts'
import { PlaceChoices } from './place-choices.tsx'

/** One page of the dietitians found: the count line, the cards and the page links. */
export function SearchResults({ page }: { page: ResultsPage }) {
	const t = useT()
	const localePath = useLocalePath()
	const { params, hasPlace, placeState, results, total, alternatives, name } = page
	const first = (params.page - 1) * pageSize + 1
	return (
		<>
			{alternatives.length ? (
				<div className="mb-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
					<p>{t('search.results.notMeant')}</p>
					<PlaceChoices params={params} choices={alternatives} className="mt-2 flex flex-wrap gap-2" />
				</div>
			) : null}
			<p className="text-sm text-slate-700">
				{/* Its own element: the count reads alone (the browser tests find it by its whole text). */}
				<span>{t('directory.range', { first, last: first + results.length - 1, total })}</span>
				<span aria-hidden="true"> · </span>
				<Link to={localePath('/how-listings-are-ordered')} className="text-brand-800 underline hover:text-brand-900">{t('search.howOrdered')}</Link>
			</p>
			{name ? <p className="mt-1 text-sm text-slate-600">{t('search.results.nameNote')}</p> : null}
			{params.sort === 'distance' && !hasPlace && !name ? <p className="mt-1 text-sm text-slate-600">{t('search.results.distanceNote')}</p> : null}
			<ul className="mt-4 space-y-4">
				{results.map((card) => (
					<DietitianCardItem key={card.id} card={card} placeState={placeState} now={page.now} />
				))}
			</ul>
			<PageLinks page={params.page} pages={Math.ceil(total / pageSize)} hrefFor={(n) => localePath(searchHref(params, { page: n }))} />
		</>
	)
}
