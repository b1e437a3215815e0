import { availabilityConfirmed } from '#app/modules/profiles/availability-rules.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { and, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { cityKey, lookupZip } from '#app/modules/directory/zip-codes.server.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { listingStatus } from '#app/modules/profiles/listing-status.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

test('listing status: one derivation', () => {
	const at = new Date()
	expect(listingStatus({ reviewStatus: 'draft', plan: 2, suspendedAt: null })).toBe('draft')
	expect(listingStatus({ reviewStatus: 'submitted', plan: 2, suspendedAt: null })).toBe('pending')
	expect(listingStatus({ reviewStatus: 'approved', plan: 1, suspendedAt: null })).toBe('listed')
	expect(listingStatus({ reviewStatus: 'approved', plan: 0, suspendedAt: null })).toBe('not_listed')
	expect(listingStatus({ reviewStatus: 'rejected', plan: 3, suspendedAt: null })).toBe('rejected')
	expect(listingStatus({ reviewStatus: 'approved', plan: 3, suspendedAt: at })).toBe('suspended')
})

let n = 0
async function profileAt(zip: string, facts: { plan: number; reviewStatus: 'draft' | 'submitted' | 'approved' | 'rejected'; suspended?: boolean }) {
	const db = await getDb()
	const place = lookupZip(zip)!
	const [user] = await db
		.insert(users)
		.values({ email: `radius.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'R', lastName: String(n), plan: facts.plan, verified: true, suspendedAt: facts.suspended ? new Date() : null })
		.returning({ id: users.id })
	await db.insert(profiles).values({
		userId: user!.id,
		// Availability confirmed now (issue 30): the listing is 'confirmed'.
		...availabilityConfirmed(now()),
		zipcode: zip,
		cityName: place.city,
		cityKey: cityKey(place.city),
		state: place.state,
		latitude: place.latitude,
		longitude: place.longitude,
		reviewStatus: facts.reviewStatus,
	})
	await refreshListing(db, user!.id)
	return user!.id
}

test('the radius query uses earthdistance on both databases, and only listed profiles count', async () => {
	const db = await getDb()
	const midtown = await profileAt('10001', { plan: 2, reviewStatus: 'approved' })
	const brooklyn = await profileAt('11201', { plan: 1, reviewStatus: 'approved' })
	await profileAt('10002', { plan: 0, reviewStatus: 'approved' })
	await profileAt('10003', { plan: 2, reviewStatus: 'submitted' })
	await profileAt('10004', { plan: 3, reviewStatus: 'approved', suspended: true })
	await profileAt('60601', { plan: 3, reviewStatus: 'approved' })
	const center = lookupZip('10001')!
	const meters = 25 * 1609.344
	const origin = sql`ll_to_earth(${center.latitude}, ${center.longitude})`
	const location = sql`ll_to_earth(${profiles.latitude}, ${profiles.longitude})`
	const rows = await db
		.select({ id: profiles.userId, miles: sql<number>`earth_distance(${location}, ${origin}) / 1609.344` })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(listedProfile(), sql`earth_box(${origin}, ${meters}) @> ${location}`, sql`earth_distance(${location}, ${origin}) < ${meters}`))
		.orderBy(sql`earth_distance(${location}, ${origin})`)
	expect(rows.map((r) => r.id)).toEqual([midtown, brooklyn])
	expect(rows[1]!.miles).toBeGreaterThan(2)
	expect(rows[1]!.miles).toBeLessThan(6)
})
