import { intlLocale, localizePath, type Locale } from '#app/i18n/locale.ts'
import { nearbyWithOpenings } from '#app/modules/directory/listings.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const spanishDay = new Intl.DateTimeFormat(intlLocale('es'), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })

/** "Tue, Dec 1" ("mar, 1 de dic") from the office's local date of an opening (no zone data needed: the date is written in it). */
export function dayLabel(local: string, locale: Locale = 'en') {
	const date = new Date(`${local.slice(0, 10)}T12:00:00Z`)
	if (locale === 'es') return spanishDay.format(date)
	return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}`
}

/**
 * Three other dietitians for a visitor whose request was released: in the
 * same city as the office asked for, offering the same format (in person or
 * online) and taking the same insurance, soonest opening first.
 */
export async function alternativesFor(appointment: AppointmentRow, locale: Locale = 'en') {
	const found = await nearbyWithOpenings(appointment.dietitianId, { inPerson: appointment.format === 'office', insurance: appointment.insurance === 'Self-pay' || appointment.insurance === 'Other' ? null : appointment.insurance }, 3)
	return found.map((row) => ({
		name: `${row.firstName} ${row.lastName}`,
		nextOpening: row.nextOpeningLocal ? dayLabel(row.nextOpeningLocal, locale) : '',
		url: new URL(localizePath(`/viewdoctorprofile/${row.userId}`, locale), getEnv().SITE_URL).toString(),
	}))
}
