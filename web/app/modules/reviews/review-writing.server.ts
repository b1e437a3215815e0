import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { actionLinks } from '#db/schema/action-links.ts'
import { appointments } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { reviewInvitations, reviews } from '#db/schema/reviews.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingRatings } from '#app/modules/directory/listings.server.ts'
import { consumeActionLink, signedId } from '#app/modules/mail/action-links.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'
import { monthIn, shortName } from './review-display.ts'
import { reviewEditDays, type ReviewInput } from './review-form.ts'
import { reviewLinkPurpose } from './review-invitations.server.ts'

/**
 * Why a review link writes nothing: forged or unknown (`invalid`), past its 60 days (`expired`), of a visit
 * that was cancelled or did not take place (`not-a-visit`), a review older than 14 days (`edit-closed`),
 * an admin hid it (`hidden`), the dietitian's own visit (`own-visit`).
 */
export type ReviewProblem = 'invalid' | 'expired' | 'not-a-visit' | 'edit-closed' | 'hidden' | 'own-visit'

/** The HTTP status of each problem, the page's and the API's. */
export const problemStatus: Record<ReviewProblem, number> = { invalid: 403, 'own-visit': 403, expired: 410, 'not-a-visit': 409, 'edit-closed': 409, hidden: 409 }

/** The English the API answers with (the page says the same from the catalogue, in its language). */
export const problemMessages: Record<ReviewProblem, string> = {
	invalid: 'This review link is not valid: use the link of the mail as it came',
	expired: 'This review link has expired: a visit can be reviewed within 60 days of the invitation',
	'not-a-visit': 'This visit cannot be reviewed: it was cancelled or did not take place',
	'edit-closed': 'This review can no longer be changed: a review can be edited for 14 days after it was written',
	hidden: 'This review was hidden by our team and cannot be changed',
	'own-visit': 'A dietitian cannot review a visit of their own',
}

const dayMs = 86_400_000
type Db = Awaited<ReturnType<typeof getDb>> | Tx

/** What a review link is about: its link row, the visit, its invitation and the review it already wrote. */
async function linkSubject(db: Db, token: unknown) {
	const linkId = signedId(token, reviewLinkPurpose)
	if (linkId === null) return null
	const [row] = await db
		.select({ link: actionLinks, invitation: reviewInvitations, visit: appointments })
		.from(actionLinks)
		.innerJoin(reviewInvitations, eq(reviewInvitations.linkId, actionLinks.id))
		.innerJoin(appointments, eq(appointments.id, reviewInvitations.appointmentId))
		.where(eq(actionLinks.id, linkId))
	if (!row || row.link.purpose !== reviewLinkPurpose) return null
	const [review] = await db.select().from(reviews).where(eq(reviews.linkId, linkId))
	return { ...row, review: review ?? null }
}

type Subject = NonNullable<Awaited<ReturnType<typeof linkSubject>>>

async function isOwnVisit(db: Db, visit: Subject['visit']) {
	const [dietitian] = await db.select({ email: users.email, businessEmail: profiles.businessEmail }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, visit.dietitianId))
	const visitor = visit.visitorEmailKey
	return [dietitian?.email, dietitian?.businessEmail].some((address) => address && emailKey(address) === visitor)
}

/** What the link may do now: write (no review yet), edit (within 14 days), or a problem. */
async function linkState(db: Db, subject: Subject | null): Promise<{ ok: true; subject: Subject } | { ok: false; problem: ReviewProblem }> {
	if (!subject) return { ok: false, problem: 'invalid' }
	const at = now().getTime()
	if (subject.review) {
		if (subject.review.hiddenAt) return { ok: false, problem: 'hidden' }
		if (at >= subject.review.createdAt.getTime() + reviewEditDays * dayMs) return { ok: false, problem: 'edit-closed' }
		return { ok: true, subject }
	}
	if (subject.link.usedAt || subject.link.expiresAt.getTime() <= at) return { ok: false, problem: 'expired' }
	if (subject.invitation.notHeldAt || subject.visit.status !== 'confirmed') return { ok: false, problem: 'not-a-visit' }
	if (await isOwnVisit(db, subject.visit)) return { ok: false, problem: 'own-visit' }
	return { ok: true, subject }
}

/** What the review page shows before the form: the visit, the review as written so far, or why not. */
export async function readReviewLink(token: unknown) {
	const db = await getDb()
	const state = await linkState(db, await linkSubject(db, token))
	if (!state.ok) return state
	const { visit, review } = state.subject
	return {
		ok: true as const,
		dietitianId: visit.dietitianId,
		kind: visit.kind,
		startsAt: visit.startsAt,
		timeZone: visit.timeZone,
		review: review ? { rating: review.rating, recommend: review.recommend, text: review.text ?? '', display: review.display } : null,
		editableUntil: review ? new Date(review.createdAt.getTime() + reviewEditDays * dayMs) : null,
	}
}

export type SubmitOutcome = { ok: true; status: 200 | 201; id: number } | { ok: false; problem: ReviewProblem }

/**
 * Writes the review of the link's visit (201), or edits it within 14 days of writing (200). The first
 * write uses the link in the same transaction, so two posts at once write one review; the listing's
 * figures change with it.
 */
export async function submitReview(token: unknown, input: ReviewInput): Promise<SubmitOutcome> {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const state = await linkState(tx, await linkSubject(tx, token))
		if (!state.ok) return state
		const { visit, review } = state.subject
		const at = now()
		const fields = { rating: input.rating, recommend: input.recommend, text: input.text === '' ? null : input.text, display: input.display, updatedAt: at }
		if (review) {
			await tx.update(reviews).set(fields).where(eq(reviews.id, review.id))
			await refreshListingRatings(tx, visit.dietitianId)
			return { ok: true, status: 200, id: review.id }
		}
		const used = await consumeActionLink(token, reviewLinkPurpose, tx)
		if (!used.ok) return { ok: false, problem: used.reason === 'invalid' ? 'invalid' : 'expired' }
		const [row] = await tx
			.insert(reviews)
			.values({
				...fields,
				dietitianId: visit.dietitianId,
				visitId: visit.id,
				linkId: used.id,
				reviewerName: shortName(visit.visitorName),
				reviewerEmail: visit.visitorEmail,
				locale: visit.locale,
				kind: visit.kind,
				visitMonth: monthIn(visit.startsAt, visit.timeZone),
				createdAt: at,
			})
			.returning({ id: reviews.id })
		await refreshListingRatings(tx, visit.dietitianId)
		return { ok: true, status: 201, id: row!.id }
	})
}
