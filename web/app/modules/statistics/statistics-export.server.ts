import { eq } from 'drizzle-orm'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The profile's daily views and search appearances, for "Download my data" (issue 48). */
export async function statisticsExport(userId: number) {
	const db = await getDb()
	return db
		.select({ day: profileDailyStats.day, views: profileDailyStats.views, appearances: profileDailyStats.appearances })
		.from(profileDailyStats)
		.where(eq(profileDailyStats.profileUserId, userId))
		.orderBy(profileDailyStats.day)
}
