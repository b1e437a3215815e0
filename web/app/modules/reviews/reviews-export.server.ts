import { eq } from 'drizzle-orm'
import { reviews } from '#db/schema/reviews.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/**
 * The reviews of a dietitian's visits and their answers, for "Download my data" (issue 48): as the dashboard
 * shows them, with the name as the reviewer chose to show it; never the reviewer's e-mail address.
 */
export async function reviewsExport(userId: number) {
	const db = await getDb()
	const rows = await db.select().from(reviews).where(eq(reviews.dietitianId, userId)).orderBy(reviews.createdAt)
	return rows.map((row) => ({
		id: row.id,
		rating: row.rating,
		recommend: row.recommend,
		text: row.text,
		shownAs: row.display === 'anonymous' ? 'A client' : row.reviewerName,
		visitMonth: row.visitMonth,
		kind: row.kind,
		createdAt: row.createdAt,
		reply: row.reply,
		repliedAt: row.repliedAt,
		hiddenAt: row.hiddenAt,
		hiddenReason: row.hiddenReason,
	}))
}
