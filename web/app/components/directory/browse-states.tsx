import { Link } from 'react-router'
import type { LandingState } from '#app/modules/directory/landing-pages.server.ts'

/** /search before a search: what to enter, and the states with listed dietitians. */
export function BrowseStates({ states }: { states: LandingState[] }) {
	return (
		<>
			<p className="text-slate-700">Enter a ZIP code or a city, or choose a state, to see the registered dietitians there.</p>
			{states.length ? (
				<nav aria-labelledby="browse-states" className="mt-8">
					<h2 id="browse-states" className="text-lg font-semibold text-ink">Browse by state</h2>
					<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
						{states.map((state) => (
							<li key={state.code}>
								<Link to={`/dietitians/${state.slug}`} className="text-brand-800 hover:underline">{state.name}</Link> <span className="text-slate-600">({state.count})</span>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</>
	)
}
