import { Link } from 'react-router'
import type { Route } from './+types/dietitians'
import { StateList } from '#app/components/directory/state-list.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { listedStatesIn } from '#app/modules/directory/landing-pages.server.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

// Issue 42 point 11: /dietitians, the parent of every state page, lists the states (it was a 404).

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('directory.states.title'), t('directory.states.description')), ...canonicalLink(loaderData?.canonical)]
}

export async function loader({ request }: Route.LoaderArgs) {
	return {
		canonical: canonicalUrl(localizePath('/dietitians', localeFromUrl(request.url))),
		states: await listedStatesIn(localeFromUrl(request.url)),
		i18n: pageI18n(request, ['directory']),
	}
}

export default function DietitiansByState({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('directory.states.title')}</h1>
			<p className="mt-4 text-slate-700">
				{t.rich('directory.states.intro', { search: (chunks) => <Link to={localePath('/search')} className="text-brand-800 underline">{chunks}</Link> })}
			</p>
			<StateList states={loaderData.states} className="mt-8" />
		</div>
	)
}
