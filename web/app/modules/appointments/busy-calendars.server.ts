import { and, asc, eq, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { busyCalendars, busyRanges } from '#db/schema/busy-calendars.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { dayMs } from '#app/modules/clock/zoned-time.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingNextOpening } from '#app/modules/directory/listings.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import { busyTimesOf, type BusyTimes } from './busy-times-ics.ts'
import { calendarAddress, type AddressProblem } from './calendar-address.ts'
import { openAddress, sealAddress } from './calendar-address-seal.server.ts'
import { readCalendar } from './calendar-fetch.server.ts'
import { CalendarReadError, type ReadErrorCode } from './calendar-read-error.ts'
import { refreshNextOpening, type Tx } from './next-opening.server.ts'

/** Up to 3 calendars a dietitian's busy times are read from (issue 45 point 2). */
export const maxBusyCalendars = 3
/** The farthest any opening goes (availability-form.ts: "How far ahead" is at most 180 days), and the two days busyIntervals reads past it. */
const expansionDays = 182

export type BusyCalendarRow = typeof busyCalendars.$inferSelect
/** What the dashboard and the API show of a calendar: its host, never the address. */
export type BusyCalendarStatus = { id: number; host: string; last_synced_at: string | null; busy_count: number; last_error: ReadErrorCode | null; unknown_zones: string[] }

export const statusOf = (row: BusyCalendarRow): BusyCalendarStatus => ({
	id: row.id,
	host: row.host,
	last_synced_at: row.syncedAt?.toISOString() ?? null,
	busy_count: row.busyCount,
	last_error: (row.lastError as ReadErrorCode | null) ?? null,
	unknown_zones: row.unknownZones,
})

export async function busyCalendarRows(userId: number) {
	const db = await getDb()
	return db.select().from(busyCalendars).where(eq(busyCalendars.userId, userId)).orderBy(asc(busyCalendars.id))
}

export const listBusyCalendars = async (userId: number) => (await busyCalendarRows(userId)).map(statusOf)

/** Our invitations' UIDs (appointment-<id>@<site host>): a dietitian who added them to their calendar sees the visit, not a conflict. */
const ownUid = () => new RegExp(`^appointment-\\d+@${new URL(getEnv().SITE_URL).hostname.replace(/\./g, '\\.')}$`, 'i')

/** Reads and expands a calendar now, over the farthest booking horizon, in the office's zone. */
async function readBusyTimes(userId: number, address: string, validators: { etag: string | null; lastModified: string | null }) {
	const read = await readCalendar(address, validators)
	if (read.status === 'not-modified') return read
	const owner = await findProfile(userId)
	const zone = owner ? officeZone({ timeZone: owner.profile.timeZone, zipcode: owner.profile.zipcode, state: owner.profile.state }) : 'America/New_York'
	const at = now().getTime()
	const busy = busyTimesOf(read.body, { from: at - dayMs, to: at + expansionDays * dayMs, officeZone: zone, ownUid: ownUid() })
	return { ...read, busy }
}

const chunk = 1000

/** The new ranges in place of the old, and the next opening and the cards' copy of it worked out again: one transaction. */
async function storeRanges(tx: Tx, calendarId: number, userId: number, busy: BusyTimes) {
	await tx.delete(busyRanges).where(eq(busyRanges.calendarId, calendarId))
	for (let i = 0; i < busy.ranges.length; i += chunk) {
		await tx.insert(busyRanges).values(busy.ranges.slice(i, i + chunk).map((range) => ({ calendarId, startsAt: new Date(range.start), endsAt: new Date(range.end) })))
	}
	await refreshNextOpening(tx, userId)
	await refreshListingNextOpening(tx, userId)
}

export type AddOutcome = { ok: true; calendar: BusyCalendarStatus } | { ok: false; problem: AddressProblem | ReadErrorCode | 'limit' | 'duplicate' }

/**
 * Adds a calendar address and reads it at once: an address that is not allowed, or a file that is
 * not a calendar we can read, is refused and nothing is kept. The count is checked again under a
 * lock on the account, so two adds at once cannot make a 4th.
 */
export async function addBusyCalendar(userId: number, raw: string): Promise<AddOutcome> {
	const parsed = calendarAddress(raw)
	if ('problem' in parsed) return { ok: false, problem: parsed.problem }
	const address = parsed.url.toString()
	const existing = await busyCalendarRows(userId)
	if (existing.length >= maxBusyCalendars) return { ok: false, problem: 'limit' }
	if (existing.some((row) => openAddress(row.addressSealed) === address)) return { ok: false, problem: 'duplicate' }
	let read
	try {
		read = await readBusyTimes(userId, address, { etag: null, lastModified: null })
	} catch (error) {
		if (error instanceof CalendarReadError) return { ok: false, problem: error.code }
		throw error
	}
	if (read.status === 'not-modified') return { ok: false, problem: 'unreachable' }
	const at = now()
	const db = await getDb()
	return db.transaction(async (tx): Promise<AddOutcome> => {
		await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
		const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(busyCalendars).where(eq(busyCalendars.userId, userId))) as [{ count: number }]
		if (count >= maxBusyCalendars) return { ok: false, problem: 'limit' }
		const [row] = await tx
			.insert(busyCalendars)
			.values({
				userId,
				addressSealed: sealAddress(address),
				host: parsed.url.hostname,
				etag: read.etag,
				lastModified: read.lastModified,
				checkedAt: at,
				syncedAt: at,
				parsedAt: at,
				busyCount: read.busy.ranges.length,
				unknownZones: read.busy.unknownZones,
				createdAt: at,
			})
			.returning()
		await storeRanges(tx, row!.id, userId, read.busy)
		return { ok: true, calendar: statusOf(row!) }
	})
}

/** Removes one of the dietitian's calendars and its busy times; false when it is not theirs. */
export async function removeBusyCalendar(userId: number, id: number): Promise<boolean> {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const removed = await tx.delete(busyCalendars).where(and(eq(busyCalendars.id, id), eq(busyCalendars.userId, userId))).returning({ id: busyCalendars.id })
		if (removed.length === 0) return false
		await refreshNextOpening(tx, userId)
		await refreshListingNextOpening(tx, userId)
		return true
	})
}

/**
 * Reads a kept calendar again ("Sync now", the sweep). A failure keeps the busy times it had
 * (a calendar that stops answering for an hour does not free the dietitian's week) and starts
 * the 24 hours after which the dietitian is mailed; a success clears both.
 */
export async function syncBusyCalendar(row: BusyCalendarRow): Promise<BusyCalendarStatus> {
	const at = now()
	const db = await getDb()
	const address = openAddress(row.addressSealed)
	// A 304 is trusted for a day: after that the file is read whole, so the recurring events expand over the days that came.
	const fresh = row.parsedAt !== null && at.getTime() - row.parsedAt.getTime() < dayMs
	try {
		if (address === null) throw new CalendarReadError('unreadable-address')
		const read = await readBusyTimes(row.userId, address, fresh ? { etag: row.etag, lastModified: row.lastModified } : { etag: null, lastModified: null })
		const success = { checkedAt: at, syncedAt: at, lastError: null, firstFailedAt: null, failureMailedAt: null }
		if (read.status === 'not-modified') {
			const [updated] = await db.update(busyCalendars).set(success).where(eq(busyCalendars.id, row.id)).returning()
			return statusOf(updated ?? row)
		}
		return await db.transaction(async (tx) => {
			const [updated] = await tx
				.update(busyCalendars)
				.set({ ...success, parsedAt: at, etag: read.etag, lastModified: read.lastModified, busyCount: read.busy.ranges.length, unknownZones: read.busy.unknownZones })
				.where(eq(busyCalendars.id, row.id))
				.returning()
			if (updated) await storeRanges(tx, row.id, row.userId, read.busy)
			return statusOf(updated ?? row)
		})
	} catch (error) {
		if (!(error instanceof CalendarReadError)) throw error
		const [updated] = await db
			.update(busyCalendars)
			.set({ checkedAt: at, lastError: error.code, firstFailedAt: sql`coalesce(${busyCalendars.firstFailedAt}, ${at.toISOString()}::timestamptz)` })
			.where(eq(busyCalendars.id, row.id))
			.returning()
		return statusOf(updated ?? { ...row, lastError: error.code })
	}
}

/** "Sync now" of one of the dietitian's own calendars; null when it is not theirs. */
export async function syncOwnBusyCalendar(userId: number, id: number): Promise<BusyCalendarStatus | null> {
	const db = await getDb()
	const [row] = await db.select().from(busyCalendars).where(and(eq(busyCalendars.id, id), eq(busyCalendars.userId, userId)))
	return row ? syncBusyCalendar(row) : null
}

/**
 * The visits (held, requested or confirmed) a busy time read from the dietitian's calendars
 * overlaps (issue 45 point 3): the dashboard flags them, with the one-click "decline and offer
 * other times" and "propose another time" it already has.
 */
export async function calendarConflicts(userId: number, visits: { id: number; startsAt: Date; endsAt: Date }[]): Promise<Set<number>> {
	if (visits.length === 0) return new Set()
	const db = await getDb()
	const from = new Date(Math.min(...visits.map((v) => v.startsAt.getTime())))
	const to = new Date(Math.max(...visits.map((v) => v.endsAt.getTime())))
	const busy = await db
		.select({ start: busyRanges.startsAt, end: busyRanges.endsAt })
		.from(busyRanges)
		.innerJoin(busyCalendars, eq(busyCalendars.id, busyRanges.calendarId))
		.where(and(eq(busyCalendars.userId, userId), sql`${busyRanges.startsAt} < ${to.toISOString()}::timestamptz`, sql`${busyRanges.endsAt} > ${from.toISOString()}::timestamptz`))
	return new Set(visits.filter((v) => busy.some((b) => b.start < v.endsAt && b.end > v.startsAt)).map((v) => v.id))
}
