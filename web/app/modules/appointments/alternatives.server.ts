import { nearbyWithOpenings } from '#app/modules/directory/listings.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'

/**
 * Three other dietitians for a visitor whose request was released: in the
 * same city as the office asked for, offering the same format (in person or
 * online) and taking the same insurance, soonest opening first.
 */
export async function alternativesFor(appointment: AppointmentRow) {
	const found = await nearbyWithOpenings(appointment.dietitianId, { inPerson: appointment.format === 'office', insurance: appointment.insurance === 'Self-pay' ? null : appointment.insurance }, 3)
	return found.map((row) => ({
		name: `${row.firstName} ${row.lastName}`,
		nextOpening: row.nextOpeningLocal ? new Date(`${row.nextOpeningLocal.slice(0, 10)}T12:00:00Z`).toUTCString().slice(0, 11) : '',
		url: new URL(`/viewdoctorprofile/${row.userId}`, getEnv().SITE_URL).toString(),
	}))
}
