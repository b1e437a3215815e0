import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale, type Locale } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { addDays, dateOfUtc, dayMs, isTimeZone, offsetAt, startOfDay, steadyOffsetOf, wallTimeAt } from '#app/modules/clock/zoned-time.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { findBooking } from './booking.server.ts'
import { busyIntervals } from './next-opening.server.ts'
import { listOpenings, type Opening } from './openings.ts'
import { clockText, type OpeningDay } from './opening-slots.ts'
import { formatText, kindText } from './visit-kind-text.ts'
import { visitKinds, visitPrice, type VisitKind } from './visit-kinds.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { timeQuery } from '#app/modules/metrics/metrics.server.ts'

/** The openings the public profile shows at a time: one week of the office's calendar (issue 44 point 4). */
export const profileOpeningDays = 7

const minuteMs = 60_000

/** A kind and a format of visit in the page's language (visit-kinds.ts keeps the English of the dietitian's pages). */
export { formatText, kindText }

/**
 * The zone's offset at instants that come in order: worked out with Intl once
 * a day (a day the clocks change: at each instant), then by arithmetic. Three
 * hundred openings would otherwise cost a thousand Intl calls.
 */
function offsetsOf(timeZone: string) {
	let from = Number.POSITIVE_INFINITY
	let to = Number.NEGATIVE_INFINITY
	let steady: number | null = null
	return (at: number) => {
		if (steady !== null && at >= from && at < to) return steady
		const offset = offsetAt(timeZone, at)
		const date = dateOfUtc(at + offset * minuteMs)
		steady = steadyOffsetOf(timeZone, date)
		if (steady !== null) {
			from = Date.parse(`${date}T00:00:00Z`) - steady * minuteMs
			to = from + dayMs
		}
		return offset
	}
}

/** "Tuesday, December 1" of an office date (written at noon UTC: the date is the zone's already). */
const dayFormats = { en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }), es: new Intl.DateTimeFormat(intlLocale('es'), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }) }
export const longDayLabel = (date: string, locale: Locale = 'en') => dayFormats[locale].format(Date.parse(`${date}T12:00:00Z`))

/** The zone's short name at an instant ("EST", "MST"). */
export const zoneAbbreviation = (timeZone: string, at: number) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone

/** A visitor's zone from the page's `tz` parameter: a zone this server knows, or null. */
export const visitorZoneOf = (raw: string | null) => (raw && raw.length <= 64 && isTimeZone(raw) ? raw : null)

export type { OpeningDay } from './opening-slots.ts'

const zoneChoices = (t: Translate): [string, string][] => [
	['America/New_York', t('booking.zone.eastern')],
	['America/Chicago', t('booking.zone.central')],
	['America/Denver', t('booking.zone.mountain')],
	['America/Phoenix', t('booking.zone.arizona')],
	['America/Los_Angeles', t('booking.zone.pacific')],
	['America/Anchorage', t('booking.zone.alaska')],
	['Pacific/Honolulu', t('booking.zone.hawaii')],
	['America/Puerto_Rico', t('booking.zone.atlantic')],
]

/** A kind's length and price in words: "15 minutes, free", "60 minutes, $165", or "60 minutes" when the profile states no first-visit fee. */
export const lengthAndPrice = (t: Translate, minutes: number, priceCents: number | null) =>
	priceCents === null ? t('booking.minutes', { minutes }) : priceCents === 0 ? t('booking.minutesFree', { minutes }) : t('booking.minutesPrice', { minutes, price: formatPrice(priceCents) })

export type ProfileOpenings = {
	timeZone: string
	zoneName: string
	kind: VisitKind
	/** Each kind with its length and price in words ("15 minutes, free"), written here so the page's script carries no price code. */
	kinds: { kind: VisitKind; label: string; price: string; formats: string[] }[]
	/** The zones a visitor may also see the times in, with their names in the page's language. */
	zones: [zone: string, label: string][]
	days: OpeningDay[]
	visitorZone: string | null
	/** The week shown, 0 the one starting today, and the last week the dietitian's horizon reaches. */
	week: number
	lastWeek: number
	/** The dietitian's words for the openings outside the office hours, printed beside the hours (issue 42.1). */
	outsideHoursNote: string | null
}

/** Openings grouped by the office's calendar date. */
export function groupByDay(timeZone: string, openings: Opening[], visitorZone: string | null, locale: Locale = 'en'): OpeningDay[] {
	const days: OpeningDay[] = []
	const officeOffset = offsetsOf(timeZone)
	const visitor = visitorZone && visitorZone !== timeZone ? { offset: offsetsOf(visitorZone), names: new Map<number, string>(), zone: visitorZone } : null
	for (const opening of openings) {
		const offset = officeOffset(opening.start)
		const wall = opening.start + offset * minuteMs
		const date = dateOfUtc(wall)
		let day = days.at(-1)
		if (day?.date !== date) {
			day = { date, label: longDayLabel(date, locale), offset, times: [] }
			days.push(day)
		}
		// A day the clocks change: each opening keeps its own offset.
		if (offset !== day.offset || day.offsets) (day.offsets ??= day.times.map(() => day!.offset)).push(offset)
		day.times.push(Math.floor((wall - Date.parse(`${date}T00:00:00Z`)) / minuteMs))
		if (visitor) {
			const theirs = visitor.offset(opening.start)
			let name = visitor.names.get(theirs)
			if (name === undefined) visitor.names.set(theirs, (name = zoneAbbreviation(visitor.zone, opening.start)))
			;(day.visitor ??= []).push(`${clockText(Math.floor((((opening.start + theirs * minuteMs) % dayMs) + dayMs) % dayMs / minuteMs), locale)} ${name}`)
		}
	}
	return days
}

/** The week a page asks for (`?week=2`), within the horizon: anything else is the first. */
export function weekOf(raw: string | null, lastWeek: number) {
	const week = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : 0
	return Math.min(week, lastWeek)
}

/**
 * The public profile's openings: one week of the office's calendar (`week` 0
 * starts today), of one kind of visit (the visitor picks which), grouped by
 * day. The weeks go as far as the dietitian's horizon ("How far ahead") and no
 * further. Null when the dietitian's plan has no booking, they set no
 * availability, or they take no new clients: then the page shows no openings
 * and no form. Timed in /metrics as the openings query.
 */
export const profileOpenings = (dietitianId: number, ask: { kind: string | null; tz: string | null; week?: string | null }, locale: Locale = 'en') =>
	timeQuery('openings', () => weekOfOpenings(dietitianId, ask, locale))

async function weekOfOpenings(dietitianId: number, ask: { kind: string | null; tz: string | null; week?: string | null }, locale: Locale): Promise<ProfileOpenings | null> {
	const t = translator(locale)
	const at = now().getTime()
	const found = await findBooking(dietitianId)
	if (typeof found === 'string') return null
	const { availability } = found.bookable
	const { timeZone } = availability
	const today = wallTimeAt(timeZone, at).date
	// The horizon's last date (today plus "How far ahead") falls in this week.
	const lastWeek = Math.floor(availability.horizonDays / profileOpeningDays)
	const week = weekOf(ask.week ?? null, lastWeek)
	const from = Math.max(at, startOfDay(timeZone, addDays(today, week * profileOpeningDays)))
	const to = startOfDay(timeZone, addDays(today, (week + 1) * profileOpeningDays))
	const kinds = visitKinds
		.map((kind) => availability.kinds.find((setting) => setting.kind === kind))
		.filter((setting) => setting?.enabled && setting.formats.length > 0)
		// The first visit's price is the profile's first-visit fee, the one "Services and fees" and the card show (issue 42.2).
		.map((setting) => ({ kind: setting!.kind, label: kindText(t, setting!.kind), price: lengthAndPrice(t, setting!.minutes, visitPrice(setting!.kind, found.target.payment.selfPayFirstVisitCents)), formats: setting!.formats.map((format) => formatText(t, format)) }))
	if (kinds.length === 0) return null
	const kind = kinds.find((k) => k.kind === ask.kind)?.kind ?? kinds[0]!.kind
	const visitorZone = visitorZoneOf(ask.tz)
	const busy = await busyIntervals(await getDb(), dietitianId, new Date(from), new Date(to + 2 * 3_600_000))
	return {
		timeZone,
		zoneName: zoneAbbreviation(timeZone, at),
		zones: zoneChoices(t),
		kind,
		kinds,
		days: groupByDay(timeZone, listOpenings(availability, busy, at, { from, to, kind }), visitorZone, locale),
		visitorZone,
		week,
		lastWeek,
		outsideHoursNote: found.bookable.outsideHoursNote,
	}
}
