import { redirect } from 'react-router'
import type { Route } from './+types/viewprofile.appointments'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { answerFromDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'

/** The dashboard's Confirm / Decline / Cancel buttons of one appointment (issue 29): plain form posts, so they work without JavaScript. */
export async function action({ request, params }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	return answerFromDashboard(user.id, params.id, request)
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile#appointments', localeFromUrl(request.url)))
