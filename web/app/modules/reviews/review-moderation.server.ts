import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { reviewModeration, reviewReports, reviews } from '#db/schema/reviews.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { refreshListingRatings } from '#app/modules/directory/listings.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The admin's queue (issue 46 point 5): the reviews with an open report, oldest report first, with what was said. */
export async function reportedReviews(limit = 200) {
	const db = await getDb()
	return db
		.select({
			reportId: reviewReports.id,
			reason: reviewReports.reason,
			reportedAt: reviewReports.createdAt,
			reviewId: reviews.id,
			dietitianId: reviews.dietitianId,
			dietitian: users.firstName,
			dietitianLast: users.lastName,
			rating: reviews.rating,
			text: reviews.text,
			reply: reviews.reply,
			reviewerName: reviews.reviewerName,
			createdAt: reviews.createdAt,
		})
		.from(reviewReports)
		.innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
		.innerJoin(users, eq(users.id, reviews.dietitianId))
		.where(isNull(reviewReports.closedAt))
		.orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
		.limit(limit)
}

/** Every admin action on reviews, newest first: who, when, what, why. */
export async function moderationLog(limit = 50) {
	const db = await getDb()
	return db
		.select({ id: reviewModeration.id, reviewId: reviewModeration.reviewId, action: reviewModeration.action, reason: reviewModeration.reason, at: reviewModeration.at, adminEmail: users.email })
		.from(reviewModeration)
		.leftJoin(users, eq(users.id, reviewModeration.adminId))
		.orderBy(desc(reviewModeration.at), desc(reviewModeration.id))
		.limit(limit)
}

export type ModerationOutcome = 'hidden' | 'kept' | 'not-found'

/**
 * Closes a report: hide the review (with the reason the reviewer is mailed; it leaves the average and the
 * count) or keep it. One transaction: the report's close, the review, the listing's figures, the log row and
 * the mail go together; a report closed already is "not found" (two admins at once act once).
 */
export async function moderateReview(reportId: number, adminId: number, decision: { action: 'hide'; reason: string } | { action: 'keep' }): Promise<ModerationOutcome> {
	return withJobs(async (tx) => {
		const at = now()
		const [report] = await tx
			.update(reviewReports)
			.set({ closedAt: at, closedBy: adminId, outcome: decision.action === 'hide' ? 'hidden' : 'kept' })
			.where(and(eq(reviewReports.id, reportId), isNull(reviewReports.closedAt)))
			.returning({ reviewId: reviewReports.reviewId })
		if (!report) return 'not-found'
		await tx.insert(reviewModeration).values({ reviewId: report.reviewId, adminId, action: decision.action, reason: decision.action === 'hide' ? decision.reason : null, at })
		if (decision.action === 'keep') return 'kept'
		const [review] = await tx
			.update(reviews)
			.set({ hiddenAt: at, hiddenBy: adminId, hiddenReason: decision.reason })
			.where(and(eq(reviews.id, report.reviewId), isNull(reviews.hiddenAt)))
			.returning({ dietitianId: reviews.dietitianId })
		if (review) {
			await refreshListingRatings(tx, review.dietitianId)
			await enqueueJob('review-hidden-mail', { reviewId: report.reviewId }, { tx })
		}
		return 'hidden'
	})
}
