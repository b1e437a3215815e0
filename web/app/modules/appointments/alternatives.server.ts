import { nearbyWithOpenings } from '#app/modules/directory/listings.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Tue, Dec 1" from the office's local date of an opening (no zone data needed: the date is written in it). */
export function dayLabel(local: string) {
	const date = new Date(`${local.slice(0, 10)}T12:00:00Z`)
	return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}`
}

/**
 * Three other dietitians for a visitor whose request was released: in the
 * same city as the office asked for, offering the same format (in person or
 * online) and taking the same insurance, soonest opening first.
 */
export async function alternativesFor(appointment: AppointmentRow) {
	const found = await nearbyWithOpenings(appointment.dietitianId, { inPerson: appointment.format === 'office', insurance: appointment.insurance === 'Self-pay' ? null : appointment.insurance }, 3)
	return found.map((row) => ({
		name: `${row.firstName} ${row.lastName}`,
		nextOpening: row.nextOpeningLocal ? dayLabel(row.nextOpeningLocal) : '',
		url: new URL(`/viewdoctorprofile/${row.userId}`, getEnv().SITE_URL).toString(),
	}))
}
