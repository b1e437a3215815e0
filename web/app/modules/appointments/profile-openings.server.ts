import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale, type Locale } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { addDays, dateOfUtc, dayMs, isTimeZone, offsetAt, startOfDay, steadyOffsetOf, wallTimeAt } from '#app/modules/clock/zoned-time.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { findBooking } from './booking.server.ts'
import { busyIntervals } from './next-opening.server.ts'
import { listOpenings, type Opening } from './openings.ts'
import { visitKinds, type VisitFormat, type VisitKind } from './visit-kinds.ts'

/** How many days of openings the public profile shows. */
export const profileOpeningDays = 14

const minuteMs = 60_000
const pad = (n: number) => String(n).padStart(2, '0')

/** "9:30 AM" ("9:30 a. m.") of minutes after midnight, as en-US (es-US) writes a time of day. */
const clockText = (minutes: number, locale: Locale = 'en') => {
	const hour = Math.floor(minutes / 60) % 24
	const half = locale === 'es' ? (hour < 12 ? 'a. m.' : 'p. m.') : hour < 12 ? 'AM' : 'PM'
	return `${hour % 12 || 12}:${pad(minutes % 60)} ${half}`
}

/** A kind and a format of visit in the page's language (visit-kinds.ts keeps the English of the dietitian's pages). */
export const kindText = (t: Translate, kind: VisitKind) => (kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'))
export const formatText = (t: Translate, format: VisitFormat) => (format === 'office' ? t('booking.format.office') : format === 'video' ? t('booking.format.video') : t('booking.format.phone'))

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

/** '2026-12-01T10:00:00-05:00' from an instant and its offset (as isoInZone writes it). */
const isoWithOffset = (at: number, offset: number) => {
	const abs = Math.abs(offset)
	return `${new Date(at + offset * minuteMs).toISOString().slice(0, 19)}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** "Tuesday, December 1" of an office date (written at noon UTC: the date is the zone's already). */
const dayFormats = { en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }), es: new Intl.DateTimeFormat(intlLocale('es'), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }) }
export const longDayLabel = (date: string, locale: Locale = 'en') => dayFormats[locale].format(Date.parse(`${date}T12:00:00Z`))

/** The zone's short name at an instant ("EST", "MST"). */
export const zoneAbbreviation = (timeZone: string, at: number) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone

/** A visitor's zone from the page's `tz` parameter: a zone this server knows, or null. */
export const visitorZoneOf = (raw: string | null) => (raw && raw.length <= 64 && isTimeZone(raw) ? raw : null)

export type OpeningSlot = {
	/** The instant with the office's offset: what the booking link and form carry. */
	start: string
	/** The time of day in the office's zone ("9:30 AM"). */
	office: string
	/** The same time in the visitor's zone with its name ("8:30 AM CST"), when asked for on the server. */
	visitor: string | null
	/** The instant in epoch milliseconds, for the browser to write it in the visitor's zone. */
	at: number
}

export type OpeningDay = { date: string; label: string; slots: OpeningSlot[] }

export type ProfileOpenings = {
	timeZone: string
	zoneName: string
	kind: VisitKind
	kinds: { kind: VisitKind; label: string; minutes: number; priceCents: number | null; formats: string[] }[]
	days: OpeningDay[]
	visitorZone: string | null
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
			day = { date, label: longDayLabel(date, locale), slots: [] }
			days.push(day)
		}
		let visitorText: string | null = null
		if (visitor) {
			const theirs = visitor.offset(opening.start)
			let name = visitor.names.get(theirs)
			if (name === undefined) visitor.names.set(theirs, (name = zoneAbbreviation(visitor.zone, opening.start)))
			visitorText = `${clockText(Math.floor((((opening.start + theirs * minuteMs) % dayMs) + dayMs) % dayMs / minuteMs), locale)} ${name}`
		}
		day.slots.push({
			start: isoWithOffset(opening.start, offset),
			office: clockText(Math.floor((wall - Date.parse(`${date}T00:00:00Z`)) / minuteMs), locale),
			visitor: visitorText,
			at: opening.start,
		})
	}
	return days
}

/**
 * The public profile's openings: the next 14 days of the office's calendar, of
 * one kind of visit (the visitor picks which), grouped by day. Null when the
 * dietitian's plan has no booking, they set no availability, or they take no
 * new clients: then the page shows no openings and no form.
 */
export async function profileOpenings(dietitianId: number, ask: { kind: string | null; tz: string | null }, locale: Locale = 'en'): Promise<ProfileOpenings | null> {
	const t = translator(locale)
	const at = now().getTime()
	const found = await findBooking(dietitianId)
	if (typeof found === 'string') return null
	const { availability } = found.bookable
	const { timeZone } = availability
	const to = startOfDay(timeZone, addDays(wallTimeAt(timeZone, at).date, profileOpeningDays))
	const kinds = visitKinds
		.map((kind) => availability.kinds.find((setting) => setting.kind === kind))
		.filter((setting) => setting?.enabled && setting.formats.length > 0)
		.map((setting) => ({ kind: setting!.kind, label: kindText(t, setting!.kind), minutes: setting!.minutes, priceCents: setting!.priceCents, formats: setting!.formats.map((format) => formatText(t, format)) }))
	if (kinds.length === 0) return null
	const kind = kinds.find((k) => k.kind === ask.kind)?.kind ?? kinds[0]!.kind
	const visitorZone = visitorZoneOf(ask.tz)
	const busy = await busyIntervals(await getDb(), dietitianId, new Date(at), new Date(to + 2 * 3_600_000))
	return {
		timeZone,
		zoneName: zoneAbbreviation(timeZone, at),
		kind,
		kinds,
		days: groupByDay(timeZone, listOpenings(availability, busy, at, { from: at, to, kind }), visitorZone, locale),
		visitorZone,
	}
}
