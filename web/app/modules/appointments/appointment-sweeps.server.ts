import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import { appointments, appointmentSettings } from '#db/schema/appointments.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingNextOpening } from '#app/modules/directory/listings.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { revokeActionLinks } from '#app/modules/mail/action-links.server.ts'
import { closeMovesOf, revokedWhenEnded } from './appointment-answers.server.ts'
import { erasedHealthData, healthDataDays } from './health-data.ts'
import { refreshNextOpening } from './next-opening.server.ts'
import { countBooking } from '#app/modules/metrics/metrics.server.ts'

/** How long after an appointment its visitor's data is kept. */
export const keepDays = 180
const batch = 200

/** Frees the time of the dietitians whose appointments a sweep closed. */
async function freeTimes(dietitianIds: number[]) {
	const db = await getDb()
	for (const id of new Set(dietitianIds)) {
		await db.transaction(async (tx) => {
			await refreshNextOpening(tx, id)
			await refreshListingNextOpening(tx, id)
		})
	}
}

/**
 * Holds whose visitor did not confirm their e-mail within 30 minutes give their time back. A time the
 * dietitian proposed for a visit (a hold that moves one) and the visitor did not accept goes the same way;
 * the dietitian is told the visit stands (one transaction: the expiry always comes with its mail).
 */
export async function expireHolds(at: Date) {
	const expired = await withJobs(async (tx) => {
		const due = tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.status, 'held'), lte(appointments.holdExpiresAt, at))).limit(batch)
		const rows = await tx
			.update(appointments)
			.set({ status: 'expired', closedAt: at, ...erasedHealthData })
			.where(and(sql`${appointments.id} in (${due})`, eq(appointments.status, 'held')))
			.returning({ id: appointments.id, dietitianId: appointments.dietitianId, replacesId: appointments.replacesId })
		for (const row of rows) if (row.replacesId !== null) await enqueueJob('appointment-mail', { appointmentId: row.id, mail: 'proposal-expired' }, { tx })
		return rows
	})
	await freeTimes(expired.map((row) => row.dietitianId))
	countBooking('expired', expired.length)
	return expired.length
}

/** Requests left unanswered past their deadline (2 business days, or the start) are released; the visitor is told. */
export async function releaseUnanswered(at: Date) {
	// One transaction: a released request always comes with its visitor's mail.
	const released = await withJobs(async (tx) => {
		const due = tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.status, 'requested'), lte(appointments.replyDueAt, at))).limit(batch)
		const rows = await tx
			.update(appointments)
			.set({ status: 'released', closedAt: at })
			.where(and(sql`${appointments.id} in (${due})`, eq(appointments.status, 'requested')))
			.returning({ id: appointments.id, dietitianId: appointments.dietitianId })
		for (const row of rows) {
			await revokeActionLinks(revokedWhenEnded, row.id, tx)
			// A released request takes a waiting move of it along: there is no visit left to move.
			await closeMovesOf(tx, row.id, 'dietitian', at)
			await enqueueJob('appointment-mail', { appointmentId: row.id, mail: 'released' }, { tx })
		}
		return rows
	})
	await freeTimes(released.map((row) => row.dietitianId))
	countBooking('released', released.length)
	return released.length
}

/**
 * The health details (reason, phone) leave the row (docs/decisions/116): 30
 * days after a request ended without a visit, 30 days after the visit, and at
 * once for a hold that expired (expireHolds erases those itself; this catches
 * any a request's own expiry left). Times, kind and status stay.
 */
export async function eraseHealthData(at: Date) {
	const db = await getDb()
	const before = new Date(at.getTime() - healthDataDays * 86_400_000)
	const due = db
		.select({ id: appointments.id })
		.from(appointments)
		.where(
			and(
				or(isNotNull(appointments.reason), isNotNull(appointments.visitorPhone)),
				or(
					eq(appointments.status, 'expired'),
					and(inArray(appointments.status, ['declined', 'cancelled', 'released']), lte(appointments.closedAt, before)),
					lte(appointments.endsAt, before),
				),
			),
		)
		.limit(batch)
	const erased = await db.update(appointments).set(erasedHealthData).where(sql`${appointments.id} in (${due})`).returning({ id: appointments.id })
	return erased.length
}

/** The visitor's data (name, e-mail, insurance) goes 180 days after the appointment: the row is deleted. */
export async function deleteOldAppointments(at: Date) {
	const db = await getDb()
	const old = db.select({ id: appointments.id }).from(appointments).where(lte(appointments.endsAt, new Date(at.getTime() - keepDays * 86_400_000))).orderBy(asc(appointments.endsAt)).limit(batch)
	const deleted = await db.delete(appointments).where(sql`${appointments.id} in (${old})`).returning({ id: appointments.id })
	return deleted.length
}

/** Next openings that time alone has changed (the opening fell inside the notice, a new day entered the horizon). */
export async function recheckNextOpenings(at: Date) {
	const db = await getDb()
	const due = await db
		.select({ userId: appointmentSettings.userId })
		.from(appointmentSettings)
		.where(and(isNotNull(appointmentSettings.nextOpeningRecheckAt), lte(appointmentSettings.nextOpeningRecheckAt, at)))
		.orderBy(asc(appointmentSettings.nextOpeningRecheckAt))
		.limit(batch)
	await freeTimes(due.map((row) => row.userId))
	return due.length
}

