import { data } from 'react-router'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localeFromUrl, localizePath, type Locale } from '#app/i18n/locale.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { loadOwnProfile } from '#app/modules/profiles/profile-editor.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { needsBookingPlan } from './appointments-api.server.ts'
import { ownAvailability, saveAvailability } from './availability.server.ts'
import { openingHoursIn } from '#app/modules/profiles/clock-time.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { showsOfficeHours, windowsOutsideHours } from './office-hours-windows.ts'
import type { TimeWindow, Weekday } from './openings.ts'
import { availabilityErrorsIn } from './availability-issue-text.server.ts'
import { availabilityValues, parseAvailabilityValues, valuesOfForm, type AvailabilityErrors, type AvailabilityValues } from './availability-page-form.ts'

/** The profile editor's "Appointments" section (/viewprofile/edit/appointments): the page and the API save the same way. */

type Dietitian = { id: number; plan: number }

export type AvailabilityEditor = {
	section: 'appointments'
	canBook: boolean
	values: AvailabilityValues
	nextOpening: string | null
	/** The office hours the profile shows, and the saved windows' parts outside them (issue 42.1). */
	officeHours: { weekday: Weekday; ranges: string[] }[] | null
	outsideHours: TimeWindow[]
	/**
	 * The first visit's price: the profile's first-visit fee ('$165'), shown read-only with a link to
	 * "Services and fees", where it is edited; null when the profile states none (issue 42.2).
	 */
	firstVisitFee: string | null
}
export type AvailabilityAnswer = { errors: AvailabilityErrors; values: AvailabilityValues }

const dayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

export async function loadAvailabilityEditor(user: Dietitian, locale: Locale = 'en'): Promise<AvailabilityEditor> {
	const canBook = hasEntitlement(user.plan, 'booking')
	const [saved, profile] = await Promise.all([ownAvailability(user.id), loadOwnProfile(user.id)])
	const workingTime = profile?.workingTime ?? null
	return {
		section: 'appointments',
		canBook,
		values: availabilityValues(saved, workingTime),
		nextOpening: saved?.nextOpening ?? null,
		officeHours: showsOfficeHours(workingTime) ? dayKeys.map((key, i) => ({ weekday: (i + 1) as Weekday, ranges: (workingTime[key] ?? []).map((range) => openingHoursIn(range, locale)) })) : null,
		outsideHours: saved ? windowsOutsideHours(saved.windows, workingTime) : [],
		firstVisitFee: profile?.selfPayFirstVisitCents == null ? null : formatPrice(profile.selfPayFirstVisitCents),
	}
}

export async function saveAvailabilityEditor(user: Dietitian, request: Request) {
	const t = translator(localeFromUrl(request.url))
	const values = valuesOfForm(await readForm(request))
	if (!hasEntitlement(user.plan, 'booking')) return data<AvailabilityAnswer>({ errors: availabilityErrorsIn(t, { form: needsBookingPlan }), values }, { status: 403 })
	const parsed = await parseAvailabilityValues(values)
	if (!parsed.ok) return data<AvailabilityAnswer>({ errors: availabilityErrorsIn(t, parsed.errors), values }, { status: 400 })
	await saveAvailability(user.id, parsed.input)
	return redirectWithToast(localizePath('/viewprofile#appointments', t.locale), { type: 'success', description: t('dashboard.availabilityEditor.saved') })
}
