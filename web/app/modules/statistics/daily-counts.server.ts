import { and, eq, gte } from 'drizzle-orm'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'

export type DailyCounts = { day: string; views: number; appearances: number }

/** A profile's daily views and search appearances from `since` (a YYYY-MM-DD day) on. */
export async function dailyCounts(profileUserId: number, since: string): Promise<DailyCounts[]> {
	const db = await getDb()
	return db
		.select({ day: profileDailyStats.day, views: profileDailyStats.views, appearances: profileDailyStats.appearances })
		.from(profileDailyStats)
		.where(and(eq(profileDailyStats.profileUserId, profileUserId), gte(profileDailyStats.day, since)))
}
