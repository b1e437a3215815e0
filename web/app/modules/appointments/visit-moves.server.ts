import { and, eq, gt, or } from 'drizzle-orm'
import { appointments } from '#db/schema/appointments.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingNextOpening } from '#app/modules/directory/listings.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { consumeActionLink, readActionLink, type ActionLinkProblem } from '#app/modules/mail/action-links.server.ts'
import { countBooking } from '#app/modules/metrics/metrics.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { answerDeadline, answerMarginMs } from './answer-deadline.ts'
import { findAppointment, linkPurposes, type AppointmentRow } from './appointment-answers.server.ts'
import { findBooking, otherOpenings, postgresCode, problemMessage, type OpeningView } from './booking.server.ts'
import { busyIntervals, loadAvailability, refreshNextOpening, type Tx } from './next-opening.server.ts'
import { bookingProblem, listOpenings, type BookingProblem, type Opening } from './openings.ts'

/**
 * Moving a visit (issue 43 point 3, docs/decisions/120). The visitor's "Change
 * the time" link (signed, single-use, expiring at the visit) opens the
 * dietitian's openings; the one they pick becomes a new request linked to the
 * visit (`replaces_id`), and the dietitian answers it as any request. The
 * original keeps its time until the new one is confirmed, which frees it in the
 * same transaction (appointment-answers.server.ts); declined or released, the
 * original stands as it was.
 */

/** Openings the page lists: enough for two weeks of most calendars, few enough to read. */
const openingsShown = 40

/** The key of the visit an appointment belongs to: its first row's id (the invitation's UID). */
export const visitKey = (appointment: AppointmentRow) => appointment.visitId ?? appointment.id

export type MoveProblem = ActionLinkProblem | 'gone' | 'pending' | 'same-time' | 'no-booking'

/** The HTTP status of each refusal, the page's and the API's. */
export const refusedStatus: Record<MoveProblem, number> = { invalid: 403, used: 410, expired: 410, gone: 410, pending: 409, 'same-time': 400, 'no-booking': 403 }

/** Why a visit cannot be moved, in the API's English (the page writes it in its reader's language). */
export const moveMessages: Record<MoveProblem, string> = {
	invalid: 'This link is not valid. Use the newest e-mail about this appointment.',
	used: 'This link has already been used: use the newest e-mail about this appointment.',
	expired: 'This link has expired.',
	gone: 'This visit was cancelled, moved or has passed: it cannot be moved.',
	pending: 'A new time for this visit is already waiting for an answer.',
	'same-time': 'This is the visit’s current time: choose another opening.',
	'no-booking': 'This dietitian does not take bookings online at the moment.',
}

/** Whether a visit can still be moved: requested or confirmed, not begun, with no other move waiting (the visitor's request or the dietitian's proposal). */
async function moveProblem(appointment: AppointmentRow | null, at: Date, handle: Awaited<ReturnType<typeof getDb>> | Tx): Promise<MoveProblem | null> {
	if (!appointment || (appointment.status !== 'requested' && appointment.status !== 'confirmed') || appointment.startsAt <= at) return 'gone'
	const [waiting] = await handle
		.select({ id: appointments.id })
		.from(appointments)
		.where(and(eq(appointments.replacesId, appointment.id), or(eq(appointments.status, 'requested'), and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, at)))))
	return waiting ? 'pending' : null
}

export type MovePage =
	| { ok: true; appointment: AppointmentRow; timeZone: string; openings: Opening[] }
	| { ok: false; problem: MoveProblem; appointment: AppointmentRow | null }

/** What the "Change the time" page shows: the visit and the dietitian's openings of its kind, or why it cannot be moved. */
export async function loadMove(token: unknown): Promise<MovePage> {
	const link = await readActionLink(token, linkPurposes.reschedule)
	if (!link.ok) return { ok: false, problem: link.reason, appointment: null }
	const appointment = await findAppointment(link.subjectId)
	const at = now()
	const db = await getDb()
	const problem = await moveProblem(appointment, at, db)
	if (problem) return { ok: false, problem, appointment }
	const found = await findBooking(appointment!.dietitianId)
	if (typeof found === 'string') return { ok: false, problem: 'no-booking', appointment }
	const { availability } = found.bookable
	const to = at.getTime() + (availability.horizonDays + 1) * 86_400_000
	const busy = await busyIntervals(db, appointment!.dietitianId, at, new Date(to), visitKey(appointment!))
	const openings = listOpenings(availability, busy, at.getTime(), { from: at.getTime(), to, kind: appointment!.kind })
		.filter((opening) => opening.start !== appointment!.startsAt.getTime())
		.slice(0, openingsShown)
	return { ok: true, appointment: appointment!, timeZone: availability.timeZone, openings }
}

export type MoveOutcome =
	| { status: 'requested'; id: number; start: string; from: number; appointment: AppointmentRow }
	| { status: 'rate-limited'; retryAfter: number }
	| { status: 'refused'; problem: MoveProblem; appointment: AppointmentRow | null }
	| { status: 'invalid'; problem: Exclude<BookingProblem, 'taken'>; message: string; limits: { noticeHours: number; horizonDays: number } }
	| { status: 'taken'; openings: OpeningView[] }

class Refused extends Error {
	readonly outcome: MoveOutcome
	constructor(outcome: MoveOutcome) {
		super('refused')
		this.outcome = outcome
	}
}

/**
 * The visitor picks a new time: one transaction uses the link, checks the
 * visit and the opening, and inserts the request the dietitian answers. The
 * address was proven by the link, so there is no e-mail check: the request
 * goes to the dietitian at once. Refused, the link stays usable.
 */
export async function requestMove(token: unknown, start: number, clientIp: string): Promise<MoveOutcome> {
	const check = await readActionLink(token, linkPurposes.reschedule)
	if (!check.ok) return { status: 'refused', problem: check.reason, appointment: null }
	// Counted with the booking requests: moving is asking for a time too. A forged link, refused above, costs nothing.
	const wait = await hitRateLimit(`booking:ip:${clientIp}`, getEnv().BOOKING_RATE_LIMIT_PER_HOUR, 60 * 60_000)
	if (wait > 0) return { status: 'rate-limited', retryAfter: wait }
	const before = await findAppointment(check.subjectId)
	if (!before) return { status: 'refused', problem: 'gone', appointment: null }
	const found = await findBooking(before.dietitianId)
	if (typeof found === 'string') return { status: 'refused', problem: 'no-booking', appointment: before }
	const { availability } = found.bookable
	try {
		const moved = await withJobs(async (tx) => {
			// The visit first, then its link: the order of every answer (appointment-answers.server.ts).
			const [original] = await tx.select().from(appointments).where(eq(appointments.id, check.subjectId)).for('update')
			const link = await consumeActionLink(token, linkPurposes.reschedule, tx)
			if (!link.ok) throw new Refused({ status: 'refused', problem: link.reason, appointment: null })
			const at = now()
			const problem = await moveProblem(original ?? null, at, tx)
			if (problem) throw new Refused({ status: 'refused', problem, appointment: original ?? null })
			if (start === original!.startsAt.getTime()) throw new Refused({ status: 'refused', problem: 'same-time', appointment: original! })
			const kind = availability.kinds.find((k) => k.kind === original!.kind)
			const format = kind?.formats.includes(original!.format) ? original!.format : (kind?.formats[0] ?? original!.format)
			const end = start + (kind?.minutes ?? 0) * 60_000
			const busy = await busyIntervals(tx, original!.dietitianId, at, new Date(end + 3_600_000), visitKey(original!))
			const refusal = bookingProblem(availability, busy, at.getTime(), { start, kind: original!.kind, format })
			if (refusal === 'taken') throw new Refused({ status: 'taken', openings: [] })
			if (refusal) throw new Refused({ status: 'invalid', problem: refusal, message: problemMessage(refusal, found.bookable), limits: availability })
			// Answered before the original visit begins, or the time the visitor still holds would be past.
			const due = Math.min(answerDeadline(at.getTime(), start, availability.timeZone), answerDeadline(at.getTime(), original!.startsAt.getTime(), availability.timeZone))
			const [row] = await tx
				.insert(appointments)
				.values({
					dietitianId: original!.dietitianId,
					kind: original!.kind,
					format,
					startsAt: new Date(start),
					endsAt: new Date(end),
					timeZone: availability.timeZone,
					status: 'requested',
					visitorName: original!.visitorName,
					visitorEmail: original!.visitorEmail,
					visitorEmailKey: original!.visitorEmailKey,
					visitorPhone: original!.visitorPhone,
					reason: original!.reason,
					insurance: original!.insurance,
					locale: original!.locale,
					holdExpiresAt: at,
					requestedAt: at,
					replyDueAt: new Date(due),
					replacesId: original!.id,
					visitId: visitKey(original!),
					// The moved visit's invitation replaces the first one: same UID, a higher SEQUENCE.
					invitationSequence: original!.invitationSequence + 1,
					createdAt: at,
				})
				.returning()
			await refreshNextOpening(tx, original!.dietitianId)
			await refreshListingNextOpening(tx, original!.dietitianId)
			await enqueueJob('appointment-mail', { appointmentId: row!.id, mail: 'requested' }, { tx })
			await enqueueJob('appointment-mail', { appointmentId: row!.id, mail: 'request-sent' }, { tx })
			return { row: row!, from: original!.startsAt.getTime() }
		})
		countBooking('requested')
		return { status: 'requested', id: moved.row.id, start: isoInZone(moved.row.timeZone, start), from: moved.from, appointment: moved.row }
	} catch (error) {
		const taken = error instanceof Refused ? error.outcome.status === 'taken' : postgresCode(error) === '23P01'
		if (taken) return { status: 'taken', openings: await otherOpenings(before.dietitianId, before.kind) }
		if (error instanceof Refused) return error.outcome
		throw error
	}
}

/** How long a visitor has to accept a time the dietitian proposed (less when the visit or the new time comes sooner). */
export const proposalHours = 48

export type ProposalOutcome =
	| { status: 'proposed'; appointment: AppointmentRow }
	| { status: 'not-found' }
	| { status: 'refused'; problem: Exclude<MoveProblem, ActionLinkProblem> }
	| { status: 'invalid'; problem: Exclude<BookingProblem, 'taken'>; message: string; limits: { noticeHours: number; horizonDays: number } }
	| { status: 'taken' }

/**
 * The dietitian proposes a new time for one of their visits (the dashboard):
 * an opening of theirs is held for the visitor, who accepts it by a mailed
 * link (appointment-answers.server.ts); until then, and if they never do, the
 * visit keeps its time. The hold ends unaccepted after 48 hours, or an hour
 * before the visit or the proposed time, whichever comes first.
 */
export async function proposeMove(dietitianId: number, appointmentId: number, start: number): Promise<ProposalOutcome> {
	try {
		return await withJobs(async (tx) => {
			const [original] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update')
			if (!original || original.dietitianId !== dietitianId) return { status: 'not-found' as const }
			const at = now()
			const problem = await moveProblem(original, at, tx)
			if (problem) throw new Refused({ status: 'refused', problem, appointment: original })
			if (start === original.startsAt.getTime()) throw new Refused({ status: 'refused', problem: 'same-time', appointment: original })
			const bookable = await loadAvailability(tx, dietitianId)
			if (!bookable) throw new Refused({ status: 'refused', problem: 'no-booking', appointment: original })
			const { availability } = bookable
			const kind = availability.kinds.find((k) => k.kind === original.kind)
			const format = kind?.formats.includes(original.format) ? original.format : (kind?.formats[0] ?? original.format)
			const end = start + (kind?.minutes ?? 0) * 60_000
			const busy = await busyIntervals(tx, dietitianId, at, new Date(end + 3_600_000), visitKey(original))
			const refusal = bookingProblem(availability, busy, at.getTime(), { start, kind: original.kind, format })
			if (refusal === 'taken') throw new Refused({ status: 'taken', openings: [] })
			if (refusal) throw new Refused({ status: 'invalid', problem: refusal, message: problemMessage(refusal, bookable), limits: availability })
			const until = Math.min(at.getTime() + proposalHours * 3_600_000, original.startsAt.getTime() - answerMarginMs, start - answerMarginMs)
			const [row] = await tx
				.insert(appointments)
				.values({
					dietitianId,
					kind: original.kind,
					format,
					startsAt: new Date(start),
					endsAt: new Date(end),
					timeZone: availability.timeZone,
					status: 'held',
					visitorName: original.visitorName,
					visitorEmail: original.visitorEmail,
					visitorEmailKey: original.visitorEmailKey,
					visitorPhone: original.visitorPhone,
					reason: original.reason,
					insurance: original.insurance,
					locale: original.locale,
					holdExpiresAt: new Date(until),
					replacesId: original.id,
					visitId: visitKey(original),
					invitationSequence: original.invitationSequence + 1,
					createdAt: at,
				})
				.returning()
			await refreshNextOpening(tx, dietitianId)
			await refreshListingNextOpening(tx, dietitianId)
			await enqueueJob('appointment-mail', { appointmentId: row!.id, mail: 'proposed' }, { tx })
			return { status: 'proposed' as const, appointment: row! }
		})
	} catch (error) {
		if ((error instanceof Refused && error.outcome.status === 'taken') || postgresCode(error) === '23P01') return { status: 'taken' }
		if (error instanceof Refused) {
			const { outcome } = error
			if (outcome.status === 'refused') return { status: 'refused', problem: outcome.problem as Exclude<MoveProblem, ActionLinkProblem> }
			if (outcome.status === 'invalid') return { status: 'invalid', problem: outcome.problem, message: outcome.message, limits: outcome.limits }
		}
		throw error
	}
}
