import type { WorkingTime } from '#db/schema/profiles.ts'

export type DayKey = keyof WorkingTime

export const weekDays: [DayKey, string][] = [
	['mon', 'Monday'],
	['tue', 'Tuesday'],
	['wed', 'Wednesday'],
	['thu', 'Thursday'],
	['fri', 'Friday'],
	['sat', 'Saturday'],
	['sun', 'Sunday'],
]

// Each state's most populous time zone: an office with neither a stored zone nor a known ZIP is in its state's
// (office-zone.server.ts). The states a zone line crosses are refined by the ZIP (office-time-zone.server.ts).
const stateZones: [zone: string, states: string[]][] = [
	['America/New_York', ['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV']],
	['America/Chicago', ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI']],
	['America/Denver', ['CO', 'ID', 'MT', 'NM', 'UT', 'WY']],
	['America/Phoenix', ['AZ']],
	['America/Los_Angeles', ['CA', 'NV', 'OR', 'WA']],
	['America/Anchorage', ['AK']],
	['Pacific/Honolulu', ['HI']],
	['America/Puerto_Rico', ['PR', 'VI']],
	['Pacific/Guam', ['GU', 'MP']],
	['Pacific/Pago_Pago', ['AS']],
]

/** A state's (or territory's) most populous time zone; Eastern for an unknown code. */
export function stateTimeZone(state: string | null): string {
	return stateZones.find(([, states]) => states.includes(state ?? ''))?.[0] ?? 'America/New_York'
}

/** The zone's name without daylight saving ("Central Time"), right all year: what a cached page can print. */
export function zoneLongName(timeZone: string, now = new Date()): string {
	const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(now)
	return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

const minutesOf = (time: string) => {
	const [hours, minutes] = time.split(':').map(Number)
	return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** A zone's UTC offset in minutes east of UTC, from each instant (epoch ms) on. */
export type ZoneOffsets = { at: number; offset: number }[]

const minuteMs = 60_000
const weekMs = 7 * 24 * 60 * minuteMs

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** The zone's offset from UTC at `at`, in minutes. */
function offsetAt(timeZone: string, at: number): number {
	let format = offsetFormats.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
		offsetFormats.set(timeZone, format)
	}
	const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]))
	const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!)
	return Math.round((wall - Math.floor(at / minuteMs) * minuteMs) / minuteMs)
}

/**
 * The offsets the browser needs to tell the office's day and hour: the first
 * entry covers `from`, the others are the zone's daylight-saving changes in the
 * next `days`. Made by the server so the browser works out the clock with
 * arithmetic: its first Intl.DateTimeFormat loads the time-zone data, a 50 ms
 * task on a desktop and 200 ms on a phone, the profile page's longest.
 */
export function zoneOffsets(timeZone: string, from: Date, days = 400): ZoneOffsets {
	const start = from.getTime()
	const offsets: ZoneOffsets = [{ at: start, offset: offsetAt(timeZone, start) }]
	// A week at a time (no zone changes twice in a week), then halving down to the minute of the change.
	for (let at = start + weekMs; at < start + days * 24 * 60 * minuteMs; at += weekMs) {
		const before = offsets[offsets.length - 1]!.offset
		if (offsetAt(timeZone, at) === before) continue
		let [low, high] = [at - weekMs, at]
		while (high - low > minuteMs) {
			const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs
			if (offsetAt(timeZone, middle) === before) low = middle
			else high = middle
		}
		offsets.push({ at: high, offset: offsetAt(timeZone, high) })
	}
	return offsets
}

export type OfficeClock = { today: DayKey; openNow: boolean }

const dayKeys: DayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** The office's day and whether it is open at `now`, from its zone's offsets. */
export function officeClock(workingTime: WorkingTime | null, offsets: ZoneOffsets, now = new Date()): OfficeClock {
	const at = now.getTime()
	const offset = offsets.findLast((entry) => entry.at <= at)?.offset ?? offsets[0]?.offset ?? 0
	const wall = new Date(at + offset * minuteMs)
	const today = dayKeys[wall.getUTCDay()]!
	const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes()
	const openNow = (workingTime?.[today] ?? []).some((range) => minutesOf(range.from) <= minute && minute < minutesOf(range.to))
	return { today, openNow }
}
