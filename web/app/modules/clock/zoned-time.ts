/**
 * Wall-clock time in an IANA time zone, with nothing but `Intl`: what an
 * office's "Tuesday 9:00" is as an instant, and back. Dates are 'YYYY-MM-DD'
 * strings of the zone's calendar; times of day are minutes after midnight.
 * Pure (no server code): the openings, the business-day calendar and the
 * invitations share it.
 */

const minuteMs = 60_000
export const dayMs = 24 * 60 * minuteMs

const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(timeZone: string) {
	let format = formats.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
		formats.set(timeZone, format)
	}
	return format
}

/** Whether `timeZone` is a zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
	try {
		formatOf(timeZone)
		return true
	} catch {
		return false
	}
}

export type WallTime = { date: string; minutes: number }

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
export const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The zone's offset from UTC at an instant, in minutes east of UTC (New York in winter: -300). */
export function offsetAt(timeZone: string, at: number): number {
	const part = Object.fromEntries(formatOf(timeZone).formatToParts(at).map((p) => [p.type, Number(p.value)]))
	const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!)
	return Math.round((wall - Math.floor(at / minuteMs) * minuteMs) / minuteMs)
}

/** The zone's calendar date and time of day at an instant. */
export function wallTimeAt(timeZone: string, at: number): WallTime {
	const shifted = at + offsetAt(timeZone, at) * minuteMs
	const date = dateOfUtc(shifted)
	return { date, minutes: Math.floor((shifted - Date.parse(`${date}T00:00:00Z`)) / minuteMs) }
}

/** Midnight UTC of a 'YYYY-MM-DD' date, plus `minutes`: the wall time read as if it were UTC. */
const asUtc = (date: string, minutes: number) => Date.parse(`${date}T00:00:00Z`) + minutes * minuteMs

/**
 * The instant a wall-clock time of the zone names. A time the clocks skip (2:30
 * on the March change in New York) names none: null. A time they pass twice
 * (1:30 on the November change) names the first.
 */
export function instantOf(timeZone: string, date: string, minutes: number): number | null {
	const local = asUtc(date, minutes)
	// The offsets in force half a day either side: one of them is the offset at the time asked.
	const candidates = new Set([offsetAt(timeZone, local - dayMs / 2), offsetAt(timeZone, local + dayMs / 2)])
	let found: number | null = null
	for (const offset of candidates) {
		const at = local - offset * minuteMs
		if (offsetAt(timeZone, at) === offset && (found === null || at < found)) found = at
	}
	return found
}

/**
 * One day of the zone: its offset when it is the same all day (most days), so
 * the day's times convert by arithmetic; null on a day the clocks change.
 */
export function steadyOffsetOf(timeZone: string, date: string): number | null {
	const first = offsetAt(timeZone, asUtc(date, 0) - dayMs / 2)
	const last = offsetAt(timeZone, asUtc(date, 24 * 60) + dayMs / 2)
	return first === last ? first : null
}

/** The instant of a wall time, by a known steady offset (see steadyOffsetOf) or the slow way. */
export const instantOn = (timeZone: string, date: string, minutes: number, steadyOffset: number | null) =>
	steadyOffset === null ? instantOf(timeZone, date, minutes) : asUtc(date, minutes) - steadyOffset * minuteMs

/** The date `days` after a 'YYYY-MM-DD' date (negative: before). */
export const addDays = (date: string, days: number) => dateOfUtc(Date.parse(`${date}T00:00:00Z`) + days * dayMs)

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string): number {
	const day = new Date(`${date}T00:00:00Z`).getUTCDay()
	return day === 0 ? 7 : day
}

/** Midnight at the start of a date in the zone (the first instant of the day when midnight is skipped). */
export function startOfDay(timeZone: string, date: string): number {
	for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
		const at = instantOf(timeZone, date, minutes)
		if (at !== null) return at
	}
	return asUtc(date, 0)
}

/** '2026-12-01T10:00:00-05:00': an instant as the zone's wall time with its offset (RFC 3339). */
export function isoInZone(timeZone: string, at: number): string {
	const offset = offsetAt(timeZone, at)
	const wall = new Date(at + offset * minuteMs).toISOString().slice(0, 19)
	const sign = offset < 0 ? '-' : '+'
	const abs = Math.abs(offset)
	return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** 'HH:MM' as minutes after midnight; null when it is not a time of day ('24:00' is the end of the day). */
export function minutesOfClock(time: string): number | null {
	const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time)
	if (!match) return null
	const minutes = Number(match[1]) * 60 + Number(match[2])
	return minutes <= 24 * 60 ? minutes : null
}

export const clockOfMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
