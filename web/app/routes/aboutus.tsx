import type { Route } from './+types/aboutus'
import { SitePageView } from '#app/components/site-page-view.tsx'
import { loadSitePage } from '#app/modules/cms/load-site-page.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData?.page?.title || 'About us', 'Who we are and how American Dietitian connects people with registered dietitians.'),
	...canonicalLink(loaderData?.canonical),
]

export const loader = () => loadSitePage('about', '/aboutus')

export default function Page({ loaderData }: Route.ComponentProps) {
	return <SitePageView page={loaderData.page} fallbackTitle="About us" />
}
