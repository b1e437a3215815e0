import { translator } from '#app/i18n/catalogue.server.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import { appointmentTime } from './appointment-time.ts'
import { readErrorWords } from './busy-calendar-requests.server.ts'
import { busyCalendarRows, maxBusyCalendars } from './busy-calendars.server.ts'

/**
 * What the dashboard's busy-calendars section shows (issue 45 point 4), its texts written here so
 * the page carries no logic: each calendar's host, when it was last read and how many busy times
 * it gave, its last error in plain words, the zones it named that we read as UTC.
 */
export async function busyCalendarsPanel(userId: number, locale: Locale = 'en') {
	const [rows, owner] = await Promise.all([busyCalendarRows(userId), findProfile(userId)])
	const zone = owner ? officeZone({ timeZone: owner.profile.timeZone, zipcode: owner.profile.zipcode, state: owner.profile.state }) : 'America/New_York'
	const t = translator(locale)
	const words = {
		title: t('booking.busyCalendars.title'),
		intro: t('booking.busyCalendars.intro'),
		addressLabel: t('booking.busyCalendars.addressLabel'),
		add: t('booking.busyCalendars.add'),
		adding: t('booking.busyCalendars.adding'),
		limit: t('booking.busyCalendars.limit'),
		sync: t('booking.busyCalendars.sync'),
		syncing: t('booking.busyCalendars.syncing'),
		remove: t('booking.busyCalendars.remove'),
		removing: t('booking.busyCalendars.removing'),
		hostOnly: t('booking.busyCalendars.hostOnly'),
	}
	return {
		words,
		full: rows.length >= maxBusyCalendars,
		calendars: rows.map((row) => ({
			id: row.id,
			host: row.host,
			read: row.syncedAt ? t('booking.busyCalendars.lastRead', { when: appointmentTime(row.syncedAt.getTime(), zone, locale).short, count: row.busyCount }) : t('booking.busyCalendars.neverRead'),
			error: row.lastError ? t('booking.busyCalendars.lastError', { error: readErrorWords(row.lastError) }) : null,
			zones: row.unknownZones.length ? t('booking.busyCalendars.unknownZones', { zones: row.unknownZones.join(', ') }) : null,
		})),
	}
}
