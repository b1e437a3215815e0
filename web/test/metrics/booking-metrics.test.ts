import { expect, test } from 'vitest'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { metricsText } from '#app/modules/metrics/metrics-text.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { callApi } from '../api-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// Issue 44 point 7: bookings held, confirmed, released… and the openings query's duration reach /metrics.

const week = {
	kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video'] }],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

/** A sample's value in the text format, 0 when the line is not there yet. */
async function sample(line: string) {
	const { body } = await metricsText()
	const found = body.split('\n').find((row) => row.startsWith(`${line} `))
	return found ? Number(found.slice(line.length + 1)) : 0
}

test('a hold counts as held, its expiry as expired, and each openings query is timed', async () => {
	setClock('2026-11-30T14:00:00Z')
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const before = {
		held: await sample('bookings_total{event="held"}'),
		expired: await sample('bookings_total{event="expired"}'),
		openings: await sample('directory_query_duration_seconds_count{query="openings"}'),
	}
	const openings = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-12-01', to: '2026-12-02' })
	expect(openings.status).toBe(200)
	const start = (openings.body as { data: { start: string }[] }).data[0]!.start
	const held = await callApi(requestAction, '/api/appointments/request', { dietitian_id: dietitian.id, start, kind: 'intro', format: 'video', name: 'Jordan Reyes', email: 'metrics.visitor@example.com', reason: 'Meals.', insurance: 'Aetna' }, { ip: '198.51.100.77' })
	expect(held.status).toBe(201)
	// The hold is never confirmed: 31 minutes later the sweep expires it.
	setClock('2026-11-30T14:31:00Z')
	await runDueWork()
	expect(await sample('bookings_total{event="held"}')).toBe(before.held + 1)
	expect(await sample('bookings_total{event="expired"}')).toBe(before.expired + 1)
	expect(await sample('directory_query_duration_seconds_count{query="openings"}')).toBeGreaterThan(before.openings)
})
