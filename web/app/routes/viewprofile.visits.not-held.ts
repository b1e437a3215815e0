import { redirect } from 'react-router'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import type { Route } from './+types/viewprofile.visits.not-held'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { notHeldFromDashboard } from '#app/modules/reviews/dietitian-review-forms.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'

/** "Did not take place" on a past visit (issue 46 point 1): no review invitation goes for it. */
export async function action({ request, params }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	return notHeldFromDashboard(user.id, params.id, request)
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile#appointments', localeFromUrl(request.url)))
