import { now } from '#app/modules/clock/clock.server.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'
import { openingsOf } from './booking.server.ts'

/** How many openings a "decline and offer other times" mail lists. */
export const offeredOpenings = 3

/**
 * The next openings a declined visitor is offered (issue 43 point 8): of the same kind, in the format
 * they asked for, soonest first, as the dietitian's openings are now. None when the dietitian no
 * longer takes bookings: the mail's link to the profile is all it offers then.
 */
export async function openingsToOffer(appointment: AppointmentRow): Promise<number[]> {
	const from = now().getTime()
	// The horizon is at most 180 days (availability-form.ts); listOpenings stops at the dietitian's own.
	const found = await openingsOf(appointment.dietitianId, from, from + 181 * 86_400_000, appointment.kind)
	if (typeof found === 'string') return []
	return found.openings
		.filter((opening) => opening.formats.includes(appointment.format))
		.slice(0, offeredOpenings)
		.map((opening) => opening.start)
}
