import { data, redirect } from 'react-router'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import type { Route } from './+types/viewprofile.busy-calendars'
import { needsBookingPlan } from '#app/modules/appointments/appointments-api.server.ts'
import { answerBusyCalendars, busyCalendarsRequest } from '#app/modules/appointments/busy-calendar-requests.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

// Posted from /es/viewprofile: back there.
const targetOf = (request: Request) => localizePath('/viewprofile#busy-calendars', localeFromUrl(request.url))

/** The dashboard's Add / Sync now / Remove of a busy calendar: plain form posts, so they work without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	if (!hasEntitlement(user.plan, 'booking')) return data({ message: needsBookingPlan }, { status: 403 })
	const form = Object.fromEntries([...(await readForm(request)).entries()].filter(([, value]) => typeof value === 'string'))
	const parsed = busyCalendarsRequest.safeParse(form)
	if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? 'Unknown action' }, { status: 400 })
	const answer = await answerBusyCalendars(user.id, parsed.data)
	const target = targetOf(request)
	if (answer.status === 404) throw data(answer.message, { status: 404 })
	// Refused (a 4th calendar, an address not allowed, not a calendar): the dashboard says why, and nothing was kept.
	if (answer.status !== 200) return redirectWithToast(target, { type: 'error', description: answer.message }, { status: 303 })
	if (answer.done === null) return redirect(target, 303)
	return redirectWithToast(target, { type: 'success', description: answer.done }, { status: 303 })
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(targetOf(request))
