import { afterEach, describe, expect, test } from 'vitest'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { bookingProblem, firstOpening, listOpenings, nextOpeningWithRecheck, type Availability, type TimeWindow } from './openings.ts'

const newYork = 'America/New_York'
const phoenix = 'America/Phoenix'
const hour = 3_600_000
const day = 24 * hour
const at = (iso: string) => Date.parse(iso)

function availability(overrides: Partial<Availability> = {}): Availability {
	return {
		timeZone: newYork,
		noticeHours: 24,
		horizonDays: 30,
		windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
		timeOff: [],
		kinds: [
			{ kind: 'intro', enabled: true, minutes: 15, formats: ['video', 'phone'] },
			{ kind: 'first', enabled: true, minutes: 60, formats: ['office', 'video'] },
		],
		...overrides,
	}
}

/** Each opening as the office's wall time with its offset, and its kind. */
const shown = (list: { start: number; kind: string }[], zone = newYork) => list.map((o) => `${isoInZone(zone, o.start)} ${o.kind}`)
const startsOf = (list: { start: number }[], zone = newYork) => list.map((o) => isoInZone(zone, o.start).slice(11))

const tz = process.env.TZ
afterEach(() => {
	if (tz === undefined) delete process.env.TZ
	else process.env.TZ = tz
})

describe('openings', () => {
	test('start on the grid of each window and fit in it: every 15 minutes for an intro call, every 30 for an hour’s visit', () => {
		// Monday, November 30, 2026, 9:00 in New York; the window is on Tuesdays.
		const now = at('2026-11-30T14:00:00Z')
		const list = listOpenings(availability(), [], now, { from: now, to: now + 2 * day })
		expect(shown(list.filter((o) => o.kind === 'first'))).toEqual([
			'2026-12-01T09:00:00-05:00 first',
			'2026-12-01T09:30:00-05:00 first',
			'2026-12-01T10:00:00-05:00 first',
			'2026-12-01T10:30:00-05:00 first',
			'2026-12-01T11:00:00-05:00 first',
		])
		const intro = list.filter((o) => o.kind === 'intro')
		expect(intro).toHaveLength(12)
		expect(intro.at(-1)!.end - intro.at(-1)!.start).toBe(15 * 60_000)
		expect(isoInZone(newYork, intro.at(-1)!.start)).toBe('2026-12-01T11:45:00-05:00')
		expect(list[0]!.formats).toEqual(['office', 'video'])
	})

	test('leave out time off, busy times, the notice and what lies beyond the horizon', () => {
		const now = at('2026-11-30T15:00:00Z') // Monday 10:00: the notice of 24 hours ends Tuesday 10:00.
		const busy = [{ start: at('2026-12-01T16:00:00Z'), end: at('2026-12-01T16:15:00Z') }] // Tuesday 11:00–11:15
		const first = listOpenings(availability(), busy, now, { from: now, to: now + 60 * day, kind: 'first' })
		expect(shown(first).slice(0, 3)).toEqual(['2026-12-01T10:00:00-05:00 first', '2026-12-08T09:00:00-05:00 first', '2026-12-08T09:30:00-05:00 first'])
		// The horizon: 30 days from Monday, November 30 is Wednesday, December 30; its last Tuesday is the 29th.
		expect(isoInZone(newYork, first.at(-1)!.start)).toBe('2026-12-29T11:00:00-05:00')
		// Two weeks off in December.
		const off = listOpenings(availability({ timeOff: [{ from: '2026-12-07', to: '2026-12-20' }] }), busy, now, { from: now, to: now + 60 * day, kind: 'first' })
		expect(shown(off).slice(0, 2)).toEqual(['2026-12-01T10:00:00-05:00 first', '2026-12-22T09:00:00-05:00 first'])
	})

	test('a kind that is off, or has no format, has no openings', () => {
		const now = at('2026-11-30T14:00:00Z')
		const kinds = availability().kinds.map((k) => (k.kind === 'intro' ? { ...k, enabled: false } : { ...k, formats: [] }))
		expect(listOpenings(availability({ kinds }), [], now, { from: now, to: now + 7 * day })).toEqual([])
		expect(nextOpeningWithRecheck(availability({ kinds }), [], now)).toEqual({ next: null, recheckAt: null })
	})

	test('on the day the clocks spring forward (March 8, 2026) a window yields the wall-clock times that were set', () => {
		const windows: TimeWindow[] = [
			{ weekday: 6, start: '09:00', end: '10:30' },
			{ weekday: 7, start: '09:00', end: '10:30' },
			{ weekday: 7, start: '01:00', end: '04:00' },
		]
		const now = at('2026-03-01T12:00:00Z')
		const list = listOpenings(availability({ windows, noticeHours: 0 }), [], now, { from: at('2026-03-07T05:00:00Z'), to: at('2026-03-09T04:00:00Z'), kind: 'first' })
		expect(shown(list)).toEqual([
			'2026-03-07T09:00:00-05:00 first',
			'2026-03-07T09:30:00-05:00 first',
			'2026-03-08T01:00:00-05:00 first',
			'2026-03-08T01:30:00-05:00 first',
			// 2:00 and 2:30 do not exist that night: the clocks go from 1:59 EST to 3:00 EDT.
			'2026-03-08T03:00:00-04:00 first',
			'2026-03-08T09:00:00-04:00 first',
			'2026-03-08T09:30:00-04:00 first',
		])
		// The Saturday and the Sunday both open at 9:00 on the office's clock, an hour apart in UTC.
		expect(new Date(list[0]!.start).toISOString()).toBe('2026-03-07T14:00:00.000Z')
		expect(new Date(list.at(-2)!.start).toISOString()).toBe('2026-03-08T13:00:00.000Z')
	})

	test('on the day the clocks fall back (November 1, 2026) too, and 1:30 is the first 1:30', () => {
		const windows: TimeWindow[] = [
			{ weekday: 6, start: '09:00', end: '10:30' },
			{ weekday: 7, start: '09:00', end: '10:30' },
			{ weekday: 7, start: '00:00', end: '03:00' },
		]
		const now = at('2026-10-20T12:00:00Z')
		const list = listOpenings(availability({ windows, noticeHours: 0 }), [], now, { from: at('2026-10-31T04:00:00Z'), to: at('2026-11-02T05:00:00Z'), kind: 'first' })
		expect(shown(list)).toEqual([
			'2026-10-31T09:00:00-04:00 first',
			'2026-10-31T09:30:00-04:00 first',
			'2026-11-01T00:00:00-04:00 first',
			'2026-11-01T00:30:00-04:00 first',
			'2026-11-01T01:00:00-04:00 first',
			'2026-11-01T01:30:00-04:00 first',
			'2026-11-01T02:00:00-05:00 first',
			'2026-11-01T09:00:00-05:00 first',
			'2026-11-01T09:30:00-05:00 first',
		])
		expect(new Date(list.at(-2)!.start).toISOString()).toBe('2026-11-01T14:00:00.000Z')
	})

	test('Arizona keeps its clock all year: 9:00 is 16:00 UTC on both change days', () => {
		const windows: TimeWindow[] = [{ weekday: 7, start: '09:00', end: '10:30' }]
		for (const [now, from] of [
			['2026-03-01T12:00:00Z', '2026-03-08T07:00:00Z'],
			['2026-10-20T12:00:00Z', '2026-11-01T07:00:00Z'],
		] as const) {
			const list = listOpenings(availability({ timeZone: phoenix, windows, noticeHours: 0 }), [], at(now), { from: at(from), to: at(from) + day, kind: 'first' })
			expect(list.map((o) => new Date(o.start).toISOString().slice(11, 16))).toEqual(['16:00', '16:30'])
			expect(startsOf(list, phoenix)).toEqual(['09:00:00-07:00', '09:30:00-07:00'])
		}
	})

	test('a dietitian who lives in Arizona with an office in New York gets the New York office’s times, whatever the machine’s zone', () => {
		// The server's (or the dietitian's) own zone is Arizona's; the office's zone rules the openings.
		process.env.TZ = phoenix
		expect(new Date(at('2026-03-08T13:00:00Z')).getHours()).toBe(6)
		const windows: TimeWindow[] = [{ weekday: 7, start: '09:00', end: '10:30' }]
		const now = at('2026-03-01T12:00:00Z')
		const list = listOpenings(availability({ windows, noticeHours: 0 }), [], now, { from: at('2026-03-01T05:00:00Z'), to: at('2026-03-09T04:00:00Z'), kind: 'first' })
		expect(shown(list)).toEqual(['2026-03-01T09:00:00-05:00 first', '2026-03-01T09:30:00-05:00 first', '2026-03-08T09:00:00-04:00 first', '2026-03-08T09:30:00-04:00 first'])
		// As the Arizonan reads them: 7:00 before the change, 6:00 after it.
		expect(startsOf(list, phoenix)).toEqual(['07:00:00-07:00', '07:30:00-07:00', '06:00:00-07:00', '06:30:00-07:00'])
	})

	test('the next opening, and when it must be worked out again', () => {
		const now = at('2026-11-30T14:00:00Z')
		const { next, recheckAt } = nextOpeningWithRecheck(availability(), [], now)
		expect(isoInZone(newYork, next!.start)).toBe('2026-12-01T09:00:00-05:00')
		// It falls inside the 24-hour notice at 9:00 on Monday, which is now.
		expect(recheckAt).toBe(now)
		// All of December off: no opening before the horizon; look again at the office's midnight.
		const none = nextOpeningWithRecheck(availability({ timeOff: [{ from: '2026-12-01', to: '2027-01-31' }] }), [], now)
		expect(none).toEqual({ next: null, recheckAt: at('2026-12-01T05:00:00Z') })
		expect(firstOpening(availability({ windows: [] }), [], now)).toBeNull()
	})

	test('say why a time cannot be booked', () => {
		const now = at('2026-11-30T14:00:00Z')
		const a = availability()
		const ask = (start: string, kind: 'intro' | 'first' = 'first', format: 'office' | 'video' | 'phone' = 'video') => bookingProblem(a, [{ start: at('2026-12-08T15:00:00Z'), end: at('2026-12-08T15:15:00Z') }], now, { start: at(start), kind, format })
		expect(ask('2026-12-01T14:00:00Z')).toBeNull()
		expect(ask('2026-12-01T14:00:00Z', 'intro', 'office')).toBe('format')
		expect(ask('2026-11-30T13:00:00Z')).toBe('past')
		expect(ask('2026-11-30T20:00:00Z')).toBe('notice')
		expect(ask('2027-01-05T14:00:00Z')).toBe('horizon')
		expect(ask('2026-12-01T14:10:00Z')).toBe('not-an-opening')
		expect(ask('2026-12-02T14:00:00Z')).toBe('not-an-opening')
		expect(ask('2026-12-01T16:30:00Z')).toBe('not-an-opening')
		expect(ask('2026-12-08T14:30:00Z')).toBe('taken')
		const off = { ...a, kinds: a.kinds.map((k) => ({ ...k, enabled: k.kind !== 'first' })) }
		expect(bookingProblem(off, [], now, { start: at('2026-12-01T14:00:00Z'), kind: 'first', format: 'video' })).toBe('kind-off')
	})
})
