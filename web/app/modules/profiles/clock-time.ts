import type { Locale } from '#app/i18n/locale.ts'

// The office's times as the pages write them; apart from office-hours.ts, so the profile's "Open now"
// clock does not carry them to the browser (its hours are written by the loader).

/** A stored time ("16:00") in a page's language: "4:00 PM", "4:00 p. m." (noon "12:00 PM", midnight "12:00 AM"). */
export function clockTimeIn(time: string, locale: Locale): string {
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	const half = hours < 12 ? (locale === 'en' ? 'AM' : 'a. m.') : locale === 'en' ? 'PM' : 'p. m.'
	return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`
}

/** A stored time as US visitors read it: "4:00 PM". */
export const clockTime = (time: string) => clockTimeIn(time, 'en')

/** An opening as the pages show it: "9:00 AM–5:00 PM". */
export const openingHours = (range: { from: string; to: string }) => `${clockTime(range.from)}–${clockTime(range.to)}`

/** An opening in a page's language: "9:00 AM–5:00 PM", "9:00 a. m.–5:00 p. m.". */
export const openingHoursIn = (range: { from: string; to: string }, locale: Locale) => `${clockTimeIn(range.from, locale)}–${clockTimeIn(range.to, locale)}`
