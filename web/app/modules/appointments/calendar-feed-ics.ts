import { offsetAt, wallTimeAt } from '#app/modules/clock/zoned-time.ts'
import { fold, text, utc } from './invitation.ts'

/** One visit as the private feed shows it: no reason, phone or e-mail (the feed lives in synced calendars). */
export type FeedEvent = {
	uid: string
	status: 'TENTATIVE' | 'CONFIRMED'
	/** When the row last changed state: a stable DTSTAMP keeps the body (and its ETag) the same between polls. */
	stamp: number
	start: number
	end: number
	summary: string
	description: string
	url: string
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** A wall time of the zone in the local form (no "Z"): 20261201T090000. */
function local(timeZone: string, ms: number) {
	const { date, minutes } = wallTimeAt(timeZone, ms)
	return `${date.replace(/-/g, '')}T${twoDigits(Math.floor(minutes / 60))}${twoDigits(minutes % 60)}00`
}

/** "-0500" from -300 minutes. */
function offset(minutes: number) {
	const sign = minutes < 0 ? '-' : '+'
	const abs = Math.abs(minutes)
	return `${sign}${twoDigits(Math.floor(abs / 60))}${twoDigits(abs % 60)}`
}

/**
 * The VTIMEZONE a TZID must point to (RFC 5545 3.6.5; Outlook ignores a bare TZID).
 * Offices are in the United States: a zone either keeps one offset all year
 * (Arizona, Hawaii) or follows the federal rule, second Sunday of March to first
 * Sunday of November, which this writes as yearly rules.
 */
function vtimezone(timeZone: string, at: number): string[] {
	const year = new Date(at).getUTCFullYear()
	const winter = offsetAt(timeZone, Date.UTC(year, 0, 15))
	const summer = offsetAt(timeZone, Date.UTC(year, 6, 15))
	if (winter === summer) {
		return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset(winter)}`, `TZOFFSETTO:${offset(winter)}`, 'END:STANDARD', 'END:VTIMEZONE']
	}
	return [
		'BEGIN:VTIMEZONE',
		`TZID:${timeZone}`,
		'BEGIN:DAYLIGHT',
		'DTSTART:19700308T020000',
		'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
		`TZOFFSETFROM:${offset(winter)}`,
		`TZOFFSETTO:${offset(summer)}`,
		'END:DAYLIGHT',
		'BEGIN:STANDARD',
		'DTSTART:19701101T020000',
		'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
		`TZOFFSETFROM:${offset(summer)}`,
		`TZOFFSETTO:${offset(winter)}`,
		'END:STANDARD',
		'END:VTIMEZONE',
	]
}

/**
 * The dietitian's private feed (issue 45 point 1): a published calendar
 * (no METHOD), its events in the office's zone, each with the UID of the
 * mailed invitation so a calendar that has both shows one event.
 */
export function calendarFeedIcs(feed: { name: string; timeZone: string; at: number; events: FeedEvent[] }): string {
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//American Dietitian//Calendar feed//EN',
		'CALSCALE:GREGORIAN',
		`X-WR-CALNAME:${text(feed.name)}`,
		`X-WR-TIMEZONE:${feed.timeZone}`,
		...vtimezone(feed.timeZone, feed.at),
		...feed.events.flatMap((e) => [
			'BEGIN:VEVENT',
			`UID:${e.uid}`,
			`DTSTAMP:${utc(e.stamp)}`,
			`DTSTART;TZID=${feed.timeZone}:${local(feed.timeZone, e.start)}`,
			`DTEND;TZID=${feed.timeZone}:${local(feed.timeZone, e.end)}`,
			`SUMMARY:${text(e.summary)}`,
			`DESCRIPTION:${text(e.description)}`,
			`URL:${e.url}`,
			`STATUS:${e.status}`,
			'TRANSP:OPAQUE',
			'END:VEVENT',
		]),
		'END:VCALENDAR',
	]
	return `${lines.map(fold).join('\r\n')}\r\n`
}
