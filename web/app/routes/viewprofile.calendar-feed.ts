import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/viewprofile.calendar-feed'
import { ensureCalendarFeed } from '#app/modules/appointments/calendar-feed.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'

const form = z.object({ intent: z.enum(['create', 'rotate'], { error: 'Unknown action' }) }, { error: 'Unknown action' })

/** The dashboard's "Get my calendar address" and "New address" buttons: plain form posts, so they work without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	if (!hasEntitlement(user.plan, 'booking')) return data({ message: 'Your plan does not include online booking: the Professional and Practice plans do.' }, { status: 403 })
	const parsed = form.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? 'Unknown action' }, { status: 400 })
	await ensureCalendarFeed(user.id, parsed.data.intent === 'rotate')
	const headers = await createToastHeaders({
		type: 'success',
		description: parsed.data.intent === 'rotate' ? 'New calendar address made: the old one no longer works. Subscribe to the new one.' : 'Your calendar address is ready.',
	})
	return redirect('/viewprofile#calendar-feed', { headers })
}

export const loader = () => redirect('/viewprofile#calendar-feed')
