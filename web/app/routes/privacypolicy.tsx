import type { Route } from './+types/privacypolicy'
import { SitePageView } from '#app/components/site-page-view.tsx'
import { loadSitePage } from '#app/modules/cms/load-site-page.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData?.page?.title || 'Privacy Policy', 'What personal data American Dietitian keeps, why, and your choices.'),
	...canonicalLink(loaderData?.canonical),
]

export const loader = () => loadSitePage('privacy', '/privacypolicy')

export default function Page({ loaderData }: Route.ComponentProps) {
	return <SitePageView page={loaderData.page} fallbackTitle="Privacy Policy" />
}
