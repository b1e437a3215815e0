import { data, redirect } from 'react-router'
import type { Route } from './+types/dietitians.$state.telehealth'
import { LandingPageView, landingMeta, landingNamespaces } from '#app/components/landing-page-view.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { landingLoaderData, landingPageNumber, stateNameAddress, telehealthPage } from '#app/modules/directory/landing-pages.server.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	// /dietitians/ny…: the state's code where its name belongs.
	const named = stateNameAddress(request, params.state)
	if (named) throw redirect(named, 301)
	const locale = localeFromUrl(request.url)
	const loaded = landingLoaderData(await telehealthPage(params.state, landingPageNumber(request), { userAgent: request.headers.get('user-agent') }, locale), locale)
	if (!loaded) throw data('Not found', { status: 404 })
	return { ...loaded, i18n: pageI18n(request, landingNamespaces) }
}

// No dietitian listed there (or no such state): the site's 404 page.
export { NotFoundView as ErrorBoundary } from '#app/components/not-found-view.tsx'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landingMeta(loaderData, translateFromMatches(matches))

export default function TelehealthLanding({ loaderData }: Route.ComponentProps) {
	return <LandingPageView page={loaderData.page} />
}
