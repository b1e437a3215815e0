import { minutesOfClock } from '#app/modules/clock/zoned-time.ts'
import { availabilitySchema, type AvailabilityInput } from './availability-form.ts'
import { defaultKinds, visitFormats, visitKinds, type VisitKindSetting } from './visit-kinds.ts'
import type { TimeOff, TimeWindow, Weekday } from './openings.ts'
import type { WorkingTime } from '#db/schema/profiles.ts'
import { windowsOfHours } from './office-hours-windows.ts'

/**
 * The profile editor's "Appointments" form as flat fields, so it works
 * without JavaScript: a row of windows per weekday, a few rows of time off,
 * the kinds' switches, and no price: a first visit costs the profile's first-visit fee, which the
 * section shows and "Services and fees" edits (issue 42.2). It becomes the object POST /api/user/availability
 * takes and is checked by the same schema; its errors come back by field name.
 */

export const windowsPerDay = 3
export const weekdayNames: [Weekday, string][] = [
	[1, 'Monday'],
	[2, 'Tuesday'],
	[3, 'Wednesday'],
	[4, 'Thursday'],
	[5, 'Friday'],
	[6, 'Saturday'],
	[7, 'Sunday'],
]

export type AvailabilityValues = Record<string, string | string[]>
export type AvailabilityErrors = Record<string, string>

export const windowField = (weekday: number, slot: number, end: 'start' | 'end') => `w${weekday}.${slot}.${end}`
export const timeOffField = (row: number, end: 'from' | 'to') => `off.${row}.${end}`

/** Rows of time off the form shows: the saved ones and two empty ones. */
export const timeOffRows = (values: AvailabilityValues) => {
	let rows = 0
	while (typeof values[timeOffField(rows, 'from')] === 'string' || typeof values[timeOffField(rows, 'to')] === 'string') rows++
	return Math.max(rows, 2)
}

const defaults = { noticeHours: 24, horizonDays: 30 }

/**
 * The saved availability as the form's values; before the first save, a new dietitian's defaults,
 * with the weekly windows of the office hours their profile shows (issue 42.1).
 */
export function availabilityValues(
	saved: (Pick<AvailabilityInput, 'windows' | 'timeOff' | 'noticeHours' | 'horizonDays' | 'outsideHoursNote'> & { kinds: VisitKindSetting[] }) | null,
	workingTime: WorkingTime | null,
): AvailabilityValues {
	const kinds: VisitKindSetting[] = saved?.kinds ?? defaultKinds()
	const values: AvailabilityValues = { noticeHours: String(saved?.noticeHours ?? defaults.noticeHours), horizonDays: String(saved?.horizonDays ?? defaults.horizonDays), outsideHoursNote: saved?.outsideHoursNote ?? '' }
	for (const kind of kinds) {
		if (kind.enabled) values[`${kind.kind}.enabled`] = 'on'
		values[`${kind.kind}.formats`] = kind.formats
		values[`${kind.kind}.minutes`] = String(kind.minutes)
	}
	const slots = new Map<number, number>()
	for (const window of [...(saved?.windows ?? windowsOfHours(workingTime))].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))) {
		const slot = slots.get(window.weekday) ?? 0
		slots.set(window.weekday, slot + 1)
		values[windowField(window.weekday, slot, 'start')] = window.start
		values[windowField(window.weekday, slot, 'end')] = window.end
	}
	;(saved?.timeOff ?? []).forEach((off, row) => {
		values[timeOffField(row, 'from')] = off.from
		values[timeOffField(row, 'to')] = off.to
	})
	return values
}

/** What a form post typed, as values to show again. */
export function valuesOfForm(form: FormData): AvailabilityValues {
	const values: AvailabilityValues = {}
	for (const [name, value] of form.entries()) {
		if (typeof value !== 'string' || name.length > 40) continue
		if (name.endsWith('.formats')) values[name] = [...((values[name] as string[] | undefined) ?? []), value.slice(0, 20)]
		// The note is refused over 80 characters, never cut short without a word.
		else values[name] = value.slice(0, name === 'outsideHoursNote' ? 200 : 40)
	}
	return values
}

const text = (values: AvailabilityValues, name: string) => {
	const value = values[name]
	return typeof value === 'string' ? value.trim() : ''
}

/** A number field: '' stays missing (the schema says what it needs), anything else a number or NaN. */
const numberOf = (raw: string) => (raw === '' ? undefined : /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN)

export type ParsedAvailability = { ok: true; input: AvailabilityInput } | { ok: false; errors: AvailabilityErrors }

/** The form's values checked by the API's schema; each error names the field it is about. */
export async function parseAvailabilityValues(values: AvailabilityValues): Promise<ParsedAvailability> {
	const errors: AvailabilityErrors = {}
	const windows: TimeWindow[] = []
	const windowNames: string[] = []
	for (const [weekday] of weekdayNames) {
		for (let slot = 0; slot < windowsPerDay; slot++) {
			const start = text(values, windowField(weekday, slot, 'start'))
			const end = text(values, windowField(weekday, slot, 'end'))
			if (!start && !end) continue
			if (!start || !end) {
				errors[windowField(weekday, slot, start ? 'end' : 'start')] = 'Give both the start and the end of the window'
				continue
			}
			windows.push({ weekday, start, end })
			windowNames.push(windowField(weekday, slot, 'end'))
		}
	}
	// Overlaps are told with the other mistakes at once (the schema checks them only once every field is right).
	windows.forEach((window, index) => {
		const [start, end] = [minutesOfClock(window.start), minutesOfClock(window.end)]
		if (start === null || end === null || end <= start) return
		const overlaps = windows.slice(0, index).some((other) => {
			const [otherStart, otherEnd] = [minutesOfClock(other.start), minutesOfClock(other.end)]
			return other.weekday === window.weekday && otherStart !== null && otherEnd !== null && start < otherEnd && otherStart < end
		})
		if (overlaps) errors[windowNames[index]!] = 'Two windows of the same day overlap'
	})
	const timeOff: TimeOff[] = []
	const timeOffNames: string[] = []
	for (let row = 0; row < 50; row++) {
		const from = text(values, timeOffField(row, 'from'))
		const to = text(values, timeOffField(row, 'to'))
		if (!from && !to) continue
		timeOff.push({ from, to: to || from })
		timeOffNames.push(timeOffField(row, 'to'))
	}
	const kinds = visitKinds.map((kind) => {
		const formats = values[`${kind}.formats`]
		return {
			kind,
			enabled: text(values, `${kind}.enabled`) === 'on',
			minutes: kind === 'intro' ? 15 : Number(text(values, `${kind}.minutes`) || 60),
			formats: (Array.isArray(formats) ? formats : typeof formats === 'string' ? [formats] : []).filter((f) => (visitFormats as readonly string[]).includes(f)),
		}
	})
	const parsed = await availabilitySchema.safeParseAsync({
		kinds,
		windows,
		timeOff,
		noticeHours: numberOf(text(values, 'noticeHours')) ?? Number.NaN,
		horizonDays: numberOf(text(values, 'horizonDays')) ?? Number.NaN,
		outsideHoursNote: text(values, 'outsideHoursNote'),
	})
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const [root, index, field] = issue.path as [string, number | undefined, string | undefined]
			let name = String(root)
			if (root === 'windows' && typeof index === 'number') name = windowNames[index] ?? 'form'
			else if (root === 'timeOff' && typeof index === 'number') name = timeOffNames[index] ?? 'form'
			else if (root === 'kinds' && typeof index === 'number') name = `${visitKinds[index]}.${field ?? 'enabled'}`
			else if (root === 'noticeHours' || root === 'horizonDays' || root === 'outsideHoursNote') name = root
			else name = 'form'
			errors[name] ??= name === 'outsideHoursNote' ? issue.message.replace('outsideHoursNote', 'The note') : name === 'noticeHours' ? 'Minimum notice: a whole number of hours, 0 to 336' : name === 'horizonDays' ? 'How far ahead: a whole number of days, 1 to 180' : issue.message
		}
	}
	if (Object.keys(errors).length || !parsed.success) return { ok: false, errors }
	return { ok: true, input: parsed.data }
}
