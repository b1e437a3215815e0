import { eq } from 'drizzle-orm'
import { directoryListings as l } from '#db/schema/directory.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { dailyRotation } from './daily-rotation.server.ts'

export type FeaturedDietitian = { id: number; name: string; credentials: string[]; role: string | null; city: string | null; state: string | null; specialties: string[] }

/**
 * The home page's featured dietitians: listed, on a plan whose entitlements
 * include `homePageFeature`, a different few each day.
 */
export async function featuredDietitians(limit = 3, today = new Date()): Promise<FeaturedDietitian[]> {
	const db = await getDb()
	const rows = await db
		.select({
			id: l.userId,
			firstName: l.firstName,
			lastName: l.lastName,
			credentials: l.credentials,
			role: l.role,
			city: l.cityName,
			state: l.state,
			specialties: l.specialties,
		})
		.from(l)
		.where(eq(l.homePage, true))
		.orderBy(dailyRotation(l.userId, today))
		.limit(limit)
	return rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}` }))
}
