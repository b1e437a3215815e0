import { expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { busyCalendars, busyRanges } from '#db/schema/busy-calendars.ts'
import { AppointmentsPanel } from '#app/components/appointments/appointments-panel.tsx'
import { BusyCalendarsSection } from '#app/components/appointments/busy-calendars-section.tsx'
import type { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import type { busyCalendarsPanel } from '#app/modules/appointments/busy-calendars-panel.server.ts'
import { sealAddress } from '#app/modules/appointments/calendar-address-seal.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { renderInLocale } from '../render-in-locale.tsx'
import { bookableDietitian, monday } from './booking-week.ts'

type Page = { busyCalendars: Awaited<ReturnType<typeof busyCalendarsPanel>>; appointments: Awaited<ReturnType<typeof appointmentDashboard>> }

test('the dashboard lists each calendar by host with its last read, error and unknown zones, as plain forms; a visit its busy time overlaps is marked with the one-click decline', { timeout: 60_000 }, async () => {
	setClock(monday)
	const dietitian = await bookableDietitian()
	const db = await getDb()
	const secret = 'https://calendar.google.com/calendar/ical/rd%40example.com/private-5e3c8f0a9b/basic.ics'
	// A calendar as the sync leaves it after a failed read that followed a good one.
	const [calendar] = await db
		.insert(busyCalendars)
		.values({ userId: dietitian.id, addressSealed: sealAddress(secret), host: 'calendar.google.com', checkedAt: new Date(monday), syncedAt: new Date(monday), busyCount: 12, lastError: 'not-found', unknownZones: ['Mars Standard Time'], firstFailedAt: new Date(monday), createdAt: new Date(monday) })
		.returning()
	const start = new Date('2026-12-01T09:00:00-05:00')
	await db.insert(busyRanges).values({ calendarId: calendar!.id, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000) })
	const [visit] = await db
		.insert(appointments)
		.values({ dietitianId: dietitian.id, kind: 'intro', format: 'video', startsAt: start, endsAt: new Date(start.getTime() + 15 * 60_000), timeZone: 'America/New_York', status: 'requested', visitorName: 'Avery Lin', visitorEmail: 'avery.lin@example.com', visitorEmailKey: 'avery.lin@example.com', insurance: 'Self-pay', holdExpiresAt: start, createdAt: new Date(monday) })
		.returning({ id: appointments.id })

	const page = (await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie: await sessionCookieFor(dietitian.id) })).data as Page
	const html = renderInLocale('/viewprofile', <BusyCalendarsSection panel={page.busyCalendars} />)
	expect(html).toContain('calendar.google.com')
	expect(html).not.toContain('private-5e3c8f0a9b')
	expect(html).toContain('Last read Mon, Nov 30, 9:00 AM EST, 12 busy times')
	expect(html).toContain('Last try: not found (check the address, or publish the calendar again)')
	expect(html).toContain('Time zones we do not know, read as UTC: Mars Standard Time')
	expect(html.match(/action="\/viewprofile\/busy-calendars"/g)).toHaveLength(3)
	expect(html).toContain(`name="sync" value="${calendar!.id}"`)
	expect(html).toContain(`name="remove" value="${calendar!.id}"`)
	expect(html).toContain('name="add"')

	const panel = renderInLocale('/viewprofile', <AppointmentsPanel appointments={page.appointments} />)
	expect(panel).toContain('Busy in your calendar')
	expect(panel).toContain(`aria-label="Decline and offer other times: Avery Lin, ${page.appointments.pending.find((a) => a.id === visit!.id)!.when}"`)
})
