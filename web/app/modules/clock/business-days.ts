import { addDays, startOfDay, wallTimeAt, weekdayOf } from './zoned-time.ts'

/**
 * The business-day calendar of reply deadlines (docs/decisions/091): Monday to
 * Friday, less the US federal holidays as they are observed (one that falls
 * on a Saturday is taken on the Friday before, one on a Sunday on the Monday
 * after, 5 U.S.C. 6103 and the OPM rule), in the office's time zone.
 * Pure: appointments use it for the 2-business-day reply, and contact
 * requests will (issue 30).
 */

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** The `nth` (1-based) given ISO weekday of a month; nth = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
	if (nth > 0) {
		const first = dateOf(year, month, 1)
		const shift = (weekday - weekdayOf(first) + 7) % 7
		return addDays(first, shift + (nth - 1) * 7)
	}
	const last = addDays(dateOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1)
	return addDays(last, -((weekdayOf(last) - weekday + 7) % 7))
}

/** A fixed-date holiday moved to the day it is observed. */
function observed(date: string): string {
	const weekday = weekdayOf(date)
	if (weekday === 6) return addDays(date, -1)
	if (weekday === 7) return addDays(date, 1)
	return date
}

const holidayCache = new Map<number, Map<string, string>>()

/** The federal holidays observed in a calendar year: date → name. */
export function federalHolidays(year: number): Map<string, string> {
	const cached = holidayCache.get(year)
	if (cached) return cached
	const holidays: [string, string][] = [
		[observed(dateOf(year, 1, 1)), "New Year's Day"],
		[nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
		[nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
		[nthWeekday(year, 5, 1, -1), 'Memorial Day'],
		[observed(dateOf(year, 6, 19)), 'Juneteenth National Independence Day'],
		[observed(dateOf(year, 7, 4)), 'Independence Day'],
		[nthWeekday(year, 9, 1, 1), 'Labor Day'],
		[nthWeekday(year, 10, 1, 2), 'Columbus Day'],
		[observed(dateOf(year, 11, 11)), 'Veterans Day'],
		[nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
		[observed(dateOf(year, 12, 25)), 'Christmas Day'],
		// Next New Year's Day on a Saturday is observed on this year's December 31.
		[observed(dateOf(year + 1, 1, 1)), "New Year's Day"],
	]
	const map = new Map(holidays.filter(([date]) => date.startsWith(`${year}-`)))
	holidayCache.set(year, map)
	return map
}

/** The holiday observed on a date, or null. */
export const holidayOn = (date: string) => federalHolidays(Number(date.slice(0, 4))).get(date) ?? null

export const isBusinessDay = (date: string) => weekdayOf(date) <= 5 && holidayOn(date) === null

/** The `count`th business day after a date (the date itself never counts). */
export function businessDaysAfter(date: string, count: number): string {
	let day = date
	for (let found = 0; found < count; ) {
		day = addDays(day, 1)
		if (isBusinessDay(day)) found++
	}
	return day
}

/**
 * When `count` business days after an instant are over, in the zone: the end
 * of the `count`th business day after the day the instant falls on there (the
 * midnight that ends it). A request on Friday at 9:00 or at 23:59 is due by
 * the end of Tuesday; one sent on a Saturday, by the end of Tuesday too.
 */
export function businessDeadline(at: number, count: number, timeZone: string): number {
	const { date } = wallTimeAt(timeZone, at)
	return startOfDay(timeZone, addDays(businessDaysAfter(date, count), 1))
}
