import ICAL from 'ical.js'
import { dateOfUtc, instantOf, isTimeZone, startOfDay, steadyOffsetOf } from '#app/modules/clock/zoned-time.ts'
import { CalendarReadError } from './calendar-read-error.ts'
import type { Interval } from './openings.ts'
import { windowsZone } from './windows-time-zones.ts'

/**
 * The busy times of an iCalendar file (issue 45 point 2), as instants: what a calendar blocks, never
 * what it is (titles, places and attendees are not kept). Recurring events are expanded over the
 * window only (an RRULE without an end stops there); EXDATE and RECURRENCE-ID are ical.js's to
 * apply; all-day events block the whole office day; TRANSP:TRANSPARENT (free) and STATUS:CANCELLED
 * block nothing. Pure: the caller gives the window and the office's zone.
 */

/** More VEVENTs than this is no dietitian's week: refused before parsing (a 5 MB file of tiny events would take seconds). */
export const maxEvents = 25_000
/** Steps of one series' expansion: an RRULE by the minute from years back stops here instead of running for minutes. */
const maxStepsPerSeries = 50_000

export type BusyTimes = { ranges: Interval[]; unknownZones: string[] }
export type BusyWindow = { from: number; to: number; officeZone: string; ownUid?: RegExp }

const dayMs = 86_400_000

type Zone = { kind: 'iana'; zone: string } | { kind: 'file'; zone: ICAL.Timezone } | { kind: 'utc' } | { kind: 'office' }

/** The parts of a wall time as "YYYY-MM-DD" and minutes after midnight. */
const wallOf = (t: ICAL.Time) => ({ date: `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`, minutes: t.hour * 60 + t.minute })

/** Each zone's offset on each day, when steady all day (null on a day the clocks change): Intl is the cost of a read. */
const steadyOffsets = new Map<string, number | null>()
function steadyOffset(zone: string, date: string) {
	const key = `${zone} ${date}`
	let offset = steadyOffsets.get(key)
	if (offset === undefined) {
		if (steadyOffsets.size > 50_000) steadyOffsets.clear()
		steadyOffsets.set(key, (offset = steadyOffsetOf(zone, date)))
	}
	return offset
}

/** The instant of a wall time in an IANA zone; a time the clocks skip reads with the offset before the change. */
function zonedInstant(zone: string, t: ICAL.Time): number {
	const { date, minutes } = wallOf(t)
	const steady = steadyOffset(zone, date)
	const at = steady !== null ? Date.parse(`${date}T00:00:00Z`) + (minutes - steady) * 60_000 : (instantOf(zone, date, minutes) ?? instantOf(zone, date, minutes + 60)! - 3_600_000)
	return at + t.second * 1000
}

function zonesOf(vcalendar: ICAL.Component, unknown: Set<string>) {
	const inFile = new Map<string, ICAL.Component>()
	for (const component of vcalendar.getAllSubcomponents('vtimezone')) {
		const tzid = component.getFirstPropertyValue('tzid')
		if (typeof tzid === 'string') inFile.set(tzid, component)
	}
	const cache = new Map<string, Zone>()
	return (tzid: string | null): Zone => {
		if (tzid === null) return { kind: 'office' }
		const known = cache.get(tzid)
		if (known) return known
		const name = tzid.trim()
		// "/freeassociation.sourceforge.net/Tzfile/America/New_York" and the like carry an IANA name at their end.
		const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1]
		const iana = windowsZone(name) ?? (isTimeZone(name) ? name : tail && isTimeZone(tail) ? tail : null)
		let zone: Zone
		if (iana) zone = { kind: 'iana', zone: iana }
		else if (inFile.has(tzid)) zone = { kind: 'file', zone: new ICAL.Timezone({ component: inFile.get(tzid)!, tzid }) }
		else {
			unknown.add(name.slice(0, 60))
			zone = { kind: 'utc' }
		}
		cache.set(tzid, zone)
		return zone
	}
}

function instantIn(t: ICAL.Time, zone: Zone, officeZone: string): number {
	if (t.isDate) return startOfDay(officeZone, wallOf(t).date)
	if (t.zone === ICAL.Timezone.utcTimezone || zone.kind === 'utc') return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
	if (zone.kind === 'iana') return zonedInstant(zone.zone, t)
	if (zone.kind === 'file') return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - zone.zone.utcOffset(t) * 1000
	return zonedInstant(officeZone, t)
}

/** Whether an event blocks time: not free (TRANSPARENT), not called off (CANCELLED). */
function blocks(component: ICAL.Component) {
	const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
	const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
	return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
}

const tzidOf = (component: ICAL.Component) => {
	const value = component.getFirstProperty('dtstart')?.getParameter('tzid')
	return typeof value === 'string' ? value : null
}

/** Refuses what is not a whole iCalendar file, in words the dietitian can act on. */
function checkBody(body: string) {
	const text = body.replace(/^\uFEFF/, '')
	if (text.trim().length === 0) throw new CalendarReadError('empty')
	if (!/^\s*BEGIN:VCALENDAR\s*$/im.test(text.slice(0, 200)) || /^\s*</.test(text)) throw new CalendarReadError('not-ics')
	if (!/END:VCALENDAR\s*$/i.test(text)) throw new CalendarReadError('truncated')
	let count = 0
	const pattern = /^BEGIN:VEVENT\r?$/gim
	while (pattern.exec(text)) if (++count > maxEvents) throw new CalendarReadError('too-many-events')
	return text
}

function parse(text: string): ICAL.Component {
	try {
		return new ICAL.Component(ICAL.parse(text) as unknown[])
	} catch {
		throw new CalendarReadError('not-ics')
	}
}

/** Overlapping and touching ranges as one, sorted: fewer rows, the same busy time. */
function merged(ranges: Interval[]): Interval[] {
	const sorted = ranges.sort((a, b) => a.start - b.start)
	const out: Interval[] = []
	for (const range of sorted) {
		const last = out.at(-1)
		if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
		else out.push({ ...range })
	}
	return out
}

export function busyTimesOf(body: string, window: BusyWindow): BusyTimes {
	const vcalendar = parse(checkBody(body))
	const unknown = new Set<string>()
	const zoneOf = zonesOf(vcalendar, unknown)
	const ranges: Interval[] = []
	const add = (start: ICAL.Time, end: ICAL.Time, item: ICAL.Event) => {
		const zone = zoneOf(tzidOf(item.component))
		const from = instantIn(start, zone, window.officeZone)
		// An all-day event with no DTEND is that one day (RFC 5545 3.6.1).
		const to = end.compare(start) > 0 ? instantIn(end, zone, window.officeZone) : start.isDate ? startOfDay(window.officeZone, addDay(wallOf(start).date)) : from
		if (to > from && to > window.from && from < window.to) ranges.push({ start: from, end: to })
	}
	const masters = new Map<string, ICAL.Event>()
	const exceptions: ICAL.Event[] = []
	// Dates two days past the window's ends: a single event wholly outside them is passed over on its raw text.
	const pastDate = dateOfUtc(window.from - 2 * dayMs)
	const futureDate = dateOfUtc(window.to + 2 * dayMs)
	for (const component of vcalendar.getAllSubcomponents('vevent')) {
		const raw = rawProperties(component)
		if (!raw.has('rrule') && !raw.has('rdate') && !raw.has('recurrence-id')) {
			const start = raw.get('dtstart')
			const end = raw.get('dtend')
			if ((start !== undefined && start.slice(0, 10) > futureDate) || (end !== undefined && end.slice(0, 10) < pastDate)) continue
		}
		const uid = String(component.getFirstPropertyValue('uid') ?? '')
		// Our own visits, imported from the invitations we mailed: they are the visit, not a conflict with it.
		if (window.ownUid?.test(uid)) continue
		if (!component.hasProperty('dtstart')) continue
		// Exceptions related below, by UID: left to itself each Event scans every VEVENT of the file for them (quadratic).
		const event = new ICAL.Event(component, { exceptions: [] })
		if (component.hasProperty('recurrence-id')) exceptions.push(event)
		else masters.set(uid, event)
	}
	const orphans: ICAL.Event[] = []
	for (const exception of exceptions) {
		const master = masters.get(exception.uid)
		if (master?.isRecurring()) master.relateException(exception)
		else orphans.push(exception)
	}
	// A day of slack either side: a floating time's rough instant (read as UTC) is off by the zone's offset at most.
	const roughFrom = window.from - dayMs
	const roughTo = window.to + dayMs
	for (const event of [...masters.values(), ...orphans]) {
		const start = event.startDate.toUnixTime() * 1000
		// How long the event lasts, roughly: past occurrences are passed over without working out their details.
		const length = Math.max(event.endDate.toUnixTime() * 1000 - start, dayMs)
		if (!event.isRecurring()) {
			if (start + length >= roughFrom && start <= roughTo && blocks(event.component)) add(event.startDate, event.endDate, event)
			continue
		}
		// Typed as a list; ical.js keeps it as an object by RECURRENCE-ID.
		const exceptions = event.exceptions as unknown as Record<string, ICAL.Event | undefined>
		const moved = Object.keys(exceptions).length > 0
		const masterBlocks = blocks(event.component)
		const zone = zoneOf(tzidOf(event.component))
		// An occurrence that was not moved lasts what the first one lasts, on the wall clock.
		const wallLength = (event.endDate.toUnixTime() - event.startDate.toUnixTime()) * 1000
		const iterator = event.iterator(fastForward(event, exceptions, roughFrom))
		for (let step = 0, next = iterator.next(); next && step < maxStepsPerSeries; step++, next = iterator.next()) {
			const rough = next.toUnixTime() * 1000
			if (rough > roughTo) break
			const exception = moved ? exceptions[next.toString()] : undefined
			// A moved occurrence may land in the window from anywhere: those are always looked at.
			if (rough + length < roughFrom && !exception) continue
			if (exception || next.isDate) {
				const details = event.getOccurrenceDetails(next)
				if (blocks(details.item.component)) add(details.startDate, details.endDate, details.item)
			} else if (masterBlocks) {
				const from = instantIn(next, zone, window.officeZone)
				const to = from + wallLength
				if (to > from && to > window.from && from < window.to) ranges.push({ start: from, end: to })
			}
		}
	}
	return { ranges: merged(ranges), unknownZones: [...unknown].sort() }
}

/**
 * A later first occurrence of a daily or weekly series without COUNT, a whole number of its periods
 * on (so the weekday, the week parity and the wall time stay), about a week before the window:
 * a series that began years ago is not walked week by week from its start. Not when a moved
 * occurrence of the skipped part lands later (it must still be met), nor for other rules.
 */
function fastForward(event: ICAL.Event, exceptions: Record<string, ICAL.Event | undefined>, roughFrom: number): ICAL.Time | undefined {
	const rules = event.component.getAllProperties('rrule')
	if (rules.length !== 1 || event.component.hasProperty('rdate')) return undefined
	const rule = rules[0]!.getFirstValue() as ICAL.Recur
	const days = rule.freq === 'DAILY' ? 1 : rule.freq === 'WEEKLY' ? 7 : 0
	if (days === 0 || rule.count || event.startDate.isDate) return undefined
	const step = days * (rule.interval || 1)
	const behind = Math.floor((roughFrom - event.startDate.toUnixTime() * 1000) / dayMs) - 8
	const periods = Math.floor(behind / step)
	if (periods <= 0) return undefined
	const start = event.startDate.clone()
	start.adjust(periods * step, 0, 0, 0)
	const skippedMoveLandsLater = Object.values(exceptions).some((moved) => moved && moved.recurrenceId.compare(start) < 0 && moved.endDate.toUnixTime() * 1000 >= roughFrom)
	return skippedMoveLandsLater ? undefined : start
}

/** Each property's first raw value as the parser left it ("2026-12-01T09:00:00"), without making Time objects of them. */
function rawProperties(component: ICAL.Component) {
	const found = new Map<string, string>()
	for (const property of component.jCal[1] as unknown[][]) {
		const name = property[0] as string
		if (!found.has(name)) found.set(name, typeof property[3] === 'string' ? property[3] : '')
	}
	return found
}

const addDay = (date: string) => dateOfUtc(Date.parse(`${date}T00:00:00Z`) + dayMs)
