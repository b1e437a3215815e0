import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { actionLinks } from '#db/schema/action-links.ts'
import { appointments } from '#db/schema/appointments.ts'
import { reviewInvitations, reviews } from '#db/schema/reviews.ts'
import { localizePath } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { notHeldHours, reviewLinkDays, reviewReminderDays } from './review-form.ts'

/** The purpose of the review link: its signature is good for nothing else. */
export const reviewLinkPurpose = 'review'
export const reviewPath = '/reviews/write'

const hourMs = 3_600_000
const dayMs = 86_400_000
const batch = 100
/**
 * Visits that ended longer ago than this are never invited: a visit of before the feature (or one a
 * stopped worker missed for weeks) would get a mail about something long past.
 */
const inviteWithinDays = 14

/**
 * Invites the visitors of confirmed visits that ended 48 hours ago or more and that their dietitian did not
 * mark "did not take place": one row per visit (its key makes a second sweep, or another replica, insert
 * nothing), one signed link of 60 days and the mail in one transaction.
 */
export async function inviteToReview(at: Date) {
	const db = await getDb()
	const endedBy = new Date(at.getTime() - notHeldHours * hourMs)
	const endedAfter = new Date(at.getTime() - inviteWithinDays * dayMs)
	const due = await db
		.select({ id: appointments.id, dietitianId: appointments.dietitianId, locale: appointments.locale })
		.from(appointments)
		.leftJoin(reviewInvitations, eq(reviewInvitations.appointmentId, appointments.id))
		.where(and(eq(appointments.status, 'confirmed'), lte(appointments.endsAt, endedBy), gt(appointments.endsAt, endedAfter), isNull(reviewInvitations.appointmentId)))
		.limit(batch)
	let invited = 0
	for (const visit of due) {
		const done = await withJobs(async (tx) => {
			const [row] = await tx
				.insert(reviewInvitations)
				.values({ appointmentId: visit.id, dietitianId: visit.dietitianId, invitedAt: at, remindAt: new Date(at.getTime() + reviewReminderDays * dayMs) })
				.onConflictDoNothing()
				.returning({ appointmentId: reviewInvitations.appointmentId })
			if (!row) return false
			const links = await issueActionLinks(visit.id, [{ purpose: reviewLinkPurpose, path: localizePath(reviewPath, visit.locale) }], reviewLinkDays * dayMs, tx)
			const linkId = Number(new URL(links[reviewLinkPurpose]).searchParams.get('t')!.split('.')[0])
			await tx.update(reviewInvitations).set({ linkId }).where(eq(reviewInvitations.appointmentId, visit.id))
			await enqueueJob('review-mail', { appointmentId: visit.id, mail: 'invitation' }, { tx })
			return true
		})
		if (done) invited++
	}
	return invited
}

/** The one reminder, 7 days after the invitation, while its link is unused and valid and no review came. */
export async function remindToReview(at: Date) {
	return withJobs(async (tx) => {
		const due = tx
			.select({ id: reviewInvitations.appointmentId })
			.from(reviewInvitations)
			.where(and(isNull(reviewInvitations.remindedAt), isNotNull(reviewInvitations.remindAt), lte(reviewInvitations.remindAt, at)))
			.limit(batch)
		const rows = await tx
			.update(reviewInvitations)
			.set({ remindedAt: at })
			.where(and(sql`${reviewInvitations.appointmentId} in (${due})`, isNull(reviewInvitations.remindedAt)))
			.returning({ appointmentId: reviewInvitations.appointmentId, linkId: reviewInvitations.linkId })
		let reminded = 0
		for (const row of rows) {
			if (row.linkId === null) continue
			const [link] = await tx.select({ usedAt: actionLinks.usedAt, expiresAt: actionLinks.expiresAt }).from(actionLinks).where(eq(actionLinks.id, row.linkId))
			const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.linkId, row.linkId))
			if (!link || link.usedAt || link.expiresAt <= at || review) continue
			await enqueueJob('review-mail', { appointmentId: row.appointmentId, mail: 'reminder' }, { tx })
			reminded++
		}
		return reminded
	})
}

export type NotHeldOutcome = 'marked' | 'not-found' | 'too-late' | 'too-early'

/**
 * "Did not take place" (issue 46 point 1): the dietitian's own confirmed visit, after its start and
 * within 48 hours of its end; no invitation is ever sent for it. Before the sweep's invitation only:
 * the row's key makes the mark and the invitation exclusive.
 */
export async function markNotHeld(dietitianId: number, appointmentId: number): Promise<NotHeldOutcome> {
	const db = await getDb()
	const at = now()
	const [visit] = await db
		.select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
		.from(appointments)
		.where(and(eq(appointments.id, appointmentId), eq(appointments.dietitianId, dietitianId), eq(appointments.status, 'confirmed')))
	if (!visit) return 'not-found'
	if (visit.startsAt > at) return 'too-early'
	if (at.getTime() >= visit.endsAt.getTime() + notHeldHours * hourMs) return 'too-late'
	const [row] = await db.insert(reviewInvitations).values({ appointmentId, dietitianId, notHeldAt: at }).onConflictDoNothing().returning({ appointmentId: reviewInvitations.appointmentId })
	if (row) return 'marked'
	const [existing] = await db.select({ notHeldAt: reviewInvitations.notHeldAt }).from(reviewInvitations).where(eq(reviewInvitations.appointmentId, appointmentId))
	return existing?.notHeldAt ? 'marked' : 'too-late'
}

/** Which of a dietitian's visits (ids) are marked "did not take place": the dashboard's list says so. */
export async function notHeldVisits(dietitianId: number) {
	const db = await getDb()
	const rows = await db
		.select({ id: reviewInvitations.appointmentId })
		.from(reviewInvitations)
		.where(and(eq(reviewInvitations.dietitianId, dietitianId), isNotNull(reviewInvitations.notHeldAt)))
	return new Set(rows.map((row) => row.id))
}
