import { z } from 'zod'

/**
 * The one reading of a date or time a request supplies (issue 41 point 3). Written with a
 * four-digit year from 2000 to 2100 and a real calendar day, or refused with a message: a
 * year such as +275760 or 0000 made Date arithmetic throw (RangeError) and PostgreSQL
 * refuse the value (22008, 22009), each a 5xx. Nothing the site books, shows or stores
 * lies outside these years.
 */
export const requestYears = { first: 2000, last: 2100 } as const

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/
const instantPattern = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

const inYears = (year: string) => Number(year) >= requestYears.first && Number(year) <= requestYears.last

/** The day exists (no February 31: Date.parse would roll it into March). */
const realDay = (year: string, month: string, day: string) => {
	const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
	return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

function isRequestDay(value: string): boolean {
	const match = dayPattern.exec(value)
	return match !== null && inYears(match[1]!) && realDay(match[1]!, match[2]!, match[3]!)
}

function isRequestInstant(value: string): boolean {
	const match = instantPattern.exec(value)
	return match !== null && inYears(match[1]!) && realDay(match[1]!, match[2]!, match[3]!) && Number.isFinite(Date.parse(value))
}

const years = `${requestYears.first} to ${requestYears.last}`

/** A day of a calendar, `2026-12-24`. */
export const requestDay = (label: string) =>
	z
		.string({ error: `${label} is required` })
		.max(10, `${label}: a date from the years ${years}, like 2026-12-24`)
		.refine(isRequestDay, `${label}: a date from the years ${years}, like 2026-12-24`)

/** An instant written with its offset or Z (RFC 3339), as milliseconds since 1970. */
export const requestInstant = (label: string) =>
	z
		.string({ error: `${label} is required` })
		.max(40, `${label}: use a date and time from the years ${years} with its offset, e.g. 2026-12-01T10:00:00-05:00`)
		.refine(isRequestInstant, `${label}: use a date and time from the years ${years} with its offset, e.g. 2026-12-01T10:00:00-05:00`)
		.transform((value) => Date.parse(value))

/** A day (`2026-12-01`) or an instant with its offset, kept as written: the caller reads a day in its own zone. */
export const requestDayOrInstant = (label: string, example: string) =>
	z
		.string({ error: `${label} is required` })
		.max(40, `${label}: a date (${example}) or a date and time with its offset, from the years ${years}`)
		.refine((value) => isRequestDay(value) || isRequestInstant(value), `${label}: a date (${example}) or a date and time with its offset, from the years ${years}`)
