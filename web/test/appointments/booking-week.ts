import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

/** Monday, November 30, 2026, 9:00 in Boston (the fixture's office, Eastern time): the booking tests' clock. */
export const monday = '2026-11-30T14:00:00Z'

/** The week the booking tests book in: intro calls and first visits, Tuesday mornings and Thursday afternoons. */
export const week = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
	],
	windows: [
		{ weekday: 2, start: '09:00', end: '12:00' },
		{ weekday: 4, start: '13:00', end: '17:00' },
	],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

/** A listed dietitian with that week, on a plan that books (2 unless told). */
export async function bookableDietitian(plan = 2) {
	const dietitian = await dietitianWithProfile({ plan })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	return dietitian
}

/** The link to `path` in a mail's text (`?t=` and its signed token). */
export function linkIn(text: string, path: string) {
	const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?t=[^\\s]+`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return new URL(match[0])
}
