import type { Route } from './+types/terms'
import { SitePageView } from '#app/components/site-page-view.tsx'
import { loadSitePage } from '#app/modules/cms/load-site-page.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData?.page?.title || 'Terms of Service', 'The terms that apply when you use American Dietitian.'),
	...canonicalLink(loaderData?.canonical),
]

export const loader = () => loadSitePage('terms', '/terms')

export default function Page({ loaderData }: Route.ComponentProps) {
	return <SitePageView page={loaderData.page} fallbackTitle="Terms of Service" />
}
