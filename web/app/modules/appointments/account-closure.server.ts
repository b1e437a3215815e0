import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { appointments } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'
import { dietitianContact, type ClosedVisit } from './appointment-mails.server.ts'

/**
 * A dietitian's account deleted with visits booked (issue 43 point 6): the
 * appointment rows go with the account (foreign keys cascade), so each visitor
 * with a visit still to come, requested or confirmed, is told before they go.
 * Past visits, and requests already cancelled, declined or released, were
 * told their end already; a hold whose e-mail was never confirmed was never a
 * request, and its address was never proven. A waiting request to move a
 * visit is that visit (docs/decisions/120): its visitor gets the visit's mail only.
 */
const cancels = ['requested', 'confirmed'] as const
const toCancel = (dietitianId: number, at: Date, statuses: readonly AppointmentRow['status'][] = cancels) =>
	and(eq(appointments.dietitianId, dietitianId), inArray(appointments.status, [...statuses]), gt(appointments.startsAt, at), isNull(appointments.replacesId))

/** How many booked visits deleting the account would cancel now: what the admin reads before deleting it. */
export async function countVisitsToCancel(dietitianId: number, at = now()): Promise<number> {
	const rows = await (await getDb()).select({ id: appointments.id }).from(appointments).where(toCancel(dietitianId, at))
	return rows.length
}

/**
 * Queues, in the deleting transaction, one cancellation mail per visit still
 * to come, before the rows go: each job carries what its mail says (the rows
 * will be gone when it runs), never the reason for the visit or the phone.
 * The holds are locked too: one whose visitor confirms their e-mail meanwhile
 * is read once that commits, as the request it became, and is not missed.
 * Returns how many visits are cancelled.
 */
export async function cancelVisitsOfClosingAccount(tx: JobTx, dietitianId: number, at = now()): Promise<number> {
	const locked = await tx.select().from(appointments).where(toCancel(dietitianId, at, ['held', ...cancels])).for('update')
	const visits = locked.filter((visit) => visit.status !== 'held')
	if (visits.length === 0) return 0
	const [owner] = await tx
		.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale, profile: profiles })
		.from(users)
		.leftJoin(profiles, eq(profiles.userId, users.id))
		.where(eq(users.id, dietitianId))
	if (!owner) return 0
	const dietitian = dietitianContact(owner)
	for (const a of visits) {
		const visit: ClosedVisit = {
			id: a.id,
			visitId: a.visitId,
			kind: a.kind,
			format: a.format,
			startsAt: a.startsAt.toISOString(),
			endsAt: a.endsAt.toISOString(),
			timeZone: a.timeZone,
			visitorName: a.visitorName,
			visitorEmail: a.visitorEmail,
			locale: a.locale,
			invitationSequence: a.invitationSequence,
			confirmed: a.status === 'confirmed',
			dietitian,
		}
		await enqueueJob('appointment-closure-mail', { visit }, { tx })
	}
	return visits.length
}
