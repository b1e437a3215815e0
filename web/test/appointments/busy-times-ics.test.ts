import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { busyTimesOf } from '#app/modules/appointments/busy-times-ics.ts'
import { CalendarReadError } from '#app/modules/appointments/calendar-read-error.ts'
import { isPublicAddress } from '#app/modules/appointments/public-address.ts'
import { calendarAddress } from '#app/modules/appointments/calendar-address.ts'

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'calendars', name), 'utf8')
const office = 'America/New_York'
const window = { from: Date.parse('2026-11-30T00:00:00Z'), to: Date.parse('2027-05-01T00:00:00Z'), officeZone: office }
const iso = (ranges: { start: number; end: number }[]) => ranges.map((r) => `${new Date(r.start).toISOString()} ${new Date(r.end).toISOString()}`)
const problemOf = (body: string) => {
	try {
		busyTimesOf(body, window)
		return null
	} catch (error) {
		return (error as CalendarReadError).code
	}
}

describe('busy times of an iCalendar file (issue 45 point 2)', () => {
	test('a Google export: VTIMEZONE, a weekly RRULE with an EXDATE and an occurrence moved by RECURRENCE-ID; transparent and cancelled events block nothing', () => {
		const { ranges, unknownZones } = busyTimesOf(fixture('google-export.ics'), { ...window, to: Date.parse('2026-12-24T00:00:00Z') })
		expect(unknownZones).toEqual([])
		expect(iso(ranges)).toEqual([
			'2026-12-01T14:00:00.000Z 2026-12-01T15:00:00.000Z',
			// The single event in UTC; 15:00 (transparent) and 16:00 (cancelled) Eastern are free.
			'2026-12-03T18:00:00.000Z 2026-12-03T19:00:00.000Z',
			// December 8 is an EXDATE; December 15's meeting moved to Thursday the 17th, 14:00 Eastern.
			'2026-12-17T19:00:00.000Z 2026-12-17T20:00:00.000Z',
			'2026-12-22T14:00:00.000Z 2026-12-22T15:00:00.000Z',
		])
	})

	test('Outlook: Windows zone names and display names, an all-day event in the office’s day, an unknown zone read as UTC and named', () => {
		const { ranges, unknownZones } = busyTimesOf(fixture('outlook-windows-zones.ics'), window)
		expect(iso(ranges)).toEqual([
			// 10:30-11:30 Eastern, and the unknown zone's 16:00-16:30 read as UTC, merged into one busy time.
			'2026-12-01T15:30:00.000Z 2026-12-01T16:30:00.000Z',
			'2026-12-03T19:00:00.000Z 2026-12-03T20:00:00.000Z',
			'2026-12-10T05:00:00.000Z 2026-12-11T05:00:00.000Z',
		])
		expect(unknownZones).toEqual(['Mars Standard Time'])
	})

	test('a week the clocks change keeps the wall time; a series without an end stops at the window', () => {
		const { ranges } = busyTimesOf(fixture('dst-week.ics'), window)
		const mornings = iso(ranges).filter((r) => /^2027-03-\d\dT1[34]:00/.test(r))
		expect(mornings.slice(0, 7)).toEqual([
			'2027-03-08T14:00:00.000Z 2027-03-08T15:00:00.000Z',
			'2027-03-09T14:00:00.000Z 2027-03-09T15:00:00.000Z',
			'2027-03-10T14:00:00.000Z 2027-03-10T15:00:00.000Z',
			'2027-03-11T14:00:00.000Z 2027-03-11T15:00:00.000Z',
			'2027-03-12T14:00:00.000Z 2027-03-12T15:00:00.000Z',
			'2027-03-13T14:00:00.000Z 2027-03-13T15:00:00.000Z',
			// Sunday March 14: 9:00 is now EDT.
			'2027-03-14T13:00:00.000Z 2027-03-14T14:00:00.000Z',
		])
		// London's Monday 9:00 (a DURATION, no end to the series) is 9:00Z in winter, 8:00Z after March 28; nothing past the window's end.
		expect(iso(ranges)).toContain('2027-01-04T09:00:00.000Z 2027-01-04T09:30:00.000Z')
		expect(iso(ranges)).toContain('2027-04-26T08:00:00.000Z 2027-04-26T08:30:00.000Z')
		expect(Math.max(...ranges.map((r) => r.start))).toBeLessThan(window.to)
	})

	test('a series that began years ago (every other Tuesday since 2020, daily since 2019 with an EXDATE) lands on the same days as walking it from its start', () => {
		const body = [
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'BEGIN:VEVENT',
			'UID:fortnightly',
			'DTSTART;TZID=America/New_York:20200107T090000',
			'DTEND;TZID=America/New_York:20200107T093000',
			'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
			'END:VEVENT',
			'BEGIN:VEVENT',
			'UID:daily',
			'DTSTART;TZID=America/New_York:20190610T070000',
			'DTEND;TZID=America/New_York:20190610T071500',
			'RRULE:FREQ=DAILY',
			'EXDATE;TZID=America/New_York:20261202T070000',
			'END:VEVENT',
			'END:VCALENDAR',
		].join('\r\n')
		const december = { ...window, from: Date.parse('2026-12-01T00:00:00Z'), to: Date.parse('2026-12-05T00:00:00Z') }
		const fortnights = Math.ceil((Date.parse('2026-12-01') - Date.parse('2020-01-07')) / (14 * 86_400_000))
		const tuesday = new Date(Date.parse('2020-01-07') + fortnights * 14 * 86_400_000).toISOString().slice(0, 10)
		expect(iso(busyTimesOf(body, december).ranges)).toEqual(
			[
				'2026-12-01T12:00:00.000Z 2026-12-01T12:15:00.000Z',
				'2026-12-03T12:00:00.000Z 2026-12-03T12:15:00.000Z',
				'2026-12-04T12:00:00.000Z 2026-12-04T12:15:00.000Z',
				...(tuesday < '2026-12-05' ? [`${tuesday}T14:00:00.000Z ${tuesday}T14:30:00.000Z`] : []),
			].sort(),
		)
		expect(tuesday).toBe('2026-12-01')
	})

	test('our own visits, imported from the invitations we mailed, are not busy times', () => {
		const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:appointment-42@localhost', 'DTSTART:20261201T140000Z', 'DTEND:20261201T150000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n')
		expect(busyTimesOf(body, { ...window, ownUid: /^appointment-\d+@localhost$/ }).ranges).toEqual([])
	})

	test('what is not a whole iCalendar file is refused in words: HTML, empty, truncated, too many events', () => {
		expect(problemOf('<!DOCTYPE html><html><body>Sign in</body></html>')).toBe('not-ics')
		expect(problemOf('')).toBe('empty')
		expect(problemOf('   \r\n')).toBe('empty')
		expect(problemOf(fixture('google-export.ics').slice(0, 900))).toBe('truncated')
		const event = 'BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20261201T140000Z\r\nDTEND:20261201T150000Z\r\nEND:VEVENT\r\n'
		const started = performance.now()
		expect(problemOf(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event.repeat(100_000)}END:VCALENDAR\r\n`)).toBe('too-many-events')
		expect(performance.now() - started).toBeLessThan(2000)
	})
})

describe('the addresses a calendar read may reach', () => {
	test('loopback, private, link-local, unique-local, CGNAT and metadata addresses are refused; public ones pass', () => {
		for (const refused of ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00:ec2::254', 'fc00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', 'not-an-ip'])
			expect(isPublicAddress(refused), refused).toBe(false)
		for (const open of ['8.8.8.8', '142.250.72.14', '2607:f8b0:4004:c07::64', '::ffff:8.8.8.8']) expect(isPublicAddress(open), open).toBe(true)
	})

	test('only http, https and webcal addresses without credentials', () => {
		expect(calendarAddress('webcal://p01-calendars.icloud.com/published/2/abc')).toEqual({ url: new URL('https://p01-calendars.icloud.com/published/2/abc') })
		expect(calendarAddress('ftp://example.com/cal.ics')).toEqual({ problem: 'scheme' })
		expect(calendarAddress('file:///etc/passwd')).toEqual({ problem: 'scheme' })
		expect(calendarAddress('https://user:secret@example.com/cal.ics')).toEqual({ problem: 'credentials' })
		expect(calendarAddress('not a url')).toEqual({ problem: 'not-an-address' })
	})
})
