import { useT } from '#app/i18n/i18n-context.tsx'
import type { LandingState } from '#app/modules/directory/landing-pages.server.ts'
import { StateList } from './state-list.tsx'

/** /search before a search: what to enter, and the states with listed dietitians. */
export function BrowseStates({ states }: { states: LandingState[] }) {
	const t = useT()
	return (
		<>
			<p className="text-slate-700">{t('directory.browse.intro')}</p>
			<StateList states={states} className="mt-8" />
		</>
	)
}
