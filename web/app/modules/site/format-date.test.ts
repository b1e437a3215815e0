import { expect, test } from 'vitest'
import { formatDay } from './format-date.ts'

test("dates read 'MMM DD, YYYY' with a zero-padded day", () => {
	expect(formatDay('2024-01-05T10:00:00.000Z')).toBe('Jan 05, 2024')
	expect(formatDay('2025-12-31T23:59:59.000Z')).toBe('Dec 31, 2025')
})

test('an invalid date shows nothing rather than "Invalid Date"', () => {
	expect(formatDay('not a date')).toBe('')
})
