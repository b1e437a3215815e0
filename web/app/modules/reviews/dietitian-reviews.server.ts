import type { Locale } from '#app/i18n/locale.ts'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { reviewReports, reviews } from '#db/schema/reviews.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { monthWords } from './review-display.ts'
import type { ReviewReportReason } from './review-form.ts'

/** A review as its dietitian reads it (the dashboard and POST /api/user/reviews): hidden ones too, marked. */
export async function ownReviews(dietitianId: number) {
	const db = await getDb()
	const rows = await db
		.select({ review: reviews, openReport: reviewReports.id })
		.from(reviews)
		.leftJoin(reviewReports, and(eq(reviewReports.reviewId, reviews.id), isNull(reviewReports.closedAt)))
		.where(eq(reviews.dietitianId, dietitianId))
		.orderBy(desc(reviews.createdAt), desc(reviews.id))
	return rows.map(({ review, openReport }) => ({
		id: review.id,
		rating: review.rating,
		recommend: review.recommend,
		text: review.text,
		display_name: review.display === 'name' ? review.reviewerName : null,
		visit_month: review.visitMonth,
		kind: review.kind,
		reply: review.reply,
		reported: openReport !== null,
		hidden: review.hiddenAt !== null,
	}))
}

export type ReplyOutcome = 'saved' | 'not-found'

/**
 * The dietitian's public answer to a review of theirs: one answer per review, which a later one replaces
 * (an edit, never a second answer). Another dietitian's review is "not found".
 */
export async function replyToReview(dietitianId: number, reviewId: number, text: string): Promise<ReplyOutcome> {
	const db = await getDb()
	const [row] = await db
		.update(reviews)
		.set({ reply: text === '' ? null : text, repliedAt: text === '' ? null : now() })
		.where(and(eq(reviews.id, reviewId), eq(reviews.dietitianId, dietitianId)))
		.returning({ id: reviews.id })
	return row ? 'saved' : 'not-found'
}

export type ReportOutcome = 'reported' | 'already-reported' | 'not-found'

/** The dietitian reports a review of theirs to the admin's queue; one open report per review. They cannot hide it. */
export async function reportReview(dietitianId: number, reviewId: number, reason: ReviewReportReason): Promise<ReportOutcome> {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const [review] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.dietitianId, dietitianId))).for('update')
		if (!review) return 'not-found'
		const [open] = await tx.select({ id: reviewReports.id }).from(reviewReports).where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.closedAt)))
		if (open) return 'already-reported'
		await tx.insert(reviewReports).values({ reviewId, reportedBy: dietitianId, reason, createdAt: now() })
		return 'reported'
	})
}

/** The dashboard's reviews section in words, in the page's language; null before the first review. */
export async function reviewsPanel(dietitianId: number, locale: Locale = 'en') {
	const list = await ownReviews(dietitianId)
	if (list.length === 0) return null
	const t = translator(locale)
	return {
		words: {
			title: t('reviews.dashboard.title'),
			intro: t('reviews.dashboard.intro'),
			replyLabel: t('reviews.dashboard.replyLabel'),
			replySave: t('reviews.dashboard.replySave'),
			reportSummary: t('reviews.dashboard.reportSummary'),
			reportLegend: t('reviews.dashboard.reportLegend'),
			reportSend: t('reviews.dashboard.reportSend'),
			reported: t('reviews.dashboard.reported'),
			hidden: t('reviews.dashboard.hidden'),
			pending: t('reviews.dashboard.pending'),
			reasons: [
				{ value: 'not-a-client', label: t('reviews.reason.not-a-client') },
				{ value: 'health-details', label: t('reviews.reason.health-details') },
				{ value: 'hateful', label: t('reviews.reason.hateful') },
				{ value: 'spam', label: t('reviews.reason.spam') },
			],
		},
		items: list.map((review) => ({
			...review,
			rating: t('reviews.profile.rating', { rating: review.rating }),
			author: review.display_name ?? t('reviews.profile.aClient'),
			verified: t('reviews.profile.verified', { month: monthWords(review.visit_month, locale) }),
			kind: review.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'),
			recommend: review.recommend ? t('reviews.profile.recommends') : t('reviews.profile.doesNotRecommend'),
		})),
	}
}
