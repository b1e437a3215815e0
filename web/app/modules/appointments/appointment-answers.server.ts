import { and, eq, inArray } from 'drizzle-orm'
import { appointments } from '#db/schema/appointments.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingNextOpening } from '#app/modules/directory/listings.server.ts'
import { enqueueJob, withJobs, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import { countBooking, type BookingEvent } from '#app/modules/metrics/metrics.server.ts'
import { consumeActionLink, readActionLink, revokeActionLinks, type ActionLinkProblem } from '#app/modules/mail/action-links.server.ts'
import { answerDeadline } from './answer-deadline.ts'
import { erasedHealthData } from './health-data.ts'
import type { AppointmentMail } from './appointment-mail-kinds.ts'
import { refreshNextOpening, type Tx } from './next-opening.server.ts'

/** The purposes of the links an appointment's mails carry (modules/mail/action-links.server.ts). */
export const linkPurposes = {
	/** The visitor confirms their e-mail: the hold becomes a request. */
	checkEmail: 'appointment-email',
	confirm: 'appointment-confirm',
	decline: 'appointment-decline',
	cancelByVisitor: 'appointment-cancel-visitor',
	cancelByDietitian: 'appointment-cancel-dietitian',
	/** "Change the time": the visitor asks to move the visit (visit-moves.server.ts); a batch of its own, so using it keeps the cancel link. */
	reschedule: 'appointment-reschedule',
	/** The visitor accepts the time the dietitian proposed for their visit. */
	acceptTime: 'appointment-accept-time',
} as const
export type LinkPurpose = (typeof linkPurposes)[keyof typeof linkPurposes]

/**
 * The links an ended appointment revokes: all but "Change the time", which its
 * visit's state refuses by itself, so its page says why (cancelled, moved, past)
 * rather than "already used".
 */
export const revokedWhenEnded = Object.values(linkPurposes).filter((purpose) => purpose !== linkPurposes.reschedule)

export type AppointmentRow = typeof appointments.$inferSelect

export type AnswerProblem = ActionLinkProblem | 'not-found' | 'not-held' | 'hold-expired' | 'proposal-expired' | 'not-requested' | 'not-active' | 'started'
export type AnswerOutcome = { ok: true; appointment: AppointmentRow } | { ok: false; problem: AnswerProblem; appointment?: AppointmentRow }

export const answerMessages: Record<AnswerProblem, string> = {
	invalid: 'This link is not valid. Use the newest e-mail about this appointment.',
	used: 'This link has already been used.',
	expired: 'This link has expired.',
	'not-found': 'There is no such appointment.',
	'not-held': 'This request was already confirmed.',
	'hold-expired': 'The 30 minutes to confirm this request have passed, and the time was released. It may still be free: choose it again on the dietitian’s profile.',
	'proposal-expired': 'The time to accept this proposal has passed: your visit keeps its time.',
	'not-requested': 'This request has already been answered, cancelled or released.',
	'not-active': 'This appointment is no longer booked.',
	started: 'This appointment’s time has passed.',
}

const lockRow = async (tx: Tx, id: number) => (await tx.select().from(appointments).where(eq(appointments.id, id)).for('update'))[0] ?? null

/**
 * Locks an appointment for an answer. A move is locked after the visit it
 * replaces (the lower id), the order a cancel of that visit takes too (the
 * visit, then its waiting move): two answers at once wait, never deadlock.
 */
async function lockAppointment(tx: Tx, id: number) {
	const [peek] = await tx.select({ replacesId: appointments.replacesId }).from(appointments).where(eq(appointments.id, id))
	if (peek?.replacesId != null) await lockRow(tx, peek.replacesId)
	return lockRow(tx, id)
}

/** The appointment a mail link is about, and whether the link can still be used (the page before the click). */
export async function appointmentOfLink(token: unknown, purposes: LinkPurpose[]) {
	for (const purpose of purposes) {
		const check = await readActionLink(token, purpose)
		if (!check.ok && check.reason === 'invalid') continue
		return { purpose, check, appointment: check.ok ? await findAppointment(check.subjectId) : null }
	}
	return { purpose: null, check: { ok: false as const, reason: 'invalid' as const }, appointment: null }
}

export async function findAppointment(id: number) {
	const db = await getDb()
	const [row] = await db.select().from(appointments).where(eq(appointments.id, id))
	return row ?? null
}

/**
 * An answer's mails are queued in its transaction (a transactional outbox): the
 * jobs exist exactly when the answer does, so a crash after the commit cannot
 * leave a confirmed booking that nobody is told about.
 */
function queueMail(tx: JobTx, appointmentId: number, mail: AppointmentMail, runAt?: Date) {
	return enqueueJob('appointment-mail', { appointmentId, mail }, { tx, runAt })
}

/** The time the appointment kept is free again: the dietitian's next opening and listing follow. */
async function timeFreed(tx: Tx, dietitianId: number) {
	await refreshNextOpening(tx, dietitianId)
	await refreshListingNextOpening(tx, dietitianId)
}

/** An answer that committed counts in /metrics by the status it gave (requested, confirmed, declined, cancelled). */
function counted(outcome: AnswerOutcome): AnswerOutcome {
	if (outcome.ok) countBooking(outcome.appointment.status as BookingEvent)
	return outcome
}

/**
 * Runs an answer in one transaction with the link it uses: a refused or
 * failed answer leaves the link usable, and of two clicks one acts.
 */
async function withLink(token: unknown, purpose: LinkPurpose, act: (tx: JobTx, appointment: AppointmentRow) => Promise<AnswerOutcome>): Promise<AnswerOutcome> {
	class Refused extends Error {
		readonly outcome: AnswerOutcome
		constructor(outcome: AnswerOutcome) {
			super('refused')
			this.outcome = outcome
		}
	}
	try {
		return counted(await withJobs(async (tx): Promise<AnswerOutcome> => {
			// The appointment is locked before the link is used: every answer takes the appointment's lock
			// first, so one that revokes another's links (a move's confirmation, a cancel) waits, never deadlocks.
			const check = await readActionLink(token, purpose, tx)
			if (!check.ok) return { ok: false, problem: check.reason }
			const appointment = await lockAppointment(tx, check.subjectId)
			const link = await consumeActionLink(token, purpose, tx)
			if (!link.ok) return { ok: false, problem: link.reason }
			if (!appointment) throw new Refused({ ok: false, problem: 'not-found' })
			const answered = await act(tx, appointment)
			if (!answered.ok) throw new Refused(answered)
			return answered
		}))
	} catch (error) {
		if (error instanceof Refused) return error.outcome
		throw error
	}
}

/** The visitor's click in the e-mail check: the hold becomes a request, and the dietitian is told. */
export function confirmVisitorEmail(token: unknown) {
	return withLink(token, linkPurposes.checkEmail, async (tx, appointment) => {
		if (appointment.status !== 'held') return { ok: false, problem: appointment.status === 'expired' ? 'hold-expired' : 'not-held', appointment }
		const at = now()
		if (appointment.holdExpiresAt <= at) return { ok: false, problem: 'hold-expired', appointment }
		// Unanswered for 2 business days in the office's calendar, or by an hour before the visit if that comes first, it is released.
		const due = answerDeadline(at.getTime(), appointment.startsAt.getTime(), appointment.timeZone)
		const [updated] = await tx
			.update(appointments)
			.set({ status: 'requested', requestedAt: at, replyDueAt: new Date(due) })
			.where(eq(appointments.id, appointment.id))
			.returning()
		await queueMail(tx, appointment.id, 'requested')
		await queueMail(tx, appointment.id, 'request-sent')
		return { ok: true, appointment: updated! }
	})
}

/**
 * A confirmed move frees the original time in the confirmation's transaction: the original becomes
 * `moved`, its links and reminder end, and its health details go (the new row carries them).
 */
async function freeOriginal(tx: JobTx, move: AppointmentRow, at: Date) {
	if (move.replacesId === null) return
	const original = await lockRow(tx, move.replacesId)
	if (!original || (original.status !== 'requested' && original.status !== 'confirmed')) return
	await tx
		.update(appointments)
		.set({ status: 'moved', closedAt: at, ...erasedHealthData })
		.where(eq(appointments.id, original.id))
	await revokeActionLinks(revokedWhenEnded, original.id, tx)
}

/**
 * The visitor accepts the time the dietitian proposed (a `held` row replacing their visit): it is
 * confirmed, the original's time freed, in one transaction, with the confirmation's mails.
 */
export const acceptProposedTime = (token: unknown) =>
	withLink(token, linkPurposes.acceptTime, async (tx, proposal) => {
		if (proposal.status === 'expired') return { ok: false, problem: 'proposal-expired', appointment: proposal }
		if (proposal.status !== 'held' || proposal.replacesId === null) return { ok: false, problem: 'not-requested', appointment: proposal }
		const at = now()
		if (proposal.holdExpiresAt <= at) return { ok: false, problem: 'proposal-expired', appointment: proposal }
		const original = await lockRow(tx, proposal.replacesId)
		if (!original || (original.status !== 'requested' && original.status !== 'confirmed')) return { ok: false, problem: 'not-active', appointment: proposal }
		if (original.startsAt <= at || proposal.startsAt <= at) return { ok: false, problem: 'started', appointment: proposal }
		const [updated] = await tx.update(appointments).set({ status: 'confirmed', requestedAt: at, confirmedAt: at }).where(eq(appointments.id, proposal.id)).returning()
		await freeOriginal(tx, proposal, at)
		await timeFreed(tx, proposal.dietitianId)
		await queueConfirmation(tx, updated!, at)
		return { ok: true, appointment: updated! }
	})

/** A visit that ends (declined, cancelled) takes its waiting request to move it along: nothing is left to move. */
export async function closeMovesOf(tx: Tx, originalId: number, by: 'visitor' | 'dietitian', at: Date) {
	const moves = await tx
		.update(appointments)
		.set({ status: 'cancelled', cancelledAt: at, cancelledBy: by, closedAt: at })
		.where(and(eq(appointments.replacesId, originalId), inArray(appointments.status, ['requested', 'held'])))
		.returning({ id: appointments.id })
	for (const move of moves) await revokeActionLinks(revokedWhenEnded, move.id, tx)
}

async function confirm(tx: JobTx, appointment: AppointmentRow): Promise<AnswerOutcome> {
	if (appointment.status !== 'requested') return { ok: false, problem: 'not-requested', appointment }
	const at = now()
	if (appointment.startsAt <= at) return { ok: false, problem: 'started', appointment }
	const [updated] = await tx.update(appointments).set({ status: 'confirmed', confirmedAt: at, closedAt: null }).where(eq(appointments.id, appointment.id)).returning()
	await revokeActionLinks([linkPurposes.confirm, linkPurposes.decline], appointment.id, tx)
	await freeOriginal(tx, appointment, at)
	if (appointment.replacesId !== null) await timeFreed(tx, appointment.dietitianId)
	await queueConfirmation(tx, appointment, at)
	return { ok: true, appointment: updated! }
}

async function queueConfirmation(tx: JobTx, appointment: AppointmentRow, at: Date) {
	await queueMail(tx, appointment.id, 'confirmed')
	// The reminder goes a day before; confirmed within the last day, the confirmation is reminder enough.
	const remindAt = appointment.startsAt.getTime() - 24 * 3_600_000
	if (remindAt > at.getTime()) await queueMail(tx, appointment.id, 'reminder', new Date(remindAt))
}

export type DeclineNote = { note: string; proposeAnother: boolean }

async function decline(tx: JobTx, appointment: AppointmentRow, { note, proposeAnother }: DeclineNote): Promise<AnswerOutcome> {
	if (appointment.status !== 'requested') return { ok: false, problem: 'not-requested', appointment }
	const at = now()
	const [updated] = await tx
		.update(appointments)
		.set({ status: 'declined', declinedAt: at, closedAt: at, declineNote: [proposeAnother ? 'propose' : '', note].join('\n') })
		.where(eq(appointments.id, appointment.id))
		.returning()
	await revokeActionLinks([linkPurposes.confirm, linkPurposes.decline, linkPurposes.cancelByVisitor], appointment.id, tx)
	await closeMovesOf(tx, appointment.id, 'dietitian', at)
	await timeFreed(tx, appointment.dietitianId)
	await queueMail(tx, appointment.id, 'declined')
	return { ok: true, appointment: updated! }
}

async function cancel(tx: JobTx, appointment: AppointmentRow, by: 'visitor' | 'dietitian'): Promise<AnswerOutcome> {
	if (appointment.status !== 'requested' && appointment.status !== 'confirmed') return { ok: false, problem: 'not-active', appointment }
	const at = now()
	if (appointment.startsAt <= at) return { ok: false, problem: 'started', appointment }
	const [updated] = await tx
		.update(appointments)
		.set({ status: 'cancelled', cancelledAt: at, cancelledBy: by, closedAt: at })
		.where(eq(appointments.id, appointment.id))
		.returning()
	await revokeActionLinks(revokedWhenEnded, appointment.id, tx)
	await closeMovesOf(tx, appointment.id, by, at)
	await timeFreed(tx, appointment.dietitianId)
	await queueMail(tx, appointment.id, 'cancelled')
	return { ok: true, appointment: updated! }
}

/** The visitor erases what they sent (issue 48 point 5): their visit still to come is cancelled first, as their own cancel link would. */
export const cancelForVisitorErasure = (tx: JobTx, appointment: AppointmentRow) => cancel(tx, appointment, 'visitor')

export const confirmByLink = (token: unknown) => withLink(token, linkPurposes.confirm, confirm)
export const declineByLink = (token: unknown, note: DeclineNote) => withLink(token, linkPurposes.decline, (tx, appointment) => decline(tx, appointment, note))
export const cancelByVisitorLink = (token: unknown) => withLink(token, linkPurposes.cancelByVisitor, (tx, appointment) => cancel(tx, appointment, 'visitor'))
export const cancelByDietitianLink = (token: unknown) => withLink(token, linkPurposes.cancelByDietitian, (tx, appointment) => cancel(tx, appointment, 'dietitian'))

/** The dashboard's buttons: the signed-in dietitian answers one of their own appointments (another's is not found). */
export async function answerAsDietitian(dietitianId: number, appointmentId: number, answer: { intent: 'confirm' } | { intent: 'decline'; note: DeclineNote } | { intent: 'cancel' }): Promise<AnswerOutcome> {
	return counted(
		await withJobs(async (tx): Promise<AnswerOutcome> => {
			const appointment = await lockAppointment(tx, appointmentId)
			if (!appointment || appointment.dietitianId !== dietitianId) return { ok: false, problem: 'not-found' }
			if (answer.intent === 'confirm') return confirm(tx, appointment)
			if (answer.intent === 'decline') return decline(tx, appointment, answer.note)
			return cancel(tx, appointment, 'dietitian')
		}),
	)
}

/** A dietitian's appointments for the dashboard and POST /api/user/appointments: upcoming, waiting, past. */
export async function listAppointments(dietitianId: number) {
	const db = await getDb()
	const rows = await db
		.select()
		.from(appointments)
		.where(and(eq(appointments.dietitianId, dietitianId), inArray(appointments.status, ['requested', 'confirmed', 'declined', 'released', 'cancelled'])))
		.orderBy(appointments.startsAt)
	const at = now()
	return {
		pending: rows.filter((row) => row.status === 'requested' && row.startsAt > at),
		upcoming: rows.filter((row) => row.status === 'confirmed' && row.endsAt > at),
		past: rows.filter((row) => !(row.status === 'requested' && row.startsAt > at) && !(row.status === 'confirmed' && row.endsAt > at)).reverse(),
	}
}
