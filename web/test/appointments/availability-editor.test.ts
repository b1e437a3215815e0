import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { ownAvailability } from '#app/modules/appointments/availability.server.ts'
import type { AvailabilityAnswer, AvailabilityEditor } from '#app/modules/appointments/availability-editor.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { action, loader } from '#app/routes/viewprofile.edit.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

async function signedInDietitian(plan = 2) {
	const dietitian = await dietitianWithProfile({ plan })
	await (await getDb()).update(profiles).set({ step1SavedAt: new Date(), selfPayMinCents: 8000, selfPayFirstVisitCents: 9500 }).where(eq(profiles.userId, dietitian.id))
	return { ...dietitian, cookie: await sessionCookieFor(dietitian.id) }
}

const open = (cookie: string) => callRoute(loader, '/viewprofile/edit/appointments', undefined, { cookie, params: { section: 'appointments' } })
const save = (cookie: string, fields: [string, string][]) => callRoute(action, '/viewprofile/edit/appointments', new URLSearchParams(fields), { cookie, params: { section: 'appointments' } })

const good: [string, string][] = [
	['intro.enabled', 'on'],
	['intro.formats', 'video'],
	['intro.formats', 'phone'],
	['first.enabled', 'on'],
	['first.minutes', '90'],
	['first.formats', 'office'],
	['w2.0.start', '09:00'],
	['w2.0.end', '12:00'],
	['w2.1.start', '13:00'],
	['w2.1.end', '17:00'],
	['w5.0.start', '08:00'],
	['w5.0.end', '10:00'],
	['off.0.from', '2026-12-24'],
	['off.0.to', '2027-01-01'],
	['noticeHours', '12'],
	['horizonDays', '45'],
]

describe('the profile editor’s Appointments section', () => {
	test('a new dietitian starts from the defaults; a save keeps kinds, windows, time off, notice and horizon, and shows them again', async () => {
		setClock('2026-11-30T14:00:00Z')
		const { id, cookie } = await signedInDietitian()
		const first = (await open(cookie)).data as { appointments: AvailabilityEditor }
		expect(first.appointments).toMatchObject({ canBook: true, nextOpening: null })
		// Both kinds on; the first visit's price is the profile's first-visit fee, shown, not a field (issue 42.2).
		expect(first.appointments.values).toMatchObject({ 'intro.enabled': 'on', 'first.enabled': 'on', noticeHours: '24', horizonDays: '30' })
		expect(Object.keys(first.appointments.values)).not.toContain('first.price')
		expect(first.appointments.firstVisitFee).toBe('$95')

		const saved = await save(cookie, good)
		expect(saved.status).toBe(302)
		expect(saved.location).toBe('/viewprofile#appointments')
		expect(await ownAvailability(id)).toEqual({
			kinds: [
				{ kind: 'intro', enabled: true, minutes: 15, formats: ['video', 'phone'] },
				{ kind: 'first', enabled: true, minutes: 90, formats: ['office'] },
			],
			windows: [
				{ weekday: 2, start: '09:00', end: '12:00' },
				{ weekday: 2, start: '13:00', end: '17:00' },
				{ weekday: 5, start: '08:00', end: '10:00' },
			],
			timeOff: [{ from: '2026-12-24', to: '2027-01-01' }],
			noticeHours: 12,
			horizonDays: 45,
			outsideHoursNote: null,
			nextOpening: '2026-12-01T09:00:00-05:00',
		})
		const again = ((await open(cookie)).data as { appointments: AvailabilityEditor }).appointments
		expect(again.values).toMatchObject({ 'w2.1.start': '13:00', 'w2.1.end': '17:00', 'off.0.from': '2026-12-24', 'first.minutes': '90' })
		expect(again.nextOpening).toBe('2026-12-01T09:00:00-05:00')
	})

	test('bad windows, bad time off and bad numbers come back by field, with what was typed, and change nothing', async () => {
		const { id, cookie } = await signedInDietitian()
		const bad = await save(cookie, [
			['intro.enabled', 'on'],
			['first.enabled', 'on'],
			['first.formats', 'office'],
			['w1.0.start', '12:00'],
			['w1.0.end', '09:00'],
			['w3.0.start', '09:00'],
			['w3.0.end', '12:00'],
			['w3.1.start', '11:00'],
			['w3.1.end', '13:00'],
			['w4.0.start', '09:00'],
			['off.0.from', '2026-12-24'],
			['off.0.to', '2026-12-20'],
			['noticeHours', 'soon'],
			['horizonDays', '999'],
		])
		expect(bad.status).toBe(400)
		const { errors, values } = bad.data as AvailabilityAnswer
		expect(errors).toEqual({
			'w1.0.end': 'A window ends after it starts',
			'w3.1.end': 'Two windows of the same day overlap',
			'w4.0.end': 'Give both the start and the end of the window',
			'off.0.to': 'Time off ends on or after the day it starts',
			'intro.formats': 'Choose at least one format for a kind of visit that is on',
			noticeHours: 'Minimum notice: a whole number of hours, 0 to 336',
			horizonDays: 'How far ahead: a whole number of days, 1 to 180',
		})
		expect(values).toMatchObject({ 'w1.0.start': '12:00', 'off.0.to': '2026-12-20', noticeHours: 'soon' })
		expect(await ownAvailability(id)).toBeNull()
	})

	test('without online booking in the plan the section says so and a post is refused', async () => {
		const { id, cookie } = await signedInDietitian(1)
		expect(((await open(cookie)).data as { appointments: AvailabilityEditor }).appointments.canBook).toBe(false)
		const refused = await save(cookie, good)
		expect(refused.status).toBe(403)
		expect((refused.data as AvailabilityAnswer).errors.form).toBe('Your plan does not include online booking: the Professional and Practice plans do.')
		expect(await ownAvailability(id)).toBeNull()
	})
})
