import { addDays, instantOn, minutesOfClock, startOfDay, steadyOffsetOf, wallTimeAt, weekdayOf } from '#app/modules/clock/zoned-time.ts'
import { slotStepMinutes, type VisitFormat, type VisitKind, type VisitKindSetting } from './visit-kinds.ts'

/**
 * Openings as arithmetic, apart from the database (docs/decisions/090): the
 * weekly windows the dietitian set, in the office's wall-clock time, become
 * instants day by day in the office's zone (so a window on the day the clocks
 * change still starts at the time that was set); time off, busy appointments,
 * the minimum notice and the horizon are taken away. Everything is in epoch
 * milliseconds; `now` is passed in (the clock module's, by the callers).
 */

/** ISO weekday: Monday 1 … Sunday 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
export type TimeWindow = { weekday: Weekday; start: string; end: string }
/** Days off, both ends included, as dates of the office's calendar. */
export type TimeOff = { from: string; to: string }

export type Availability = {
	timeZone: string
	noticeHours: number
	horizonDays: number
	windows: TimeWindow[]
	timeOff: TimeOff[]
	kinds: VisitKindSetting[]
}

export type Interval = { start: number; end: number }
export type Opening = { start: number; end: number; kind: VisitKind; formats: VisitFormat[] }

const minuteMs = 60_000
const hourMs = 60 * minuteMs

/** The office date after which nothing can be booked: today there plus the horizon. */
export const lastBookableDate = (availability: Availability, now: number) => addDays(wallTimeAt(availability.timeZone, now).date, availability.horizonDays)

/**
 * No opening starts sooner than this, whatever notice the dietitian set
 * (docs/decisions/117): the 30 minutes of the e-mail check, time to answer,
 * and the hour before the visit at which the answer deadline ends.
 */
export const minimumLeadMs = 2 * hourMs

const noticeMs = (availability: Availability) => Math.max(availability.noticeHours * hourMs, minimumLeadMs)

/** The earliest start the notice allows. */
export const earliestStart = (availability: Availability, now: number) => now + noticeMs(availability)

const isOff = (timeOff: TimeOff[], date: string) => timeOff.some((off) => off.from <= date && date <= off.to)

/** Busy intervals sorted by start, for a scan that moves forward with the slots. */
const sortedBusy = (busy: Interval[]) => [...busy].sort((a, b) => a.start - b.start)

function overlapsAny(sorted: Interval[], start: number, end: number): boolean {
	// Few intervals per dietitian (a few hundred at most): a binary search for the first that may reach `start`.
	let low = 0
	let high = sorted.length
	while (low < high) {
		const middle = (low + high) >> 1
		if (sorted[middle]!.start < end) low = middle + 1
		else high = middle
	}
	for (let i = low - 1; i >= 0; i--) {
		const interval = sorted[i]!
		if (interval.end > start) return true
		// Sorted by start, not by end: a long interval further back may still reach; stop only well before.
		if (interval.start < start - 24 * hourMs) break
	}
	return false
}

/** The start times (wall minutes) of a kind in one window: every step from the window's start while the visit fits. */
function startsInWindow(window: TimeWindow, minutes: number): number[] {
	const from = minutesOfClock(window.start)
	const to = minutesOfClock(window.end)
	if (from === null || to === null) return []
	const starts: number[] = []
	for (let t = from; t + minutes <= to; t += slotStepMinutes(minutes)) starts.push(t)
	return starts
}

export type OpeningsRange = { from: number; to: number; kind?: VisitKind }

/**
 * Every opening that starts in [from, to), of one kind or of every kind that
 * is on, sorted by start (then kind). An opening starts on its window's grid,
 * fits in the window, is not on a day off, overlaps no busy interval, starts
 * after the notice and on or before the horizon's last date.
 */
export function listOpenings(availability: Availability, busy: Interval[], now: number, range: OpeningsRange): Opening[] {
	const { timeZone } = availability
	const kinds = availability.kinds.filter((k) => k.enabled && k.formats.length > 0 && (range.kind === undefined || k.kind === range.kind))
	if (kinds.length === 0 || availability.windows.length === 0) return []
	const from = Math.max(range.from, earliestStart(availability, now))
	const lastDate = lastBookableDate(availability, now)
	// Dates of the office's calendar that the range touches, within the horizon.
	const firstDate = wallTimeAt(timeZone, from).date
	const rangeLastDate = wallTimeAt(timeZone, range.to - 1).date
	const endDate = rangeLastDate < lastDate ? rangeLastDate : lastDate
	const sorted = sortedBusy(busy)
	const found: Opening[] = []
	for (let date = firstDate; date <= endDate; date = addDays(date, 1)) {
		if (isOff(availability.timeOff, date)) continue
		const weekday = weekdayOf(date)
		const windows = availability.windows.filter((w) => w.weekday === weekday)
		if (windows.length === 0) continue
		const steady = steadyOffsetOf(timeZone, date)
		for (const kind of kinds) {
			for (const window of windows) {
				for (const wall of startsInWindow(window, kind.minutes)) {
					const start = instantOn(timeZone, date, wall, steady)
					// A time the clocks skip that day (spring forward) is no opening.
					if (start === null || start < from || start >= range.to) continue
					const end = start + kind.minutes * minuteMs
					if (overlapsAny(sorted, start, end)) continue
					found.push({ start, end, kind: kind.kind, formats: kind.formats })
				}
			}
		}
	}
	return found.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind))
}

/** The first opening of any kind from now on, within the horizon; a week at a time so it stops early. */
export function firstOpening(availability: Availability, busy: Interval[], now: number): Opening | null {
	const horizonEnd = startOfDay(availability.timeZone, addDays(lastBookableDate(availability, now), 1))
	for (let from = earliestStart(availability, now); from < horizonEnd; from += 7 * 24 * hourMs) {
		const found = listOpenings(availability, busy, now, { from, to: Math.min(horizonEnd, from + 7 * 24 * hourMs) })
		if (found.length) return found[0]!
	}
	return null
}

/**
 * The next opening and when it must be worked out again without any write:
 * when it falls inside the notice, or, with none, at the office's next
 * midnight (a new day enters the horizon). Null when only a write can bring an
 * opening (no kind on, no weekly window).
 */
export function nextOpeningWithRecheck(availability: Availability, busy: Interval[], now: number): { next: Opening | null; recheckAt: number | null } {
	const next = firstOpening(availability, busy, now)
	if (next) return { next, recheckAt: next.start - noticeMs(availability) }
	const bookable = availability.kinds.some((k) => k.enabled && k.formats.length > 0) && availability.windows.length > 0
	if (!bookable) return { next: null, recheckAt: null }
	const { timeZone } = availability
	return { next: null, recheckAt: startOfDay(timeZone, addDays(wallTimeAt(timeZone, now).date, 1)) }
}

export type BookingProblem = 'kind-off' | 'format' | 'past' | 'notice' | 'horizon' | 'not-an-opening' | 'taken'

/**
 * Why a visitor may not book `start` for `kind` in `format`, or null when it
 * is an opening. The reasons are checked in the order a visitor can act on.
 */
export function bookingProblem(availability: Availability, busy: Interval[], now: number, ask: { start: number; kind: VisitKind; format: VisitFormat }): BookingProblem | null {
	const kind = availability.kinds.find((k) => k.kind === ask.kind)
	if (!kind?.enabled || kind.formats.length === 0) return 'kind-off'
	if (!kind.formats.includes(ask.format)) return 'format'
	if (ask.start <= now) return 'past'
	if (ask.start < earliestStart(availability, now)) return 'notice'
	if (wallTimeAt(availability.timeZone, ask.start).date > lastBookableDate(availability, now)) return 'horizon'
	const free = listOpenings(availability, [], now, { from: ask.start, to: ask.start + 1, kind: ask.kind })
	if (!free.some((opening) => opening.start === ask.start)) return 'not-an-opening'
	if (overlapsAny(sortedBusy(busy), ask.start, ask.start + kind.minutes * minuteMs)) return 'taken'
	return null
}
