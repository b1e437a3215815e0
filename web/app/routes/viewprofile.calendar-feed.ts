import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Translate } from '#app/i18n/format-message.ts'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import type { Route } from './+types/viewprofile.calendar-feed'
import { ensureCalendarFeed } from '#app/modules/appointments/calendar-feed.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'

const form = (t: Translate) => z.object({ intent: z.enum(['create', 'rotate'], { error: t('dashboard.availability.unknownAction') }) }, { error: t('dashboard.availability.unknownAction') })

/** The dashboard's "Get my calendar address" and "New address" buttons: plain form posts, so they work without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	if (!hasEntitlement(user.plan, 'booking')) return data({ message: t('dashboard.calendarFeed.notInPlan', { professional: t('pricing.plan.professional.name'), practice: t('pricing.plan.practice.name') }) }, { status: 403 })
	const parsed = form(t).safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? t('dashboard.availability.unknownAction') }, { status: 400 })
	await ensureCalendarFeed(user.id, parsed.data.intent === 'rotate')
	const headers = await createToastHeaders({
		type: 'success',
		description: parsed.data.intent === 'rotate' ? t('dashboard.calendarFeed.rotated') : t('dashboard.calendarFeed.ready'),
	})
	return redirect(localizePath('/viewprofile#calendar-feed', t.locale), { headers })
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile#calendar-feed', localeFromUrl(request.url)))
