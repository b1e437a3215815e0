import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { directoryListings } from '#db/schema/directory.ts'
import { reviews } from '#db/schema/reviews.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { minimumForAverage, ratingAverage } from './review-display.ts'

/** A shown review as the API gives it (issue 46 point 7) and the profile writes it. */
export type ShownReview = {
	id: number
	rating: number
	recommend: boolean
	text: string | null
	/** "Jordan R.", or null when the reviewer chose "A client". */
	display_name: string | null
	/** `2026-11`: the month of the visit, never the day. */
	visit_month: string
	kind: 'intro' | 'first'
	reply: string | null
	created_at: string
}

export type ReviewSummary = {
	totalCount: number
	/** One decimal, from 3 reviews on; null under 3. */
	average: number | null
	/** How many reviews gave each rating, "1" to "5". */
	distribution: Record<'1' | '2' | '3' | '4' | '5', number>
}

const shown = (dietitianId: number) => and(eq(reviews.dietitianId, dietitianId), isNull(reviews.hiddenAt))

/** The figures of a dietitian's shown reviews: a hidden review leaves the count, the average and the distribution. */
export async function reviewSummary(dietitianId: number): Promise<ReviewSummary> {
	const db = await getDb()
	const rows = await db.select({ rating: reviews.rating, n: count() }).from(reviews).where(shown(dietitianId)).groupBy(reviews.rating)
	const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
	let total = 0
	let sum = 0
	for (const row of rows) {
		distribution[String(row.rating) as keyof typeof distribution] = row.n
		total += row.n
		sum += row.n * row.rating
	}
	return { totalCount: total, average: ratingAverage(total, sum), distribution }
}

/** A page of a dietitian's shown reviews, newest first. */
export async function shownReviews(dietitianId: number, start: number, limit: number): Promise<ShownReview[]> {
	const db = await getDb()
	const rows = await db.select().from(reviews).where(shown(dietitianId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).offset(start).limit(limit)
	return rows.map((row) => ({
		id: row.id,
		rating: row.rating,
		recommend: row.recommend,
		text: row.text,
		display_name: row.display === 'name' ? row.reviewerName : null,
		visit_month: row.visitMonth,
		kind: row.kind,
		reply: row.reply,
		created_at: row.createdAt.toISOString(),
	}))
}

/** The search card's and API's figures from the listing (its read model keeps them): null under 3 reviews. */
export function cardRating(listing: { ratingCount: number; ratingSum: number }) {
	const average = ratingAverage(listing.ratingCount, listing.ratingSum)
	return { rating_average: average, rating_count: listing.ratingCount >= minimumForAverage ? listing.ratingCount : null }
}

/** Whether the dietitian is listed (the API answers 404 otherwise). */
export async function isListed(dietitianId: number) {
	const db = await getDb()
	const [row] = await db.select({ id: directoryListings.userId }).from(directoryListings).where(eq(directoryListings.userId, dietitianId))
	return Boolean(row)
}

/** A card's review figures from the reviews themselves (a card of a profile not in the listings: the admin's preview). */
export async function ratingFigures(dietitianId: number) {
	const summary = await reviewSummary(dietitianId)
	const ratingSum = Object.entries(summary.distribution).reduce((sum, [rating, n]) => sum + Number(rating) * n, 0)
	return { ratingCount: summary.totalCount, ratingSum }
}
