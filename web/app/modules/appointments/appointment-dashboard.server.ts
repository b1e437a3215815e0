import { data } from 'react-router'
import { z } from 'zod'
import { translator } from '#app/i18n/catalogue.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { multiLineText } from '#app/modules/validation/text.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { answerAsDietitian, answerMessages, listAppointments, type AppointmentRow } from './appointment-answers.server.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime, wallTimeText } from './appointment-time.ts'
import { ownAvailability } from './availability.server.ts'
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

function appointmentCard(row: AppointmentRow, byId: Map<number, AppointmentRow> = new Map()) {
	const [proposal, ...note] = (row.declineNote ?? '').split('\n')
	const original = row.replacesId === null ? undefined : byId.get(row.replacesId)
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
		/** A request to move a visit: the time the visit keeps until this one is confirmed. */
		moves: row.status === 'requested' && original ? appointmentTime(original.startsAt.getTime(), original.timeZone).long : null,
	}
}

export async function appointmentDashboard(userId: number) {
	const [list, availability] = await Promise.all([listAppointments(userId), ownAvailability(userId)])
	const byId = new Map([...list.pending, ...list.upcoming].map((row) => [row.id, row]))
	return {
		pending: list.pending.map((row) => appointmentCard(row, byId)),
		upcoming: list.upcoming.map((row) => appointmentCard(row)),
		past: list.past.slice(0, pastShown).map((row) => appointmentCard(row)),
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
