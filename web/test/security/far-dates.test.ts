import { beforeAll, describe, expect, test } from 'vitest'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { action as openings } from '#app/routes/api/dietitians.openings.ts'
import { action as requestAppointment } from '#app/routes/api/appointments.request.ts'
import { loader as bookingPage } from '#app/routes/viewdoctorprofile.book.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

/**
 * Issue 41 point 3: a date a request supplies is read by one schema (a year from 2000 to 2100), so a
 * date far out of range is a 400 with a message, never a RangeError or a database error (501/500);
 * the booking page counts its views per address.
 */
const week = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
	],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

let id: number
beforeAll(async () => {
	setClock(new Date('2026-11-30T14:00:00Z'))
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	id = dietitian.id
})

const farDays = ['+275760-09-01', '-271821-04-20', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '+002026-12-01']
const farInstants = ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z', '1970-01-01T00:00:00Z', '2101-01-01T10:00:00-05:00', '9999-12-31T23:59:59Z']

describe('POST /api/dietitians/openings', () => {
	test.each([...farDays, ...farInstants])('from or to %s is a 400 that says which years', async (far) => {
		for (const body of [
			{ dietitian_id: id, from: far, to: '2026-12-13' },
			{ dietitian_id: id, from: '2026-12-01', to: far },
			{ dietitian_id: id, from: far, to: far },
		]) {
			const answer = await callApi(openings, '/api/dietitians/openings', body)
			expect(answer.status, JSON.stringify(body)).toBe(400)
			expect(JSON.stringify(answer.body)).toMatch(/2000 (and|to) 2100/)
		}
	})

	test('dates in range still answer the openings', async () => {
		const answer = await callApi(openings, '/api/dietitians/openings', { dietitian_id: id, from: '2026-12-01', to: '2026-12-14' })
		expect(answer.status).toBe(200)
		// The two Tuesdays of the range, 9:00–12:00: 12 intro calls (every 15 minutes) and 5 first visits (every 30) each.
		const data = (answer.body as { data: { start: string; kind: string }[] }).data
		const count = (day: string, kind: string) => data.filter((o) => o.start.startsWith(day) && o.kind === kind).length
		expect([count('2026-12-01', 'intro'), count('2026-12-01', 'first'), count('2026-12-08', 'intro'), count('2026-12-08', 'first'), data.length]).toEqual([12, 5, 12, 5, 34])
	})
})

describe('POST /api/appointments/request', () => {
	test.each(farInstants)('start %s is a 400 that says which years', async (start) => {
		const answer = await callApi(requestAppointment, '/api/appointments/request', {
			dietitian_id: id,
			start,
			kind: 'intro',
			format: 'video',
			name: 'Jordan Reyes',
			email: 'jordan.far@example.com',
			reason: 'Help with meals after a prediabetes diagnosis.',
			insurance: 'Aetna',
		})
		expect(answer.status).toBe(400)
		expect(JSON.stringify(answer.body)).toMatch(/2000 (and|to) 2100/)
	})
})

describe('the booking page', () => {
	test.each(farInstants)('start=%s shows the page with a message, not an error', async (start) => {
		const answer = await callRoute(bookingPage, `/viewdoctorprofile/${id}/book?kind=intro&start=${encodeURIComponent(start)}`, undefined, { params: { id: String(id) } })
		expect(answer.status).toBe(200)
		expect(answer.data).toMatchObject({ opening: null, problem: expect.stringMatching(/\w{3}/) })
	})

	test('counts its views per address: past the limit, a 429 that says when to come back', { timeout: 120_000 }, async () => {
		const limit = Number(process.env.BOOKING_PAGE_RATE_LIMIT_PER_MINUTE ?? 60)
		const view = (ip: string) => callRoute(bookingPage, `/viewdoctorprofile/${id}/book?kind=intro`, undefined, { params: { id: String(id) }, ip })
		const firstRequestAt = Date.now()
		for (let i = 0; i < limit; i++) expect((await view('198.51.100.77')).status).toBe(200)
		const refused = await view('198.51.100.77')
		expect(refused.status).toBe(429)
		retryAfterOfWindow(refused.headers, 60, firstRequestAt)
		expect(String(refused.data)).toMatch(/Too many/)
		// Another address is not held back.
		expect((await view('198.51.100.78')).status).toBe(200)
	})
})
