import { describe, expect, test } from 'vitest'
import { businessDeadline, federalHolidays, isBusinessDay } from './business-days.ts'

const newYork = 'America/New_York'

describe('the business-day calendar', () => {
	test('knows the federal holidays of a year as they are observed', () => {
		expect([...federalHolidays(2026).keys()]).toEqual([
			'2026-01-01',
			'2026-01-19',
			'2026-02-16',
			'2026-05-25',
			'2026-06-19',
			// July 4, 2026 is a Saturday: observed on Friday the 3rd.
			'2026-07-03',
			'2026-09-07',
			'2026-10-12',
			'2026-11-11',
			'2026-11-26',
			'2026-12-25',
		])
		// July 4, 2027 is a Sunday: observed on Monday the 5th; Juneteenth 2027 is a Saturday: Friday the 18th.
		expect(federalHolidays(2027).get('2027-07-05')).toBe('Independence Day')
		expect(federalHolidays(2027).get('2027-06-18')).toBe('Juneteenth National Independence Day')
		// January 1, 2028 is a Saturday: observed on Friday, December 31, 2027.
		expect(federalHolidays(2027).get('2027-12-31')).toBe("New Year's Day")
		expect(federalHolidays(2028).has('2028-01-01')).toBe(false)
		expect(isBusinessDay('2026-11-27')).toBe(true)
		expect(isBusinessDay('2026-11-28')).toBe(false)
	})

	test('matches a written table of the observed holidays of 2026–2030 (OPM), not a second run of its own rules', () => {
		// Thanksgiving is the 4th Thursday (Nov 26, 25, 23, 22, 28); Memorial Day the last Monday (May 25, 31, 29, 28, 27).
		const written: Record<number, string> = {
			2026: '01-01 01-19 02-16 05-25 06-19 07-03 09-07 10-12 11-11 11-26 12-25',
			2027: '01-01 01-18 02-15 05-31 06-18 07-05 09-06 10-11 11-11 11-25 12-24 12-31',
			2028: '01-17 02-21 05-29 06-19 07-04 09-04 10-09 11-10 11-23 12-25',
			2029: '01-01 01-15 02-19 05-28 06-19 07-04 09-03 10-08 11-12 11-22 12-25',
			2030: '01-01 01-21 02-18 05-27 06-19 07-04 09-02 10-14 11-11 11-28 12-25',
		}
		for (const [year, days] of Object.entries(written)) {
			expect([...federalHolidays(Number(year)).keys()].sort(), year).toEqual(days.split(' ').map((day) => `${year}-${day}`))
		}
		expect(federalHolidays(2029).get('2029-11-22')).toBe('Thanksgiving Day')
		expect(federalHolidays(2027).get('2027-05-31')).toBe('Memorial Day')
	})

	test('a request on the Friday is due by the end of Tuesday, at 9:00 as at 23:59', () => {
		expect(new Date(businessDeadline(Date.parse('2026-12-04T14:00:00Z'), 2, newYork)).toISOString()).toBe('2026-12-09T05:00:00.000Z')
		expect(new Date(businessDeadline(Date.parse('2026-12-05T04:59:00Z'), 2, newYork)).toISOString()).toBe('2026-12-09T05:00:00.000Z')
		// Saturday: the weekend does not count, so Monday and Tuesday.
		expect(new Date(businessDeadline(Date.parse('2026-12-05T15:00:00Z'), 2, newYork)).toISOString()).toBe('2026-12-09T05:00:00.000Z')
	})

	test('Thanksgiving does not count, the Friday after it does', () => {
		// Wednesday, November 25, 2026: Thursday is Thanksgiving, Friday counts, then Monday.
		expect(new Date(businessDeadline(Date.parse('2026-11-25T16:00:00Z'), 2, newYork)).toISOString()).toBe('2026-12-01T05:00:00.000Z')
	})

	test('a holiday observed on a Monday does not count', () => {
		// Friday, July 2, 2027: Monday the 5th is Independence Day observed, so Tuesday and Wednesday.
		expect(new Date(businessDeadline(Date.parse('2027-07-02T15:00:00Z'), 2, newYork)).toISOString()).toBe('2027-07-08T04:00:00.000Z')
	})

	test('a request at 23:59 in Honolulu counts from the office’s Monday, not New York’s Tuesday', () => {
		// Monday, December 7, 2026, 23:59 in Honolulu is already Tuesday 04:59 in New York.
		const at = Date.parse('2026-12-08T09:59:00Z')
		expect(new Date(businessDeadline(at, 2, 'Pacific/Honolulu')).toISOString()).toBe('2026-12-10T10:00:00.000Z')
		expect(new Date(businessDeadline(at, 2, newYork)).toISOString()).toBe('2026-12-11T05:00:00.000Z')
	})

	test('across the change to daylight saving time the deadline is still the office’s midnight', () => {
		// Friday, March 12, 2027; the clocks change on Sunday the 14th: Monday and Tuesday count, and Tuesday ends at midnight EDT.
		expect(new Date(businessDeadline(Date.parse('2027-03-12T15:00:00Z'), 2, newYork)).toISOString()).toBe('2027-03-17T04:00:00.000Z')
	})
})
