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

// Each state's most populous time zone: an office without its own zone is in its state's.
// The states a zone line crosses are refined by the ZIP (office-time-zone.server.ts).
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

const isTimeZone = (zone: string) => {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: zone })
		return true
	} catch {
		return false
	}
}

/** A state's (or territory's) most populous time zone; Eastern for an unknown code. */
export function stateTimeZone(state: string | null): string {
	return stateZones.find(([, states]) => states.includes(state ?? ''))?.[0] ?? 'America/New_York'
}

/** The office's IANA time zone: its own (derived from the ZIP when saved) when valid, else its state's. */
export function officeTimeZone(timeZone: string | null, state: string | null): string {
	if (timeZone && isTimeZone(timeZone)) return timeZone
	return stateTimeZone(state)
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

export type OfficeClock = { today: DayKey; openNow: boolean; zoneName: string }

/** The office's day, whether it is open at `now` in its time zone, and the zone's short name (EST, PDT…). */
export function officeClock(workingTime: WorkingTime | null, timeZone: string, now = new Date()): OfficeClock {
	const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }).formatToParts(now)
	const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
	const today = part('weekday').slice(0, 3).toLowerCase() as DayKey
	const minute = Number(part('hour')) * 60 + Number(part('minute'))
	const openNow = (workingTime?.[today] ?? []).some((range) => minutesOf(range.from) <= minute && minute < minutesOf(range.to))
	return { today, openNow, zoneName: part('timeZoneName') }
}
