import { data, redirect } from 'react-router'
import type { Route } from './+types/dietitians.$state.telehealth'
import { LandingPageView, landingMeta } from '#app/components/landing-page-view.tsx'
import { landingLoaderData, landingPageNumber, stateNameAddress, telehealthPage } from '#app/modules/directory/landing-pages.server.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	// /dietitians/ny…: the state's code where its name belongs.
	const named = stateNameAddress(request, params.state)
	if (named) throw redirect(named, 301)
	const loaded = landingLoaderData(await telehealthPage(params.state, landingPageNumber(request), { userAgent: request.headers.get('user-agent') }))
	if (!loaded) throw data('Not found', { status: 404 })
	return loaded
}

// No dietitian listed there (or no such state): the site's 404 page.
export { NotFoundView as ErrorBoundary } from '#app/components/not-found-view.tsx'

export const meta: Route.MetaFunction = ({ loaderData }) => landingMeta(loaderData)

export default function TelehealthLanding({ loaderData }: Route.ComponentProps) {
	return <LandingPageView page={loaderData.page} />
}
