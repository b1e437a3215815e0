import { intlLocale, type Locale } from '#app/i18n/locale.ts'
import { businessDeadline } from '#app/modules/clock/business-days.ts'
import { appointmentTime } from './appointment-time.ts'

/** Business days a dietitian has to answer a request. */
export const replyBusinessDays = 2

/** A request's answer deadline ends at least this long before the visit (issue 42 point 11). */
export const answerMarginMs = 60 * 60_000

/**
 * When a request sent at `at` must be answered: the end of the second
 * business day in the office's calendar, or an hour before the visit when
 * that comes first (docs/decisions/117).
 */
export const answerDeadline = (at: number, startsAt: number, timeZone: string) => Math.min(businessDeadline(at, replyBusinessDays, timeZone), startsAt - answerMarginMs)

/**
 * The deadline in words, never as "12:00 AM": the day it ends and the zone
 * ("Wednesday, December 2", "Eastern Time"), or, when the visit set it, the
 * time it is due (an hour before the visit; `null` deadlines of old rows were
 * the visit's start).
 */
export function deadlineWords(replyDueAt: number, startsAt: number, timeZone: string, locale: Locale = 'en') {
	const tag = intlLocale(locale)
	if (replyDueAt >= startsAt - answerMarginMs) return { beforeVisit: true as const, time: appointmentTime(replyDueAt, timeZone, locale).long }
	// The deadline is the midnight that ends its day: the day is the one of the instant just before.
	const day = new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(replyDueAt - 1)
	const zone = new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(replyDueAt - 1).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
	return { beforeVisit: false as const, day, zone }
}
