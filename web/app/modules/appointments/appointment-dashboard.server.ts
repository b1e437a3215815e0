import { data } from 'react-router'
import { z } from 'zod'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localeFromUrl, localizePath, type Locale } from '#app/i18n/locale.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { multiLineText } from '#app/modules/validation/text.ts'
import { requestInstant } from '#app/modules/validation/request-dates.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { answerAsDietitian, listAppointments, type AppointmentRow } from './appointment-answers.server.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime, wallTimeText } from './appointment-time.ts'
import { ownAvailability } from './availability.server.ts'
import { calendarConflicts } from './busy-calendars.server.ts'
import { busyIntervals, loadAvailability, type Bookable } from './next-opening.server.ts'
import { listOpenings, type Availability } from './openings.ts'
import { outsideCurrentHours } from './outside-current-hours.ts'
import { proposeMove } from './visit-moves.server.ts'
import { problemText } from './booking-page.server.ts'
import { answerText } from './link-pages.server.ts'
import { formatText, kindText } from './profile-openings.server.ts'
import type { AppointmentStatus, VisitKind } from './visit-kinds.ts'
import { notHeldState } from '#app/modules/reviews/not-held.ts'
import { notHeldVisits } from '#app/modules/reviews/review-invitations.server.ts'

/**
 * The appointments on the dietitian's dashboard (/viewprofile): requests
 * waiting for an answer, confirmed visits to come, past ones. The buttons
 * call the same answer functions as the mail links. The reason is shown here
 * because this is the dietitian it is for.
 */

/** How many past appointments the dashboard lists. */
const pastShown = 10
/** How many openings the "Propose another time" choice lists. */
const proposableShown = 40

export type DashboardAppointment = ReturnType<typeof appointmentCard>

/** "the end of Wednesday, December 2 (Eastern Time)", or the time an hour before the visit: never "12:00 AM". */
function replyByText(t: Translate, due: number, start: number, timeZone: string) {
	const words = deadlineWords(due, start, timeZone, t.locale)
	return words.beforeVisit ? words.time : t('booking.deadline.endOfDay', { day: words.day, zone: words.zone })
}

/** An appointment's state as the dashboard names it, in the page's language. */
function statusText(t: Translate, status: AppointmentStatus): string {
	switch (status) {
		case 'held':
			return t('dashboard.status.held')
		case 'requested':
			return t('dashboard.status.requested')
		case 'confirmed':
			return t('dashboard.status.confirmed')
		case 'declined':
			return t('dashboard.status.declined')
		case 'expired':
			return t('dashboard.status.expired')
		case 'released':
			return t('dashboard.status.released')
		case 'cancelled':
			return t('dashboard.status.cancelled')
		case 'moved':
			return t('dashboard.status.moved')
	}
}

/** `offered`: the hours the dietitian offers now, against which a live request or visit is marked (issue 43 point 8). */
function appointmentCard(t: Translate, row: AppointmentRow, byId: Map<number, AppointmentRow> = new Map(), offered: Availability | null = null, conflicts: Set<number> = new Set()) {
	const [proposal, ...note] = (row.declineNote ?? '').split('\n')
	const original = row.replacesId === null ? undefined : byId.get(row.replacesId)
	return {
		id: row.id,
		status: row.status,
		statusLabel: statusText(t, row.status),
		kind: row.kind,
		what: `${kindText(t, row.kind)}, ${formatText(t, row.format).toLowerCase()}`,
		when: appointmentTime(row.startsAt.getTime(), row.timeZone, t.locale).long,
		name: row.visitorName,
		email: row.visitorEmail,
		phone: row.visitorPhone,
		reason: row.reason,
		// Self-pay and "another plan" are the form's own choices, in the page's language; a plan is its name.
		insurance: row.insurance === 'Self-pay' ? t('profile.services.selfPayPayer') : row.insurance === 'Other' ? t('booking.form.otherInsurance') : row.insurance,
		// A move is due before the visit it would move begins too: the earlier start sets its deadline.
		replyBy: row.status === 'requested' && row.replyDueAt ? replyByText(t, row.replyDueAt.getTime(), Math.min(row.startsAt.getTime(), original?.startsAt.getTime() ?? Infinity), row.timeZone) : null,
		declined: row.status === 'declined' ? { proposedAnother: proposal === 'propose', note: note.join('\n') } : null,
		/** A request to move a visit: the time the visit keeps until this one is confirmed. */
		moves: row.status === 'requested' && original ? appointmentTime(original.startsAt.getTime(), original.timeZone, t.locale).long : null,
		outsideHours: offered !== null && outsideCurrentHours(offered, { start: row.startsAt.getTime(), end: row.endsAt.getTime() }),
		/** A busy time read from the dietitian's own calendar overlaps it (issue 45 point 3). */
		busyInCalendar: conflicts.has(row.id),
	}
}

/** The dashboard's words for a time outside the current hours or busy in the dietitian's calendar, in the page's language. */
function outsideHoursWords(t: Translate) {
	return {
		mark: t('booking.dashboard.outsideHours'),
		help: t('booking.dashboard.outsideHoursHelp'),
		declineAndOffer: t('booking.dashboard.declineAndOffer'),
		busyMark: t('booking.busyCalendars.conflict'),
		busyHelp: t('booking.busyCalendars.conflictHelp'),
	}
}

/** Openings a dietitian may propose as a visit's new time, by kind of visit: the dashboard's choice (no JavaScript). */
async function proposableTimes(userId: number, bookable: Bookable | null, kinds: Set<VisitKind>, locale: Locale) {
	const times: Partial<Record<VisitKind, { start: string; label: string }[]>> = {}
	if (kinds.size === 0 || !bookable) return times
	const { availability } = bookable
	const at = now().getTime()
	const to = at + (availability.horizonDays + 1) * 86_400_000
	const busy = await busyIntervals(await getDb(), userId, new Date(at), new Date(to))
	for (const kind of kinds) {
		times[kind] = listOpenings(availability, busy, at, { from: at, to, kind })
			.slice(0, proposableShown)
			.map((opening) => ({ start: isoInZone(availability.timeZone, opening.start), label: appointmentTime(opening.start, availability.timeZone, locale).short }))
	}
	return times
}

export async function appointmentDashboard(userId: number, locale: Locale = 'en') {
	const t = translator(locale)
	const [list, availability, bookable, notHeld] = await Promise.all([listAppointments(userId), ownAvailability(userId), getDb().then((db) => loadAvailability(db, userId)), notHeldVisits(userId)])
	// The windows visitors are offered now (inside the office hours unless a note says what the others are).
	const offered = bookable?.availability ?? null
	const movable = [...list.pending.filter((row) => row.replacesId === null), ...list.upcoming]
	const byId = new Map([...list.pending, ...list.upcoming].map((row) => [row.id, row]))
	const conflicts = await calendarConflicts(userId, [...list.pending, ...list.upcoming])
	return {
		pending: list.pending.map((row) => appointmentCard(t, row, byId, offered, conflicts)),
		upcoming: list.upcoming.map((row) => appointmentCard(t, row, byId, offered, conflicts)),
		// "Did not take place" within 48 hours of a visit's end (issue 46 point 1): no review invitation goes then.
		past: list.past.slice(0, pastShown).map((row) => ({ ...appointmentCard(t, row), notHeld: notHeldState(row, notHeld, now()) })),
		outsideHoursWords: outsideHoursWords(t),
		hasAvailability: availability !== null && availability.windows.length > 0,
		nextOpening: availability?.nextOpening ? wallTimeText(availability.nextOpening, locale) : null,
		proposable: await proposableTimes(userId, bookable, new Set(movable.map((row) => row.kind)), locale),
	}
}

const answerSchema = (t: Translate) =>
	z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('confirm') }),
		z.object({ intent: z.literal('decline'), note: multiLineText('Note to the visitor', { max: 500, required: false }), propose: z.literal('on').optional() }),
		z.object({ intent: z.literal('cancel') }),
		z.object({ intent: z.literal('propose'), start: requestInstant('start') }),
	], { error: t('dashboard.appointments.chooseIntent') })

const doneText = (t: Translate, intent: 'confirm' | 'decline' | 'cancel' | 'propose') =>
	intent === 'confirm'
		? t('dashboard.appointments.confirmed')
		: intent === 'decline'
			? t('dashboard.appointments.declined')
			: intent === 'cancel'
				? t('dashboard.appointments.cancelled')
				: t('dashboard.appointments.proposed')

const proposalText = (t: Translate, problem: 'gone' | 'pending' | 'same-time' | 'no-booking') =>
	problem === 'gone'
		? t('dashboard.appointments.proposalGone')
		: problem === 'pending'
			? t('dashboard.appointments.proposalPending')
			: problem === 'same-time'
				? t('dashboard.appointments.proposalSameTime')
				: t('dashboard.appointments.proposalNoBooking')

/** The dashboard's "Propose another time": the outcome as a toast. */
async function proposeFromDashboard(t: Translate, dietitianId: number, id: number, start: number, target: string) {
	const outcome = await proposeMove(dietitianId, id, start)
	switch (outcome.status) {
		case 'not-found':
			throw data(answerText(t, 'not-found'), { status: 404 })
		case 'proposed':
			return redirectWithToast(target, { type: 'success', description: doneText(t, 'propose') }, { status: 303 })
		case 'refused':
			return redirectWithToast(target, { type: 'error', description: proposalText(t, outcome.problem) }, { status: 303 })
		case 'invalid':
			return redirectWithToast(target, { type: 'error', description: problemText(t, outcome.problem, { availability: outcome.limits }) }, { status: 303 })
		case 'taken':
			return redirectWithToast(target, { type: 'error', description: t('booking.problem.taken') }, { status: 303 })
	}
}

/** A dashboard button: answers one of the signed-in dietitian's own appointments (another's is "no such appointment"). */
export async function answerFromDashboard(dietitianId: number, rawId: string | undefined, request: Request) {
	const t = translator(localeFromUrl(request.url))
	const target = localizePath('/viewprofile#appointments', t.locale)
	const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null
	const form = await readForm(request)
	const parsed = await answerSchema(t).safeParseAsync(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? t('dashboard.appointments.chooseIntent'), { status: 400 })
	if (id === null) throw data(answerText(t, 'not-found'), { status: 404 })
	if (parsed.data.intent === 'propose') return proposeFromDashboard(t, dietitianId, id, parsed.data.start, target)
	const answer = parsed.data.intent === 'decline' ? { intent: 'decline' as const, note: { note: parsed.data.note, proposeAnother: parsed.data.propose === 'on' } } : parsed.data
	const outcome = await answerAsDietitian(dietitianId, id, answer)
	if (!outcome.ok && outcome.problem === 'not-found') throw data(answerText(t, 'not-found'), { status: 404 })
	if (!outcome.ok) return redirectWithToast(target, { type: 'error', description: answerText(t, outcome.problem) }, { status: 303 })
	return redirectWithToast(target, { type: 'success', description: doneText(t, parsed.data.intent) }, { status: 303 })
}
