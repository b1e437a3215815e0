import { Link } from 'react-router'
import { useLocalePath } from '#app/i18n/i18n-context.tsx'
import type { PlaceChoice } from '#app/modules/directory/resolve-place.server.ts'
import { searchHref, type SearchParams } from '#app/modules/directory/search-params.ts'

/** The same search elsewhere (another place, a whole state) or by name: one link each, the filters kept. Labels come from the server in the page's language. */
export function PlaceChoices({ params, choices, className }: { params: SearchParams; choices: PlaceChoice[]; className?: string }) {
	const localePath = useLocalePath()
	if (!choices.length) return null
	return (
		<ul className={className ?? 'mt-3 flex flex-wrap gap-2'}>
			{choices.map((choice) => (
				<li key={`${choice.where}|${choice.state}|${choice.name ?? ''}`}>
					<Link
						to={localePath(searchHref(params, { where: choice.where, state: choice.state, name: choice.name ?? '', page: 1 }))}
						className="inline-block rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
					>
						{choice.label}
					</Link>
				</li>
			))}
		</ul>
	)
}
