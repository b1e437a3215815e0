import { intlLocale, type Locale } from '#app/i18n/locale.ts'

/** "9:30 a. m.": US Spanish spaces its a. m. and p. m.; ICU versions differ, so every page and mail writes it one way. */
const spanishHalves = (text: string) => text.replace(/\b([ap])\.\s?m\./g, '$1. m.')

/** An appointment's time as its mails and pages write it, in the office's zone and the reader's language (server side: Intl loads zone data). */
export function appointmentTime(at: number, timeZone: string, locale: Locale = 'en') {
	const tag = intlLocale(locale)
	const long = spanishHalves(new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at))
	const short = spanishHalves(new Intl.DateTimeFormat(tag, { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at))
	return { long, short }
}

/** "Tuesday, December 1, 2026 at 9:30 AM" of an ISO time with an offset: its wall time as written there (no zone data needed). */
export function wallTimeText(iso: string, locale: Locale = 'en') {
	const wall = Date.parse(`${iso.slice(0, 19)}Z`)
	return spanishHalves(new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(wall))
}
