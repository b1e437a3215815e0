import { and, eq, inArray } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { dailyRotation } from './daily-rotation.server.ts'

export type FeaturedDietitian = { id: number; name: string; credentials: string[]; role: string | null; city: string | null; state: string | null; specialties: string[] }

/**
 * The home page's featured dietitians: listed, on a plan whose entitlements
 * include `homePageFeature`, a different few each day.
 */
export async function featuredDietitians(limit = 3, today = new Date()): Promise<FeaturedDietitian[]> {
	const planIds = plans.filter((plan) => hasEntitlement(plan.id, 'homePageFeature')).map((plan) => plan.id)
	if (planIds.length === 0) return []
	const db = await getDb()
	const rows = await db
		.select({
			id: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			credentials: profiles.credentials,
			role: profiles.role,
			city: profiles.cityName,
			state: profiles.state,
			specialties: profiles.specialties,
		})
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(listedProfile(), inArray(users.plan, planIds)))
		.orderBy(dailyRotation(users.id, today))
		.limit(limit)
	return rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}` }))
}
