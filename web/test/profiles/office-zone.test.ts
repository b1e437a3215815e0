import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { profiles } from '#db/schema/profiles.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { confirmedRequest } from '../leads/confirmed-request.ts'
import { dietitianWithProfile } from './listed-dietitian.ts'

// Issue 43 point 5. Pensacola is in Florida, whose main zone is Eastern, but on the Central side of the
// line: an office there opens at 9:00 Central, 10:00 Eastern. Monday, November 30, 2026, 8:00 in Pensacola.
const monday = '2026-11-30T14:00:00Z'

const week = {
	kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

let n = 0

/** A listed dietitian with an office in Pensacola, with the zone stored or (a profile saved before zones were stored) without. */
async function pensacolaDietitian(storedZone: string | null) {
	const dietitian = await dietitianWithProfile()
	const db = await getDb()
	await db
		.update(profiles)
		.set({ cityName: 'Pensacola', state: 'FL', zipcode: '32501', latitude: 30.4213, longitude: -87.2169, timeZone: storedZone })
		.where(eq(profiles.userId, dietitian.id))
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	await refreshListing(db, dietitian.id)
	return dietitian
}

describe.each([
	['without a stored zone (its ZIP says Central)', null],
	['with its stored zone', 'America/Chicago'],
])('a Florida panhandle office %s shows Central times everywhere', (_, storedZone) => {
	test('openings, their feed on the listing, the profile page, a booking and its mail, a contact request’s deadline', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await pensacolaDietitian(storedZone)
		const db = await getDb()

		const openings = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-12-01', to: '2026-12-02' })
		expect(openings.status).toBe(200)
		expect((openings.body as { data: { start: string }[] }).data[0]).toMatchObject({ start: '2026-12-01T09:00:00-06:00', end: '2026-12-01T09:15:00-06:00' })

		const [listing] = await db.select({ local: directoryListings.nextOpeningLocal }).from(directoryListings).where(eq(directoryListings.userId, dietitian.id))
		expect(listing!.local).toBe('2026-12-01T09:00:00-06:00')

		const page = await callRoute(profilePage, `/viewdoctorprofile/${dietitian.id}`, undefined, { params: { id: String(dietitian.id) } })
		expect(page.status).toBe(200)
		const loaded = page.data as { timeZone: string; zoneName: string; openings: { timeZone: string; days: { date: string; offset: number; times: number[] }[] } }
		expect(loaded.timeZone).toBe('America/Chicago')
		expect(loaded.zoneName).toBe('Central Time')
		expect(loaded.openings.timeZone).toBe('America/Chicago')
		expect(loaded.openings.days[0]).toMatchObject({ date: '2026-12-01', offset: -360 })
		expect(loaded.openings.days[0]!.times[0]).toBe(9 * 60)

		const email = `panhandle.${++n}.${Date.now()}@example.com`
		const held = await callApi(
			requestAction,
			'/api/appointments/request',
			{ dietitian_id: dietitian.id, start: '2026-12-01T09:00:00-06:00', kind: 'intro', format: 'video', name: 'Jordan Reyes', email, reason: 'Meal planning.', insurance: 'Aetna' },
			{ ip: `198.51.100.${200 + n}` },
		)
		expect(held).toMatchObject({ status: 201, body: { start: '2026-12-01T09:00:00-06:00' } })
		const [visit] = await db.select({ timeZone: appointments.timeZone }).from(appointments).where(eq(appointments.visitorEmail, email))
		expect(visit!.timeZone).toBe('America/Chicago')
		await runDueWork()
		const [check] = await listOutbox(email)
		expect(check!.text).toContain('on Tue, Dec 1, 9:00 AM CST using this address')

		// Two business days in the office's zone: the end of Wednesday, December 2 in Pensacola, 6:00 UTC (5:00 in Eastern time).
		const request = await confirmedRequest(dietitian.id)
		const [row] = await db.select({ replyDueAt: contactRequests.replyDueAt }).from(contactRequests).where(eq(contactRequests.id, request.id))
		expect(row!.replyDueAt!.toISOString()).toBe('2026-12-03T06:00:00.000Z')
	})
})
