import { data } from 'react-router'
import { z } from 'zod'
import { translator } from '#app/i18n/catalogue.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { multiLineText } from '#app/modules/validation/text.ts'
import { requestInstant } from '#app/modules/validation/request-dates.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { answerAsDietitian, answerMessages, listAppointments, type AppointmentRow } from './appointment-answers.server.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime, wallTimeText } from './appointment-time.ts'
import { ownAvailability } from './availability.server.ts'
import { calendarConflicts } from './busy-calendars.server.ts'
import { busyIntervals, loadAvailability, type Bookable } from './next-opening.server.ts'
import { listOpenings, type Availability } from './openings.ts'
import { outsideCurrentHours } from './outside-current-hours.ts'
import { proposeMove } from './visit-moves.server.ts'
import { formatLabels, kindLabels, statusLabels, type VisitKind } from './visit-kinds.ts'
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
function replyByText(due: number, start: number, timeZone: string) {
	const words = deadlineWords(due, start, timeZone)
	return words.beforeVisit ? words.time : translator('en')('booking.deadline.endOfDay', { day: words.day, zone: words.zone })
}

/** `offered`: the hours the dietitian offers now, against which a live request or visit is marked (issue 43 point 8). */
function appointmentCard(row: AppointmentRow, byId: Map<number, AppointmentRow> = new Map(), offered: Availability | null = null, conflicts: Set<number> = new Set()) {
	const [proposal, ...note] = (row.declineNote ?? '').split('\n')
	const original = row.replacesId === null ? undefined : byId.get(row.replacesId)
	return {
		id: row.id,
		status: row.status,
		statusLabel: statusLabels[row.status],
		kind: row.kind,
		what: `${kindLabels[row.kind]}, ${formatLabels[row.format].toLowerCase()}`,
		when: appointmentTime(row.startsAt.getTime(), row.timeZone).long,
		name: row.visitorName,
		email: row.visitorEmail,
		phone: row.visitorPhone,
		reason: row.reason,
		insurance: row.insurance,
		// A move is due before the visit it would move begins too: the earlier start sets its deadline.
		replyBy: row.status === 'requested' && row.replyDueAt ? replyByText(row.replyDueAt.getTime(), Math.min(row.startsAt.getTime(), original?.startsAt.getTime() ?? Infinity), row.timeZone) : null,
		declined: row.status === 'declined' ? { proposedAnother: proposal === 'propose', note: note.join('\n') } : null,
		/** A request to move a visit: the time the visit keeps until this one is confirmed. */
		moves: row.status === 'requested' && original ? appointmentTime(original.startsAt.getTime(), original.timeZone).long : null,
		outsideHours: offered !== null && outsideCurrentHours(offered, { start: row.startsAt.getTime(), end: row.endsAt.getTime() }),
		/** A busy time read from the dietitian's own calendar overlaps it (issue 45 point 3). */
		busyInCalendar: conflicts.has(row.id),
	}
}

/** The dashboard's words for a time outside the current hours, from the catalogue (the dashboard is English). */
function outsideHoursWords() {
	const t = translator('en')
	return {
		mark: t('booking.dashboard.outsideHours'),
		help: t('booking.dashboard.outsideHoursHelp'),
		declineAndOffer: t('booking.dashboard.declineAndOffer'),
		busyMark: t('booking.busyCalendars.conflict'),
		busyHelp: t('booking.busyCalendars.conflictHelp'),
	}
}

/** Openings a dietitian may propose as a visit's new time, by kind of visit: the dashboard's choice (no JavaScript). */
async function proposableTimes(userId: number, bookable: Bookable | null, kinds: Set<VisitKind>) {
	const times: Partial<Record<VisitKind, { start: string; label: string }[]>> = {}
	if (kinds.size === 0 || !bookable) return times
	const { availability } = bookable
	const at = now().getTime()
	const to = at + (availability.horizonDays + 1) * 86_400_000
	const busy = await busyIntervals(await getDb(), userId, new Date(at), new Date(to))
	for (const kind of kinds) {
		times[kind] = listOpenings(availability, busy, at, { from: at, to, kind })
			.slice(0, proposableShown)
			.map((opening) => ({ start: isoInZone(availability.timeZone, opening.start), label: appointmentTime(opening.start, availability.timeZone).short }))
	}
	return times
}

export async function appointmentDashboard(userId: number) {
	const [list, availability, bookable, notHeld] = await Promise.all([listAppointments(userId), ownAvailability(userId), getDb().then((db) => loadAvailability(db, userId)), notHeldVisits(userId)])
	// The windows visitors are offered now (inside the office hours unless a note says what the others are).
	const offered = bookable?.availability ?? null
	const movable = [...list.pending.filter((row) => row.replacesId === null), ...list.upcoming]
	const byId = new Map([...list.pending, ...list.upcoming].map((row) => [row.id, row]))
	const conflicts = await calendarConflicts(userId, [...list.pending, ...list.upcoming])
	return {
		pending: list.pending.map((row) => appointmentCard(row, byId, offered, conflicts)),
		upcoming: list.upcoming.map((row) => appointmentCard(row, byId, offered, conflicts)),
		// "Did not take place" within 48 hours of a visit's end (issue 46 point 1): no review invitation goes then.
		past: list.past.slice(0, pastShown).map((row) => ({ ...appointmentCard(row), notHeld: notHeldState(row, notHeld, now()) })),
		outsideHoursWords: outsideHoursWords(),
		hasAvailability: availability !== null && availability.windows.length > 0,
		nextOpening: availability?.nextOpening ? wallTimeText(availability.nextOpening) : null,
		proposable: await proposableTimes(userId, bookable, new Set(movable.map((row) => row.kind))),
	}
}

const answerSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('confirm') }),
	z.object({ intent: z.literal('decline'), note: multiLineText('Note to the visitor', { max: 500, required: false }), propose: z.literal('on').optional() }),
	z.object({ intent: z.literal('cancel') }),
	z.object({ intent: z.literal('propose'), start: requestInstant('start') }),
], { error: 'Choose confirm, decline, cancel or propose' })

const done = {
	confirm: 'Confirmed: the visitor gets a calendar invitation, and so do you.',
	decline: 'Declined: the visitor is told.',
	cancel: 'Cancelled: the visitor is told.',
	propose: 'Proposed: the visitor gets a link to accept the new time; until they do, the visit keeps its time.',
} as const

const proposalMessages = {
	gone: 'This visit is no longer booked, or its time has passed.',
	pending: 'A new time for this visit is already waiting for an answer.',
	'same-time': 'This is the visit’s current time: choose another opening.',
	'no-booking': 'Set your availability in Appointment settings first.',
} as const

/** The dashboard's "Propose another time": the outcome as a toast. */
async function proposeFromDashboard(dietitianId: number, id: number, start: number, target: string) {
	const outcome = await proposeMove(dietitianId, id, start)
	switch (outcome.status) {
		case 'not-found':
			throw data(answerMessages['not-found'], { status: 404 })
		case 'proposed':
			return redirectWithToast(target, { type: 'success', description: done.propose }, { status: 303 })
		case 'refused':
			return redirectWithToast(target, { type: 'error', description: proposalMessages[outcome.problem] }, { status: 303 })
		case 'invalid':
			return redirectWithToast(target, { type: 'error', description: outcome.message }, { status: 303 })
		case 'taken':
			return redirectWithToast(target, { type: 'error', description: 'Someone has just booked this time. Please choose another opening.' }, { status: 303 })
	}
}

/** A dashboard button: answers one of the signed-in dietitian's own appointments (another's is "no such appointment"). */
export async function answerFromDashboard(dietitianId: number, rawId: string | undefined, request: Request) {
	const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null
	const form = await readForm(request)
	const parsed = await answerSchema.safeParseAsync(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Choose confirm, decline or cancel', { status: 400 })
	if (id === null) throw data(answerMessages['not-found'], { status: 404 })
	if (parsed.data.intent === 'propose') return proposeFromDashboard(dietitianId, id, parsed.data.start, '/viewprofile#appointments')
	const answer = parsed.data.intent === 'decline' ? { intent: 'decline' as const, note: { note: parsed.data.note, proposeAnother: parsed.data.propose === 'on' } } : parsed.data
	const outcome = await answerAsDietitian(dietitianId, id, answer)
	if (!outcome.ok && outcome.problem === 'not-found') throw data(answerMessages['not-found'], { status: 404 })
	const target = '/viewprofile#appointments'
	if (!outcome.ok) return redirectWithToast(target, { type: 'error', description: answerMessages[outcome.problem] }, { status: 303 })
	return redirectWithToast(target, { type: 'success', description: done[parsed.data.intent] }, { status: 303 })
}
