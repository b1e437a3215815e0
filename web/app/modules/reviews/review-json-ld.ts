import type { ReviewSummary, ShownReview } from './profile-reviews.server.ts'

/**
 * The reviews in the profile's structured data (issue 46 point 3). schema.org gives `aggregateRating` and
 * `review` to organizations, places and products, not to a Person: they go on the dietitian's practice
 * (the Person's `worksFor`, a MedicalBusiness), which is this listing's own. The average only from 3
 * reviews, as the page shows it; the reviews are the newest the page shows, the item reviewed being the
 * node they are nested in.
 */
export function reviewsJsonLd(summary: ReviewSummary, newest: ShownReview[], anonymous: string) {
	return {
		...(summary.average === null ? {} : { aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.totalCount, bestRating: 5, worstRating: 1 } }),
		review: newest.map((row) => ({
			'@type': 'Review',
			author: { '@type': 'Person', name: row.display_name ?? anonymous },
			datePublished: row.created_at.slice(0, 10),
			reviewRating: { '@type': 'Rating', ratingValue: row.rating, bestRating: 5, worstRating: 1 },
			...(row.text ? { reviewBody: row.text } : {}),
		})),
	}
}

export type ReviewsJsonLd = ReturnType<typeof reviewsJsonLd>
