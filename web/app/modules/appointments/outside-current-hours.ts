import { minutesOfClock, wallTimeAt, weekdayOf } from '#app/modules/clock/zoned-time.ts'
import type { Availability } from './openings.ts'

/**
 * Whether a live request or visit no longer fits the hours a dietitian offers now (issue 43 point 8):
 * narrowing the weekly windows, or taking a day off, under a time already asked for leaves that time a
 * valid offer; the dashboard marks it so the dietitian can answer it knowingly. It fits when its whole
 * span lies in one offered window of its weekday, in the office's wall-clock time, on a day that is not off.
 */
export function outsideCurrentHours(availability: Pick<Availability, 'timeZone' | 'windows' | 'timeOff'>, visit: { start: number; end: number }): boolean {
	const { date, minutes } = wallTimeAt(availability.timeZone, visit.start)
	if (availability.timeOff.some((off) => off.from <= date && date <= off.to)) return true
	const end = minutes + Math.round((visit.end - visit.start) / 60_000)
	const weekday = weekdayOf(date)
	return !availability.windows.some((window) => window.weekday === weekday && minutesOfClock(window.start)! <= minutes && end <= minutesOfClock(window.end)!)
}
