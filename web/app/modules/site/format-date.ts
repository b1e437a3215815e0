import type { Locale } from '#app/i18n/locale.ts'

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// The short names ICU gives en-US and es-US, written out (format-date.test.ts holds them to ICU for every
// day of a year): pages format their dates as they hydrate, and a browser's first Intl.DateTimeFormat
// loads its locale and zone data, a long task on a phone (Lighthouse's blocking time on /search). Written
// here, server and browser also cannot disagree by ICU version ("sep" or "sept").
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const spanishWeekdays = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']
const spanishMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic']

/**
 * A day as the site writes it everywhere (articles, billing, approvals, the
 * newsletter): spec §9's 'MMM DD, YYYY', e.g. 'Jan 05, 2024' (UTC, so server
 * and browser agree).
 */
export function formatDay(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	const day = String(date.getUTCDate()).padStart(2, '0')
	return `${months[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`
}

/** A day in the page's language: the spec's 'Jan 05, 2024' in English, '5 ene 2024' in Spanish (UTC, as above). */
export function formatDayIn(iso: string, locale: Locale): string {
	if (locale === 'en') return formatDay(iso)
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : `${date.getUTCDate()} ${spanishMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** A day without its year: 'Nov 05' as the English site always wrote it, '5 nov' in Spanish. */
export function formatMonthDayIn(iso: string, locale: Locale): string {
	if (locale === 'en') return formatDay(iso).slice(0, 6)
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : `${date.getUTCDate()} ${spanishMonths[date.getUTCMonth()]}`
}

/** 'Tue, Dec 1' / 'mar, 1 de dic' (UTC, as above): what a card writes for a day. */
export function formatWeekdayMonthDay(date: Date, locale: Locale): string {
	const [weekday, day, month] = [date.getUTCDay(), date.getUTCDate(), date.getUTCMonth()]
	return locale === 'en' ? `${englishWeekdays[weekday]}, ${months[month]} ${day}` : `${spanishWeekdays[weekday]}, ${day} de ${spanishMonths[month]}`
}
