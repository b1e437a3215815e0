import { redirect } from 'react-router'
import type { Route } from './+types/viewprofile.requests'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'

/**
 * The contact requests on the dietitian's page: the address the "New contact
 * request" mail links to. A browser never sends a #fragment, so the guard
 * could not send a signed-out dietitian back to /viewprofile#requests; it
 * remembers this path instead, and after signing in this answer adds the
 * fragment, with or without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return redirect(localizePath('/viewprofile#requests', localeFromUrl(request.url)))
}
