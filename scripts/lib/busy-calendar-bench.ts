// The busy-calendar part of `npm run bench` (issue 45 point 6): reading and expanding a calendar of
// 2,000 events, 50 of them weekly series (with EXDATEs and moved occurrences, no end) and the rest
// single events over the past year and the months ahead, as a Google export writes them (VTIMEZONE,
// TZID times). CPU milliseconds of one parse and expansion over the farthest booking horizon
// (182 days), budget ≤ 300 ms; the body is in memory, so the network's time is not in the figure.
// Alone: `sh scripts/node24.sh scripts/lib/busy-calendar-bench.ts` (BENCH_CALENDAR_RUNS, default 10).
import { busyTimesOf } from '#app/modules/appointments/busy-times-ics.ts'

const budgetMs = 300
const day = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')
const local = (ms: number) => {
	const d = new Date(ms)
	return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`
}

/** A Google-like export: 50 weekly series and 1,950 single events, each with the fields Google writes (kept out of the result). */
export function generatedCalendar(now: number, events = 2000, series = 50): string {
	const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-TIMEZONE:America/New_York']
	lines.push('BEGIN:VTIMEZONE', 'TZID:America/New_York', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'END:DAYLIGHT')
	lines.push('BEGIN:STANDARD', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'END:STANDARD', 'END:VTIMEZONE')
	const common = (uid: string, n: number) => [`DTSTAMP:20261120T120000Z`, `UID:${uid}`, `CREATED:20250101T120000Z`, `DESCRIPTION:Notes for item ${n}\\, with a line of text a calendar keeps.`, 'LAST-MODIFIED:20261120T120000Z', `LOCATION:Room ${n % 12}`, 'SEQUENCE:0', 'STATUS:CONFIRMED', `SUMMARY:Event ${n}`, 'TRANSP:OPAQUE']
	// Series began up to a year ago: expanding them walks their past weeks too.
	for (let s = 0; s < series; s++) {
		const start = Date.UTC(2025, 11, 1 + (s % 7), 8 + (s % 9), (s % 2) * 30)
		const uid = `series-${s}@google.com`
		lines.push('BEGIN:VEVENT', `DTSTART;TZID=America/New_York:${local(start)}`, `DTEND;TZID=America/New_York:${local(start + 3_600_000)}`, 'RRULE:FREQ=WEEKLY', `EXDATE;TZID=America/New_York:${local(start + 52 * 7 * day)}`, ...common(uid, s), 'END:VEVENT')
		const moved = start + 53 * 7 * day
		lines.push('BEGIN:VEVENT', `DTSTART;TZID=America/New_York:${local(moved + day)}`, `DTEND;TZID=America/New_York:${local(moved + day + 3_600_000)}`, `RECURRENCE-ID;TZID=America/New_York:${local(moved)}`, ...common(uid, s), 'END:VEVENT')
	}
	for (let n = series * 2; n < events; n++) {
		const start = now - 365 * day + Math.floor((n * 547 * day) / events) + (n % 10) * 3_600_000
		lines.push('BEGIN:VEVENT', `DTSTART;TZID=America/New_York:${local(start)}`, `DTEND;TZID=America/New_York:${local(start + 45 * 60_000)}`, ...common(`single-${n}@google.com`, n), 'END:VEVENT')
	}
	lines.push('END:VCALENDAR')
	return `${lines.join('\r\n')}\r\n`
}

export async function benchBusyCalendar() {
	const runs = Number(process.env.BENCH_CALENDAR_RUNS ?? 10)
	const now = Date.UTC(2026, 10, 30, 14)
	const body = generatedCalendar(now)
	const window = { from: now - day, to: now + 182 * day, officeZone: 'America/New_York' }
	busyTimesOf(body, window)
	const cpu: number[] = []
	let ranges = 0
	for (let i = 0; i < runs; i++) {
		const started = process.cpuUsage()
		ranges = busyTimesOf(body, window).ranges.length
		const used = process.cpuUsage(started)
		cpu.push((used.user + used.system) / 1000)
	}
	cpu.sort((a, b) => a - b)
	const median = cpu[Math.floor(cpu.length / 2)]!
	const worst = cpu.at(-1)!
	console.log(`\nbusy calendar: parse and expand 2,000 events (50 weekly series), ${(body.length / 1024).toFixed(0)} KB, 182 days → ${ranges} busy ranges, ${runs} runs\n`)
	console.log('case'.padEnd(58) + 'median'.padStart(9) + 'worst'.padStart(9) + 'budget'.padStart(9))
	console.log('CPU ms of one read (ical.js parse + expansion + zones)'.padEnd(58) + median.toFixed(1).padStart(9) + `${worst.toFixed(1)}${worst <= budgetMs ? ' ' : '!'}`.padStart(9) + String(budgetMs).padStart(9))
	console.log('(! over the budget)')
}

if (import.meta.main) await benchBusyCalendar()
