import { eq } from 'drizzle-orm'
import { appointmentSettings, appointments } from '#db/schema/appointments.ts'
import { busyCalendars } from '#db/schema/busy-calendars.ts'
import { calendarFeeds } from '#db/schema/calendar-feeds.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/**
 * The booking part of "Download my data" (issue 48): the availability settings, the appointments received with
 * the visitors' details (as long as the retention table keeps them), whether a calendar address exists (never its token),
 * and the hosts of the calendars read for busy times.
 */
export async function appointmentsExport(userId: number) {
	const db = await getDb()
	const [settings, rows, feeds, calendars] = await Promise.all([
		db.select().from(appointmentSettings).where(eq(appointmentSettings.userId, userId)),
		db.select().from(appointments).where(eq(appointments.dietitianId, userId)).orderBy(appointments.startsAt),
		db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
		db
			.select({ host: busyCalendars.host, addedAt: busyCalendars.createdAt, lastSyncedAt: busyCalendars.syncedAt, busyCount: busyCalendars.busyCount, lastError: busyCalendars.lastError })
			.from(busyCalendars)
			.where(eq(busyCalendars.userId, userId)),
	])
	return {
		settings: settings[0] ?? null,
		appointments: rows.map(({ visitorEmailKey: _key, ...row }) => row),
		calendarFeed: feeds[0] ? { createdAt: feeds[0].createdAt } : null,
		// The calendars read for busy times: their hosts only, never the secret addresses.
		busyCalendars: calendars,
	}
}
