import type { WorkingTime } from '#db/schema/profiles.ts'
import { clockOfMinutes, minutesOfClock } from '#app/modules/clock/zoned-time.ts'
import type { TimeWindow, Weekday } from './openings.ts'

/**
 * One week, one schedule (issue 42 point 1): a profile shows office hours beside its openings, so
 * the openings fall inside those hours unless the dietitian says what the other times are ("Video
 * calls only", "Evenings by appointment"), which the profile then prints beside the hours.
 */

const dayOf: Record<Weekday, keyof WorkingTime> = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' }
const weekdays: Weekday[] = [1, 2, 3, 4, 5, 6, 7]

type Span = { start: number; end: number }

const spansOf = (workingTime: WorkingTime, weekday: Weekday): Span[] =>
	(workingTime[dayOf[weekday]] ?? []).flatMap((range) => {
		const [start, end] = [minutesOfClock(range.from), minutesOfClock(range.to)]
		return start !== null && end !== null && end > start ? [{ start, end }] : []
	})

/** Whether the profile shows any office hours at all (without them there is nothing to agree with). */
export function showsOfficeHours(workingTime: WorkingTime | null): workingTime is WorkingTime {
	return workingTime !== null && weekdays.some((weekday) => spansOf(workingTime, weekday).length > 0)
}

const windowOf = (weekday: Weekday, span: Span): TimeWindow => ({ weekday, start: clockOfMinutes(span.start), end: clockOfMinutes(span.end) })

/** The parts of the windows inside the office hours: what is offered when the dietitian wrote no note. */
export function windowsWithinHours(windows: TimeWindow[], workingTime: WorkingTime | null): TimeWindow[] {
	if (!showsOfficeHours(workingTime)) return windows
	return windows.flatMap((window) => {
		const [start, end] = [minutesOfClock(window.start)!, minutesOfClock(window.end)!]
		return spansOf(workingTime, window.weekday).flatMap((span) => {
			const inside = { start: Math.max(start, span.start), end: Math.min(end, span.end) }
			return inside.end > inside.start ? [windowOf(window.weekday, inside)] : []
		})
	})
}

/** The parts of the windows outside the office hours, for the editor's warning. */
export function windowsOutsideHours(windows: TimeWindow[], workingTime: WorkingTime | null): TimeWindow[] {
	if (!showsOfficeHours(workingTime)) return []
	return windows.flatMap((window) => {
		let pieces: Span[] = [{ start: minutesOfClock(window.start)!, end: minutesOfClock(window.end)! }]
		for (const span of spansOf(workingTime, window.weekday)) {
			pieces = pieces.flatMap((piece) => [
				{ start: piece.start, end: Math.min(piece.end, span.start) },
				{ start: Math.max(piece.start, span.end), end: piece.end },
			]).filter((part) => part.end > part.start)
		}
		return pieces.map((piece) => windowOf(window.weekday, piece))
	})
}

/** The windows a dietitian starts from when they first turn booking on: their office hours. */
export function windowsOfHours(workingTime: WorkingTime | null): TimeWindow[] {
	if (!showsOfficeHours(workingTime)) return []
	return weekdays.flatMap((weekday) => spansOf(workingTime, weekday).map((span) => windowOf(weekday, span)))
}

/** The windows a profile offers: all of them with a note saying what the others are, else those inside the hours. */
export const offeredWindows = (windows: TimeWindow[], workingTime: WorkingTime | null, outsideHoursNote: string | null) =>
	outsideHoursNote ? windows : windowsWithinHours(windows, workingTime)
