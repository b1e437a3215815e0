import type { Route } from './+types/privacypolicy'
import { SitePageView } from '#app/components/site-page-view.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { loadSitePage } from '#app/modules/cms/load-site-page.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	// A page shown in English for want of a translation keeps a title in the language of its address.
	const title = (!loaderData?.page?.fellBack && loaderData?.page?.title) || t('site-pages.privacy.title')
	return [...pageMeta(title, t('site-pages.privacy.description')), ...canonicalLink(loaderData?.canonical)]
}

export const loader = ({ request }: Route.LoaderArgs) => loadSitePage('privacy', '/privacypolicy', request)

export default function Page({ loaderData }: Route.ComponentProps) {
	return <SitePageView page={loaderData.page} fallbackTitle={useT()('site-pages.privacy.title')} />
}
