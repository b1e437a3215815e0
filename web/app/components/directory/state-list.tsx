import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { LandingState } from '#app/modules/directory/landing-pages.server.ts'

/** The states with listed dietitians, each a link to its page with its count (/search before a search, /dietitians). */
export function StateList({ states, className }: { states: LandingState[]; className?: string }) {
	const t = useT()
	const localePath = useLocalePath()
	if (!states.length) return null
	return (
		<nav aria-labelledby="browse-states" className={className}>
			<h2 id="browse-states" className="text-lg font-semibold text-ink">{t('directory.browse.heading')}</h2>
			<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
				{states.map((state) => (
					<li key={state.code}>
						<Link to={localePath(`/dietitians/${state.slug}`)} className="text-brand-800 hover:underline">{state.name}</Link> <span className="text-slate-600">({state.count})</span>
					</li>
				))}
			</ul>
		</nav>
	)
}
