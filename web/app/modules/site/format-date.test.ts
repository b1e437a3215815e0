import { expect, test } from 'vitest'
import { formatDay, formatDayIn, formatMonthDayIn, formatWeekdayMonthDay } from './format-date.ts'

test("dates read 'MMM DD, YYYY' with a zero-padded day", () => {
	expect(formatDay('2024-01-05T10:00:00.000Z')).toBe('Jan 05, 2024')
	expect(formatDay('2025-12-31T23:59:59.000Z')).toBe('Dec 31, 2025')
})

test('an invalid date shows nothing rather than "Invalid Date"', () => {
	expect(formatDay('not a date')).toBe('')
})

test('a day in the page’s language, with and without its year', () => {
	expect(formatDayIn('2024-01-05T10:00:00.000Z', 'en')).toBe('Jan 05, 2024')
	expect(formatDayIn('2024-01-05T10:00:00.000Z', 'es')).toBe('5 ene 2024')
	expect(formatMonthDayIn('2026-11-05T23:30:00.000Z', 'en')).toBe('Nov 05')
	expect(formatMonthDayIn('2026-11-05T23:30:00.000Z', 'es')).toBe('5 nov')
	expect(formatDayIn('not a date', 'es')).toBe('')
	expect(formatMonthDayIn('not a date', 'es')).toBe('')
})

// What the site wrote with Intl before the names were written out; the tables must keep writing it.
const icu = (locale: 'en-US' | 'es-US', options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
const weekdayMonthDay = { weekday: 'short', month: 'short', day: 'numeric' } as const
const icuDays = {
	en: icu('en-US', weekdayMonthDay),
	es: icu('es-US', weekdayMonthDay),
	esMonthDay: icu('es-US', { month: 'short', day: 'numeric' }),
	esDate: icu('es-US', { day: 'numeric', month: 'short', year: 'numeric' }),
}

test('the short days are what ICU writes for en-US and es-US, every weekday and month', () => {
	for (let day = 0; day < 366; day += 1) {
		const date = new Date(Date.UTC(2026, 0, 1 + day, 12))
		for (const locale of ['en', 'es'] as const) {
			expect(formatWeekdayMonthDay(date, locale)).toBe(icuDays[locale].format(date))
		}
		expect(formatMonthDayIn(date.toISOString(), 'es')).toBe(icuDays.esMonthDay.format(date))
		expect(formatDayIn(date.toISOString(), 'es')).toBe(icuDays.esDate.format(date))
	}
})
