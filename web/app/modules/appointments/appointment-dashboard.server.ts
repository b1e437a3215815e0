import { data } from 'react-router'
import { z } from 'zod'
import { translator } from '#app/i18n/catalogue.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { multiLineText } from '#app/modules/validation/text.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { answerAsDietitian, answerMessages, listAppointments, type AppointmentRow } from './appointment-answers.server.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime, wallTimeText } from './appointment-time.ts'
import { ownAvailability } from './availability.server.ts'
import { loadAvailability } from './next-opening.server.ts'
import type { Availability } from './openings.ts'
import { outsideCurrentHours } from './outside-current-hours.ts'
import { formatLabels, kindLabels, statusLabels } from './visit-kinds.ts'

/**
 * The appointments on the dietitian's dashboard (/viewprofile): requests
 * waiting for an answer, confirmed visits to come, past ones. The buttons
 * call the same answer functions as the mail links. The reason is shown here
 * because this is the dietitian it is for.
 */

/** How many past appointments the dashboard lists. */
const pastShown = 10

export type DashboardAppointment = ReturnType<typeof appointmentCard>

/** "the end of Wednesday, December 2 (Eastern Time)", or the time an hour before the visit: never "12:00 AM". */
function replyByText(due: number, start: number, timeZone: string) {
	const words = deadlineWords(due, start, timeZone)
	return words.beforeVisit ? words.time : translator('en')('booking.deadline.endOfDay', { day: words.day, zone: words.zone })
}

/** `offered`: the hours the dietitian offers now, against which a live request or visit is marked (issue 43 point 8). */
function appointmentCard(row: AppointmentRow, offered: Availability | null = null) {
	const [proposal, ...note] = (row.declineNote ?? '').split('\n')
	return {
		id: row.id,
		status: row.status,
		statusLabel: statusLabels[row.status],
		what: `${kindLabels[row.kind]}, ${formatLabels[row.format].toLowerCase()}`,
		when: appointmentTime(row.startsAt.getTime(), row.timeZone).long,
		name: row.visitorName,
		email: row.visitorEmail,
		phone: row.visitorPhone,
		reason: row.reason,
		insurance: row.insurance,
		replyBy: row.status === 'requested' && row.replyDueAt ? replyByText(row.replyDueAt.getTime(), row.startsAt.getTime(), row.timeZone) : null,
		declined: row.status === 'declined' ? { proposedAnother: proposal === 'propose', note: note.join('\n') } : null,
		outsideHours: offered !== null && outsideCurrentHours(offered, { start: row.startsAt.getTime(), end: row.endsAt.getTime() }),
	}
}

/** The dashboard's words for a time outside the current hours, from the catalogue (the dashboard is English). */
function outsideHoursWords() {
	const t = translator('en')
	return { mark: t('booking.dashboard.outsideHours'), help: t('booking.dashboard.outsideHoursHelp'), declineAndOffer: t('booking.dashboard.declineAndOffer') }
}

export async function appointmentDashboard(userId: number) {
	const [list, availability, bookable] = await Promise.all([listAppointments(userId), ownAvailability(userId), getDb().then((db) => loadAvailability(db, userId))])
	// The windows visitors are offered now (inside the office hours unless a note says what the others are).
	const offered = bookable?.availability ?? null
	return {
		pending: list.pending.map((row) => appointmentCard(row, offered)),
		upcoming: list.upcoming.map((row) => appointmentCard(row, offered)),
		past: list.past.slice(0, pastShown).map((row) => appointmentCard(row)),
		outsideHoursWords: outsideHoursWords(),
		hasAvailability: availability !== null && availability.windows.length > 0,
		nextOpening: availability?.nextOpening ? wallTimeText(availability.nextOpening) : null,
	}
}

const answerSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('confirm') }),
	z.object({ intent: z.literal('decline'), note: multiLineText('Note to the visitor', { max: 500, required: false }), propose: z.literal('on').optional() }),
	z.object({ intent: z.literal('cancel') }),
], { error: 'Choose confirm, decline or cancel' })

const done = { confirm: 'Confirmed: the visitor gets a calendar invitation, and so do you.', decline: 'Declined: the visitor is told.', cancel: 'Cancelled: the visitor is told.' } as const

/** A dashboard button: answers one of the signed-in dietitian's own appointments (another's is "no such appointment"). */
export async function answerFromDashboard(dietitianId: number, rawId: string | undefined, request: Request) {
	const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null
	const form = await readForm(request)
	const parsed = await answerSchema.safeParseAsync(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Choose confirm, decline or cancel', { status: 400 })
	if (id === null) throw data(answerMessages['not-found'], { status: 404 })
	const answer = parsed.data.intent === 'decline' ? { intent: 'decline' as const, note: { note: parsed.data.note, proposeAnother: parsed.data.propose === 'on' } } : parsed.data
	const outcome = await answerAsDietitian(dietitianId, id, answer)
	if (!outcome.ok && outcome.problem === 'not-found') throw data(answerMessages['not-found'], { status: 404 })
	const target = '/viewprofile#appointments'
	if (!outcome.ok) return redirectWithToast(target, { type: 'error', description: answerMessages[outcome.problem] }, { status: 303 })
	return redirectWithToast(target, { type: 'success', description: done[parsed.data.intent] }, { status: 303 })
}
