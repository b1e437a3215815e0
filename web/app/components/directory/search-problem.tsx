import type { ProblemPage } from '#app/modules/directory/search-page.server.ts'
import { PlaceChoices } from './place-choices.tsx'

/** A search the page cannot run, said plainly, with the searches it may have meant. */
export function SearchProblem({ page }: { page: ProblemPage }) {
	return (
		<div role="alert" className="rounded-xl bg-amber-50 p-5 text-amber-900">
			<p className="font-medium">{page.message}</p>
			<PlaceChoices params={page.params} choices={page.choices} />
		</div>
	)
}
