import { intlLocale, type Locale } from '#app/i18n/locale.ts'

/** "Jordan R.": the first name and the last name's initial, what a review signed with a name shows. */
export function shortName(fullName: string) {
	const words = fullName.trim().split(/\s+/).filter(Boolean)
	const first = words[0] ?? ''
	const last = words.length > 1 ? words[words.length - 1]! : ''
	return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first
}

/** `2026-11`: the month of a time in a zone (the office's), as the review keeps it. */
export function monthIn(at: Date, timeZone: string) {
	const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at)
	const part = (type: string) => parts.find((p) => p.type === type)!.value
	return `${part('year')}-${part('month')}`
}

/** The average to one decimal ("4.7"), from 3 reviews on (issue 46 point 3): fewer are too easily skewed to sum up. */
export const minimumForAverage = 3

export function ratingAverage(count: number, sum: number): number | null {
	return count >= minimumForAverage ? Math.round((sum * 10) / count) / 10 : null
}

/** "November 2026" / "noviembre de 2026" of a kept `2026-11` (server side: pages get the words, not Intl). */
export function monthWords(visitMonth: string, locale: Locale) {
	const [year, month] = visitMonth.split('-').map(Number)
	return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.UTC(year!, month! - 1, 15))
}
