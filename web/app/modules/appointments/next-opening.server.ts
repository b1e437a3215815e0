import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { appointments, appointmentSettings } from '#db/schema/appointments.ts'
import { busyCalendars, busyRanges } from '#db/schema/busy-calendars.ts'
import { profiles } from '#db/schema/profiles.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import { nextOpeningWithRecheck, type Availability, type Interval } from './openings.ts'
import { offeredWindows, windowsOutsideHours } from './office-hours-windows.ts'

// This file imports nothing from the directory module: the directory's refreshListing calls
// refreshNextOpening, and the appointments' writes call the directory.

export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0]
type Handle = DB | Tx

/** `outsideHoursNote`: what the openings outside the office hours are ("Video calls only"), null when none are. */
export type Bookable = { availability: Availability; accepting: boolean; outsideHoursNote: string | null }

/** A dietitian's availability in the office's zone, or null before they set any. */
export async function loadAvailability(db: Handle, userId: number, options: { lock?: boolean } = {}): Promise<Bookable | null> {
	const query = db
		.select({ settings: appointmentSettings, timeZone: profiles.timeZone, zipcode: profiles.zipcode, state: profiles.state, accepting: profiles.acceptingNewClients, workingTime: profiles.workingTime })
		.from(appointmentSettings)
		.innerJoin(profiles, eq(profiles.userId, appointmentSettings.userId))
		.where(eq(appointmentSettings.userId, userId))
	// Locked (in a transaction): of two writes at once, the later one reads what the earlier committed.
	const [row] = options.lock ? await query.for('update', { of: appointmentSettings }) : await query
	if (!row) return null
	const { settings } = row
	return {
		availability: {
			timeZone: officeZone(row),
			noticeHours: settings.noticeHours,
			horizonDays: settings.horizonDays,
			windows: offeredWindows(settings.windows, row.workingTime, settings.outsideHoursNote),
			timeOff: settings.timeOff,
			kinds: settings.kinds,
		},
		accepting: row.accepting,
		outsideHoursNote: settings.outsideHoursNote && windowsOutsideHours(settings.windows, row.workingTime).length > 0 ? settings.outsideHoursNote : null,
	}
}

/**
 * The times that are not free between two instants: appointments that keep their time (a hold
 * counts until it expires, by the clock) and the busy times read from the dietitian's own
 * calendars (issue 45 point 2). Every opening goes through here (the profile, the openings API,
 * the next opening the cards show and the drift check recomputes), so a busy time removes
 * openings everywhere at once. `exceptVisit` leaves out the rows of one visit (its first row's
 * id): a visit being moved does not block its own new time.
 */
export async function busyIntervals(db: Handle, userId: number, from: Date, to: Date, exceptVisit?: number): Promise<Interval[]> {
	const booked = db
		.select({ start: appointments.startsAt, end: appointments.endsAt })
		.from(appointments)
		.where(
			and(
				eq(appointments.dietitianId, userId),
				lt(appointments.startsAt, to),
				gt(appointments.endsAt, from),
				or(inArray(appointments.status, ['requested', 'confirmed']), and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, now()))),
				exceptVisit === undefined ? undefined : sql`coalesce(${appointments.visitId}, ${appointments.id}) <> ${exceptVisit}`,
			),
		)
	const fromCalendars = db
		.select({ start: busyRanges.startsAt, end: busyRanges.endsAt })
		.from(busyRanges)
		.innerJoin(busyCalendars, eq(busyCalendars.id, busyRanges.calendarId))
		.where(and(eq(busyCalendars.userId, userId), lt(busyRanges.startsAt, to), gt(busyRanges.endsAt, from)))
	const rows = await booked.unionAll(fromCalendars)
	return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }))
}

/** What the next opening is now, as the settings row keeps it. */
export async function computeNextOpening(db: Handle, userId: number) {
	return nextOpeningFrom(db, userId, await loadAvailability(db, userId))
}

async function nextOpeningFrom(db: Handle, userId: number, bookable: Bookable | null) {
	if (!bookable || !bookable.accepting) return { at: null, local: null, recheckAt: null }
	const at = now()
	const horizon = new Date(at.getTime() + (bookable.availability.horizonDays + 2) * 86_400_000)
	const busy = await busyIntervals(db, userId, at, horizon)
	const { next, recheckAt } = nextOpeningWithRecheck(bookable.availability, busy, at.getTime())
	return {
		at: next ? new Date(next.start) : null,
		local: next ? isoInZone(bookable.availability.timeZone, next.start) : null,
		recheckAt: recheckAt === null ? null : new Date(recheckAt),
	}
}

/**
 * Works the dietitian's next opening out again and keeps it in the settings
 * row. The row is locked first, so of two writes at once (two visitors
 * booking) the later one computes from what the earlier committed.
 */
export async function refreshNextOpening(tx: Handle, userId: number) {
	// One read both locks the settings row and loads the availability (a booking's transaction waits on it).
	const bookable = await loadAvailability(tx, userId, { lock: true })
	if (!bookable) return
	const next = await nextOpeningFrom(tx, userId, bookable)
	await tx
		.update(appointmentSettings)
		.set({ nextOpeningAt: next.at, nextOpeningLocal: next.local, nextOpeningRecheckAt: next.recheckAt })
		.where(eq(appointmentSettings.userId, userId))
}
