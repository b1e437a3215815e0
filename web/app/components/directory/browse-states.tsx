import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { LandingState } from '#app/modules/directory/landing-pages.server.ts'

/** /search before a search: what to enter, and the states with listed dietitians. */
export function BrowseStates({ states }: { states: LandingState[] }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<>
			<p className="text-slate-700">{t('directory.browse.intro')}</p>
			{states.length ? (
				<nav aria-labelledby="browse-states" className="mt-8">
					<h2 id="browse-states" className="text-lg font-semibold text-ink">{t('directory.browse.heading')}</h2>
					<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
						{states.map((state) => (
							<li key={state.code}>
								<Link to={localePath(`/dietitians/${state.slug}`)} className="text-brand-800 hover:underline">{state.name}</Link> <span className="text-slate-600">({state.count})</span>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</>
	)
}
