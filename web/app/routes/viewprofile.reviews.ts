import { redirect } from 'react-router'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import type { Route } from './+types/viewprofile.reviews'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { reviewFromDashboard } from '#app/modules/reviews/dietitian-review-forms.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'

/** The dashboard's Answer and Report buttons of a review of the dietitian's (issue 46 point 4): plain form posts. */
export async function action({ request, params }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	return reviewFromDashboard(user.id, params.id, request)
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile#reviews', localeFromUrl(request.url)))
