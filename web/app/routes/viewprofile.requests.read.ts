import { data, redirect } from 'react-router'
import type { Route } from './+types/viewprofile.requests.read'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { markContactRequestRead } from '#app/modules/leads/contact-requests.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'

/** The dashboard's "Mark as read" button (a plain form post, so it works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null
	if (id === null || !(await markContactRequestRead(user.id, id))) throw data(requestTranslator(request)('dashboard.reply.noSuchRequest'), { status: 404 })
	return redirect(localizePath('/viewprofile#requests', localeFromUrl(request.url)), 303)
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile#requests', localeFromUrl(request.url)))
