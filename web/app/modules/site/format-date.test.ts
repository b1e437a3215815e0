import { expect, test } from 'vitest'
import { dayFormatter, formatDay, formatDayIn, formatMonthDayIn, formatWeekdayMonthDay } from './format-date.ts'

test("dates read 'MMM DD, YYYY' with a zero-padded day", () => {
	expect(formatDay('2024-01-05T10:00:00.000Z')).toBe('Jan 05, 2024')
	expect(formatDay('2025-12-31T23:59:59.000Z')).toBe('Dec 31, 2025')
})

test('an invalid date shows nothing rather than "Invalid Date"', () => {
	expect(formatDay('not a date')).toBe('')
})

test('a day in the page’s language, with and without its year; one formatter per language and format', () => {
	expect(formatDayIn('2024-01-05T10:00:00.000Z', 'en')).toBe('Jan 05, 2024')
	expect(formatDayIn('2024-01-05T10:00:00.000Z', 'es')).toBe('5 ene 2024')
	expect(formatMonthDayIn('2026-11-05T23:30:00.000Z', 'en')).toBe('Nov 05')
	expect(formatMonthDayIn('2026-11-05T23:30:00.000Z', 'es')).toBe('5 nov')
	expect(formatDayIn('not a date', 'es')).toBe('')
	expect(formatMonthDayIn('not a date', 'es')).toBe('')
	expect(dayFormatter('es', 'month-day')).toBe(dayFormatter('es', 'month-day'))
	expect(dayFormatter('es', 'month-day')).not.toBe(dayFormatter('en', 'month-day'))
})

test('the cards’ short days are what ICU writes for en-US and es-US, every weekday and month', () => {
	for (let day = 0; day < 366; day += 1) {
		const date = new Date(Date.UTC(2026, 0, 1 + day, 12))
		for (const locale of ['en', 'es'] as const) {
			expect(formatWeekdayMonthDay(date, locale)).toBe(dayFormatter(locale, 'weekday-month-day').format(date))
		}
		expect(formatMonthDayIn(date.toISOString(), 'es')).toBe(dayFormatter('es', 'month-day').format(date))
	}
})
