import { Link } from 'react-router'
import type { ProblemPage } from '#app/modules/directory/search-page.server.ts'
import { searchHref } from '#app/modules/directory/search-params.ts'

/** A search the page cannot run, said plainly; a city in several states links to each of them. */
export function SearchProblem({ page }: { page: ProblemPage }) {
	const { params, message, ambiguous } = page
	return (
		<div role="alert" className="rounded-xl bg-amber-50 p-5 text-amber-900">
			<p className="font-medium">{message}</p>
			{ambiguous?.states.length ? (
				<ul className="mt-3 flex flex-wrap gap-2">
					{ambiguous.states.map((state) => (
						<li key={state}>
							<Link to={searchHref(params, { where: ambiguous.city, state, page: 1 })} className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-amber-200 hover:bg-amber-100">
								{ambiguous.city}, {state}
							</Link>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
