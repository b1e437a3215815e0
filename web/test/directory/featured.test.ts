import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { featuredDietitians } from '#app/modules/directory/featured.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

test('the home page features only listed dietitians whose plan includes it', async () => {
	const db = await getDb()
	const add = async (name: string, plan: number, reviewStatus: 'approved' | 'submitted') => {
		const [user] = await db
			.insert(users)
			.values({ email: `${name}@example.com`, passwordHash: 'x', firstName: name, lastName: 'Test', plan, verified: true })
			.returning({ id: users.id })
		await db.insert(profiles).values({ userId: user!.id, reviewStatus, cityName: 'Austin', state: 'TX', zipcode: '78701', latitude: 30.2711, longitude: -97.7437 })
		await refreshListing(db, user!.id)
	}
	await add('practice', 3, 'approved')
	await add('professional', 2, 'approved')
	await add('pending', 3, 'submitted')
	expect((await featuredDietitians(3)).map((d) => d.name)).toEqual(['practice Test'])
})
