import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale, localizePath } from '#app/i18n/locale.ts'
import { monthWords } from './review-display.ts'
import { reviewSummary, shownReviews, type ReviewSummary, type ShownReview } from './profile-reviews.server.ts'
import { reviewsJsonLd } from './review-json-ld.ts'

/** How many reviews a profile page shows; the others are a GET parameter away (no JavaScript). */
// Three a page: the busiest profile stays within its HTML budget (130 KB, issue 44 point 4) with the answers shown.
export const reviewsPerPage = 3

/** The page number in `?reviews=`: a whole number from 1, else the first page. */
export function reviewPageOf(value: string | null) {
	return value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1
}

/**
 * The profile's review section as plain words (issue 46 point 3): the loader writes every label, month and
 * figure, so the page's script carries no formatting code (the profile page is at its weight limit).
 */
export async function profileReviews(t: Translate, dietitianId: number, name: string, pageParam: string | null, profilePath: string) {
	const summary = await reviewSummary(dietitianId)
	if (summary.totalCount === 0) return { section: null, jsonLd: null }
	const pages = Math.max(1, Math.ceil(summary.totalCount / reviewsPerPage))
	const page = Math.min(reviewPageOf(pageParam), pages)
	const rows = await shownReviews(dietitianId, (page - 1) * reviewsPerPage, reviewsPerPage)
	const newest = page === 1 ? rows : await shownReviews(dietitianId, 0, reviewsPerPage)
	const href = (n: number) => `${localizePath(profilePath, t.locale)}${n === 1 ? '' : `?reviews=${n}`}#reviews`
	const section = {
		title: t('reviews.profile.title'),
		summary: summaryWords(t, summary),
		distribution: (['5', '4', '3', '2', '1'] as const).map((rating) => t('reviews.profile.distribution', { stars: Number(rating), count: summary.distribution[rating] })),
		items: rows.map((row) => reviewWords(t, row, name)),
		paging:
			pages > 1
				? {
						label: t('reviews.profile.page', { page, pages }),
						previous: page > 1 ? { href: href(page - 1), text: t('reviews.profile.newer') } : null,
						next: page < pages ? { href: href(page + 1), text: t('reviews.profile.older') } : null,
					}
				: null,
		rules: { href: `${localizePath('/how-listings-are-ordered', t.locale)}#reviews`, text: t('reviews.profile.rules') },
	}
	return { section, jsonLd: reviewsJsonLd(summary, newest, t('reviews.profile.aClient')) }
}

/** "4.7 out of 5 · 12 reviews"; under 3 reviews only their number (an average of two is no figure). */
export function summaryWords(t: Translate, summary: ReviewSummary) {
	if (summary.average === null) return t('reviews.profile.countOnly', { count: summary.totalCount })
	const average = new Intl.NumberFormat(intlLocale(t.locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.average)
	return t('reviews.profile.average', { average, count: summary.totalCount })
}

function reviewWords(t: Translate, row: ShownReview, name: string) {
	return {
		id: row.id,
		rating: t('reviews.profile.rating', { rating: row.rating }),
		stars: '★'.repeat(row.rating) + '☆'.repeat(5 - row.rating),
		author: row.display_name ?? t('reviews.profile.aClient'),
		verified: t('reviews.profile.verified', { month: monthWords(row.visit_month, t.locale) }),
		kind: row.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'),
		recommend: row.recommend ? t('reviews.profile.recommends') : t('reviews.profile.doesNotRecommend'),
		text: row.text,
		reply: row.reply ? { label: t('reviews.profile.replyFrom', { name }), text: row.reply } : null,
	}
}

export type ProfileReviewSectionWords = NonNullable<Awaited<ReturnType<typeof profileReviews>>['section']>
