import { intlLocale, type Locale } from '#app/i18n/locale.ts'

/** "the end of Tuesday, December 1": a reply deadline is the midnight that ends a business day in the office's zone. */
export const deadlineWords = (dueAt: Date, timeZone: string) =>
	`the end of ${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(dueAt.getTime() - 1))}`

/** "Tuesday, December 1" ("martes, 1 de diciembre"): the business day whose end is a reply deadline, in the office's zone. */
export const dueDayWords = (dueAt: Date, timeZone: string, locale: Locale) =>
	new Intl.DateTimeFormat(intlLocale(locale), { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(dueAt.getTime() - 1))

/** "November 30" ("30 de noviembre") in the office's zone. */
export const dayWords = (at: Date, timeZone: string, locale: Locale = 'en') => new Intl.DateTimeFormat(intlLocale(locale), { timeZone, month: 'long', day: 'numeric' }).format(at)

/** "Oct 16, 2026" (the site's 'MMM DD, YYYY') in the office's zone. */
export const receivedWords = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' }).format(at)
