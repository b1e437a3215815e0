import type { Locale } from '#app/i18n/locale.ts'

/**
 * A day of the public profile's openings as the page's loader sends it (issue 44 point 4): the
 * office's date, its label, and each opening as minutes after midnight on the office's clock. The
 * page writes the times, the instants and the booking links from these, so the loader data carries
 * each opening once, as a number, and not the texts and links the HTML already holds.
 */
export type OpeningDay = {
	date: string
	label: string
	/** The office's offset from UTC in minutes that day. */
	offset: number
	/** Each opening's start, minutes after the office's midnight. */
	times: number[]
	/** Each opening's own offset, only on a day the clocks change. */
	offsets?: number[]
	/** Each opening in the zone the visitor chose on the page ("8:30 AM CST"), written by the server. */
	visitor?: string[]
}

export type OpeningSlot = {
	/** The instant with the office's offset, to the minute: what the booking link carries ("2026-12-01T10:00-05:00"). */
	start: string
	/** The time of day in the office's zone ("9:30 AM"). */
	office: string
	/** The same time in the zone the visitor chose, when they chose one on the server. */
	visitor: string | null
	/** The instant in epoch milliseconds, for the browser to write it in the visitor's zone. */
	at: number
}

const minuteMs = 60_000
const pad = (n: number) => String(n).padStart(2, '0')

/** "9:30 AM" ("9:30 a. m.") of minutes after midnight, as en-US (es-US) writes a time of day. */
export const clockText = (minutes: number, locale: Locale = 'en') => {
	const hour = Math.floor(minutes / 60) % 24
	const half = locale === 'es' ? (hour < 12 ? 'a. m.' : 'p. m.') : hour < 12 ? 'AM' : 'PM'
	return `${hour % 12 || 12}:${pad(minutes % 60)} ${half}`
}

/** "-05:00" of an offset in minutes. */
export const offsetText = (offset: number) => {
	const abs = Math.abs(offset)
	return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** A day's openings as the page shows and links them. */
export function slotsOf(day: OpeningDay, locale: Locale): OpeningSlot[] {
	const midnight = Date.parse(`${day.date}T00:00:00Z`)
	return day.times.map((minutes, index) => {
		const offset = day.offsets?.[index] ?? day.offset
		return {
			start: `${day.date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}${offsetText(offset)}`,
			office: clockText(minutes, locale),
			visitor: day.visitor?.[index] ?? null,
			at: midnight + (minutes - offset) * minuteMs,
		}
	})
}
