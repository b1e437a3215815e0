import type { Route } from './+types/privacypolicy'
import { SitePageView } from '#app/components/site-page-view.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { sitePageMessages } from '#app/i18n/site-page-messages.ts'
import { loadSitePage } from '#app/modules/cms/load-site-page.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const words = sitePageMessages[loaderData?.locale ?? 'en'].pages.privacy
	// A page shown in English for want of a translation keeps a title in the language of its address.
	const title = (!loaderData?.page?.fellBack && loaderData?.page?.title) || words.title
	return [...pageMeta(title, words.description), ...canonicalLink(loaderData?.canonical)]
}

export const loader = ({ request }: Route.LoaderArgs) => loadSitePage('privacy', '/privacypolicy', localeFromUrl(request.url))

export default function Page({ loaderData }: Route.ComponentProps) {
	return <SitePageView page={loaderData.page} kind="privacy" locale={loaderData.locale} />
}
