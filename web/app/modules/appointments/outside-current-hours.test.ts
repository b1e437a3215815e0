import { describe, expect, test } from 'vitest'
import { outsideCurrentHours } from './outside-current-hours.ts'

const hours = { timeZone: 'America/New_York', windows: [{ weekday: 2 as const, start: '09:30', end: '11:00' }], timeOff: [] }
// Tuesday, December 1, 2026 in New York (UTC−5).
const visit = (time: string, minutes: number) => ({ start: Date.parse(`2026-12-01T${time}:00-05:00`), end: Date.parse(`2026-12-01T${time}:00-05:00`) + minutes * 60_000 })

describe('a live request against the current hours', () => {
	test('inside when its whole span lies in a window of its weekday, in the office’s time', () => {
		expect(outsideCurrentHours(hours, visit('09:30', 15))).toBe(false)
		expect(outsideCurrentHours(hours, visit('10:45', 15))).toBe(false)
		expect(outsideCurrentHours(hours, visit('09:15', 15))).toBe(true)
		// Starts inside, ends after the window closes.
		expect(outsideCurrentHours(hours, visit('10:30', 60))).toBe(true)
		// Another weekday at the same time.
		expect(outsideCurrentHours(hours, { start: visit('09:30', 15).start + 86_400_000, end: visit('09:30', 15).end + 86_400_000 })).toBe(true)
	})

	test('a day off taken since makes it outside too', () => {
		expect(outsideCurrentHours({ ...hours, timeOff: [{ from: '2026-11-30', to: '2026-12-01' }] }, visit('09:30', 15))).toBe(true)
		expect(outsideCurrentHours({ ...hours, timeOff: [{ from: '2026-12-02', to: '2026-12-04' }] }, visit('09:30', 15))).toBe(false)
	})
})
