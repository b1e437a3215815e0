import { data } from 'react-router'
import { z } from 'zod'
import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { issuesByField } from '#app/modules/leads/form-issue-text.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { insurancePayers } from '#app/modules/profiles/taxonomy.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { appointmentTime, wallTimeText } from './appointment-time.ts'
import { bookingFields } from './booking-request-schema.ts'
import { findBooking, holdMinutes, minutesToWait, openingView, requestAppointment, requestsPerEmailPerDay, requestsPerEmailPerDietitian, waitingHoldsPerDietitian, type OpeningView } from './booking.server.ts'
import { busyIntervals } from './next-opening.server.ts'
import { bookingProblem, listOpenings, type BookingProblem } from './openings.ts'
import { formatText, kindText, visitorZoneOf } from './profile-openings.server.ts'
import { visitPrice, type VisitFormat, type VisitKind } from './visit-kinds.ts'

/**
 * The booking page of a public profile (/viewdoctorprofile/{id}/book): the
 * opening a visitor picked, the form, and what happened after they sent it.
 * The page and POST /api/appointments/request call the same requestAppointment.
 */

export type ChosenOpening = {
	start: string
	when: string
	visitorWhen: string | null
	kind: VisitKind
	kindLabel: string
	minutes: number
	priceCents: number | null
	formats: { value: VisitFormat; label: string }[]
}

export type OtherOpening = { start: string; kind: VisitKind; when: string }

/** The booking form's insurance choice: the plans the dietitian takes, self-pay at the first visit's price, or another plan (out of network). */
export type BookingInsuranceChoice = { plans: string[]; selfPayCents: number | null; superbill: boolean }

export type BookingPage = {
	id: number
	dietitianName: string
	opening: ChosenOpening | null
	problem: string | null
	others: OtherOpening[]
	insurance: BookingInsuranceChoice
	tz: string | null
}

/** The plans a dietitian takes, in the taxonomy's order; "Self-pay" is its own choice. */
function insuranceChoice(payment: { insurance: string[]; superbill: boolean; selfPayFirstVisitCents: number | null }): BookingInsuranceChoice {
	return { plans: insurancePayers.filter((payer) => payer !== 'Self-pay' && payment.insurance.includes(payer)), selfPayCents: payment.selfPayFirstVisitCents, superbill: payment.superbill }
}

const othersOf = (t: Translate, views: OpeningView[], timeZone: string): OtherOpening[] => views.map((view) => ({ start: view.start, kind: view.kind, when: appointmentTime(Date.parse(view.start), timeZone, t.locale).long }))

/** Why an opening cannot be booked, in the page's language (problemMessage in booking.server.ts writes the API's English). */
export function problemText(t: Translate, problem: BookingProblem, bookable: { availability: { noticeHours: number; horizonDays: number } }): string {
	const { noticeHours, horizonDays } = bookable.availability
	switch (problem) {
		case 'taken':
			return t('booking.problem.taken')
		case 'kind-off':
			return t('booking.problem.kindOff')
		case 'format':
			return t('booking.problem.format')
		case 'past':
			return t('booking.problem.past')
		case 'notice':
			return t('booking.problem.notice', { hours: noticeHours })
		case 'horizon':
			return t('booking.problem.horizon', { days: horizonDays })
		case 'not-an-opening':
			return t('booking.problem.notAnOpening')
	}
}

async function bookingTarget(rawId: string | undefined) {
	const id = parseProfileId(rawId)
	const found = id === null ? 'not-found' : await findBooking(id)
	// A profile that takes no bookings online has no booking page: the profile says how to reach the office.
	if (typeof found === 'string') throw data('Not found', { status: 404 })
	return { id: id!, found }
}

/** The next few openings of a kind from now, offered when the one asked for cannot be booked. */
async function nextOpenings(dietitianId: number, found: Exclude<Awaited<ReturnType<typeof findBooking>>, string>, kind: VisitKind) {
	const at = now().getTime()
	const { availability } = found.bookable
	const to = at + (availability.horizonDays + 1) * 86_400_000
	const busy = await busyIntervals(await getDb(), dietitianId, new Date(at), new Date(to))
	return listOpenings(availability, busy, at, { from: at, to, kind })
		.slice(0, 5)
		.map((opening) => openingView(availability.timeZone, opening))
}

export async function loadBookingPage(request: Request, rawId: string | undefined): Promise<BookingPage> {
	const t = requestTranslator(request)
	const { id, found } = await bookingTarget(rawId)
	const url = new URL(request.url)
	const tz = visitorZoneOf(url.searchParams.get('tz'))
	const { availability } = found.bookable
	const base = { id, dietitianName: found.target.name, insurance: insuranceChoice(found.target.payment), tz }
	const kind = bookingFields.kind.safeParse(url.searchParams.get('kind') ?? undefined)
	const start = bookingFields.start.safeParse(url.searchParams.get('start') ?? undefined)
	const setting = kind.success ? availability.kinds.find((k) => k.kind === kind.data && k.enabled && k.formats.length > 0) : undefined
	if (!setting) return { ...base, opening: null, problem: t('booking.problem.chooseKind'), others: [] }
	const others = async () => othersOf(t, await nextOpenings(id, found, setting.kind), availability.timeZone)
	if (!start.success) return { ...base, opening: null, problem: t('booking.problem.chooseOpening'), others: await others() }
	const at = now()
	const busy = await busyIntervals(await getDb(), id, at, new Date(start.data + 4 * 3_600_000))
	const problem = bookingProblem(availability, busy, at.getTime(), { start: start.data, kind: setting.kind, format: setting.formats[0]! })
	if (problem) return { ...base, opening: null, problem: problemText(t, problem, found.bookable), others: await others() }
	return {
		...base,
		problem: null,
		others: [],
		opening: {
			start: url.searchParams.get('start')!,
			when: appointmentTime(start.data, availability.timeZone, t.locale).long,
			visitorWhen: tz && tz !== availability.timeZone ? appointmentTime(start.data, tz, t.locale).long : null,
			kind: setting.kind,
			kindLabel: kindText(t, setting.kind),
			minutes: setting.minutes,
			// The profile's first-visit fee, as on the profile and the card (issue 42.2); null when it states none.
			priceCents: visitPrice(setting.kind, found.target.payment.selfPayFirstVisitCents),
			formats: setting.formats.map((value) => ({ value, label: formatText(t, value) })),
		},
	}
}

const formFields = ['start', 'kind', 'format', 'name', 'email', 'phone', 'reason', 'insurance'] as const
export type BookingFormValues = Partial<Record<(typeof formFields)[number], string>>

export type BookingAnswer =
	| { status: 'held'; email: string; when: string; holdMinutes: number; dietitianName: string }
	| { status: 'error'; errors: Record<string, string[]>; values: BookingFormValues; others: OtherOpening[] }

const bookingFormSchema = z.object(bookingFields)

/**
 * The booking form's post: the honeypot, the fields (errors come back with
 * what was typed), then the hold. A taken opening answers 409 with the next
 * openings of the kind.
 */
export async function submitBookingPage(request: Request, rawId: string | undefined, clientIp: string) {
	const id = parseProfileId(rawId)
	// The page's language: its messages here, and the visitor's mails later.
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const form = await readForm(request)
	// A reason pasted a megabyte long is cut before it is echoed back; the schema still refuses it.
	const values: BookingFormValues = Object.fromEntries(formFields.map((name) => [name, String(form.get(name) ?? '').slice(0, 2000)]))
	const failed = (message: string, status: number, others: OtherOpening[] = [], headers?: HeadersInit) => data<BookingAnswer>({ status: 'error', errors: { '': [message] }, values, others }, { status, headers })
	if (String(form.get(honeypotFieldName) ?? '') !== '') return failed(t('booking.error.notSent'), 400)
	if (id === null) return failed(t('contact.error.notFound'), 404)
	const parsed = await bookingFormSchema.safeParseAsync(Object.fromEntries(formFields.map((name) => [name, form.get(name) ?? undefined]).filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) {
		return data<BookingAnswer>({ status: 'error', errors: issuesByField(t, parsed.error.issues), values, others: [] }, { status: 400 })
	}
	const outcome = await requestAppointment(id, { ...parsed.data, locale }, clientIp)
	const officeTime = (iso: string) => t('booking.officeTime', { when: wallTimeText(iso, locale) })
	switch (outcome.status) {
		case 'not-found':
			return failed(t('contact.error.notFound'), 404)
		case 'no-booking':
			return failed(t('booking.error.noBooking'), 403)
		case 'rate-limited': {
			const minutes = minutesToWait(outcome.retryAfter)
			const messages = {
				address: () => t('booking.error.addressLimit', { minutes }),
				email: () => t('booking.error.emailLimit', { count: requestsPerEmailPerDay }),
				'email-dietitian': () => t('booking.error.emailDietitianLimit', { count: requestsPerEmailPerDietitian }),
				'waiting-holds': () => t('booking.error.waitingHolds', { count: waitingHoldsPerDietitian, minutes }),
			}
			const message = messages[outcome.limit]()
			return failed(message, 429, [], { 'retry-after': String(outcome.retryAfter) })
		}
		case 'invalid': {
			const found = await findBooking(id)
			return failed(typeof found === 'string' ? outcome.message : problemText(t, outcome.problem, found.bookable), 400)
		}
		case 'taken':
			return failed(t('booking.problem.taken'), 409, outcome.openings.map((view) => ({ start: view.start, kind: view.kind, when: officeTime(view.start) })))
		case 'held':
			return data<BookingAnswer>({ status: 'held', email: parsed.data.email, when: officeTime(outcome.start), holdMinutes, dietitianName: outcome.dietitianName })
	}
}
