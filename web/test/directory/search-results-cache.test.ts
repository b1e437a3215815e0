import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { listingsGeneration } from '#app/modules/directory/search-results-cache.server.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { add } from './profile-fixture.ts'

// Helena, Montana: no other test of this file lists anyone there.
const helena = searchQuerySchema.parse({ searchZipCode: '59601', radius: 10 })
const lastNames = async () => {
	const outcome = await searchDietitians(helena)
	return outcome.status === 'ok' ? outcome.data.map((card) => card.last_name).sort() : outcome.status
}
let first: number
let second: number

beforeAll(async () => {
	setClock('2026-12-01T15:00:10Z')
	first = await add({ name: 'Ada', last: 'Ames', zip: '59601' })
	second = await add({ name: 'Bea', last: 'Bell', zip: '59601' })
})

test('the listings generation counts each committed transaction that changed listings once, and nothing else', async () => {
	const db = await getDb()
	const before = await listingsGeneration()
	expect(before).toEqual(expect.any(Number))
	// Two listings refreshed (a delete and an insert each) in one transaction: one change.
	await db.transaction(async (tx) => {
		await refreshListing(tx, first)
		await refreshListing(tx, second)
	})
	expect(await listingsGeneration()).toBe(before! + 1)
	// Rolled back: nothing changed.
	await expect(
		db.transaction(async (tx) => {
			await refreshListing(tx, first)
			throw new Error('rolled back on purpose')
		}),
	).rejects.toThrow('rolled back on purpose')
	expect(await listingsGeneration()).toBe(before! + 1)
	// A transaction that changes no listing.
	await db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, first))
	expect(await listingsGeneration()).toBe(before! + 1)
})

test('a committed change to a listing is in the very next search; an unchanged search in the same minute is answered from memory', async () => {
	const db = await getDb()
	expect(await lastNames()).toEqual(['Ames', 'Bell'])

	// A rename as the profile's save makes it: the source row, then the listing, in one transaction.
	await db.transaction(async (tx) => {
		await tx.update(users).set({ lastName: 'Abbott' }).where(eq(users.id, first))
		await refreshListing(tx, first)
	})
	expect(await lastNames()).toEqual(['Abbott', 'Bell'])

	// Off the directory (no plan with a listing): gone from the next search.
	await db.transaction(async (tx) => {
		await tx.update(users).set({ plan: 0 }).where(eq(users.id, second))
		await refreshListing(tx, second)
	})
	expect(await lastNames()).toEqual(['Abbott'])

	// A change the counter does not see (its trigger off for one transaction): the same search in the
	// same minute keeps its remembered answer, which shows the answer is reused; the next minute reads afresh.
	await db.transaction(async (tx) => {
		await tx.execute(sql`set local session_replication_role = replica`)
		await tx.update(directoryListings).set({ lastName: 'Unseen' }).where(eq(directoryListings.userId, first))
	})
	expect(await lastNames()).toEqual(['Abbott'])
	advanceClock(60_000)
	expect(await lastNames()).toEqual(['Unseen'])
})
