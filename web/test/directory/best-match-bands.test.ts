// Issue 30 point 2: around a ZIP or a city, Best match is Featured, then the distance band, then the
// daily rotation inside each band; state-only and telehealth searches keep the rotation without bands.
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { directoryListings as l } from '#db/schema/directory.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { dailyRotation } from '#app/modules/directory/daily-rotation.server.ts'
import { distanceBandMiles } from '#app/modules/directory/listing-order.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { add } from './profile-fixture.ts'

const days = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2026, 11, 1 + i, 12)))

const found = async (input: Record<string, unknown>, today: Date) => {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchCount: 50, ...input }), { today })
	if (outcome.status !== 'ok') throw new Error(outcome.status)
	return outcome.data
}

const bandOf = (miles: number) => {
	const band = distanceBandMiles.findIndex((edge) => miles < edge)
	return band === -1 ? distanceBandMiles.length : band
}

beforeAll(async () => {
	await add({ name: 'Half', north: 0.5 })
	await add({ name: 'Ten', north: 10.2 })
	// Neighbours in each band, so the rotation has something to shuffle in every band.
	for (const [i, north] of [0.2, 1, 2, 3, 4.5, 6, 7, 8, 9.5, 12, 15, 20, 24, 30, 40, 49, 60, 80].entries()) await add({ name: `N${i}`, north })
	// A featured plan far out still comes first; telehealth-only reach from Chicago.
	await add({ name: 'Featured', north: 45, plan: 3 })
	await add({ name: 'Online', zip: '60601', telehealthStates: ['NY'] })
	await add({ name: 'TeleNear', north: 0.7, telehealthStates: ['NY'] })
	await add({ name: 'TeleFar', north: 35, telehealthStates: ['NY'] })
})

describe('Best match around a place', () => {
	test('Featured first, then the bands in order of distance, every day; 0.5 miles is never behind 10', async () => {
		for (const today of days) {
			const cards = await found({ searchZipCode: '10001', radius: 100 }, today)
			expect(cards[0]!.first_name).toBe('Featured')
			const rest = cards.slice(1)
			const bands = rest.map((card) => bandOf(card.distance!))
			expect(bands, today.toISOString()).toEqual([...bands].sort((a, b) => a - b))
			const names = rest.map((card) => card.first_name)
			expect(names.indexOf('Half')).toBeLessThan(names.indexOf('Ten'))
		}
	})

	test('inside a band the rotation still changes from day to day', async () => {
		const firstBand = new Set<string>()
		for (const today of days) {
			const cards = await found({ searchZipCode: '10001', radius: 100 }, today)
			firstBand.add(cards.filter((card) => !card.featured && card.distance! < distanceBandMiles[0]).map((card) => card.first_name).join())
		}
		expect(firstBand.size).toBeGreaterThan(5)
	})

	test('a city search is banded too (around the city’s centre)', async () => {
		const cards = await found({ searchCity: 'New York', searchState: 'NY', radius: 100 }, days[0]!)
		const bands = cards.filter((card) => !card.featured).map((card) => bandOf(card.distance!))
		expect(bands).toEqual([...bands].sort((a, b) => a - b))
	})
})

describe('searches without a place keep the plain rotation', () => {
	/** The order before bands: featured, then the day's rotation. */
	const rotationOrder = async (state: string, today: Date) => {
		const db = await getDb()
		const rows = await db.select({ id: l.userId }).from(l).where(eq(l.state, state)).orderBy(desc(l.featured), asc(dailyRotation(l.userId, today)), asc(l.userId))
		return rows.map((row) => row.id)
	}

	test('a state search is Featured then the rotation, whatever the distance', async () => {
		for (const today of days.slice(0, 5)) {
			expect((await found({ searchState: 'NY' }, today)).map((card) => card.id)).toEqual(await rotationOrder('NY', today))
		}
	})

	test('a telehealth search around a ZIP has no bands (online matches have no distance that counts)', async () => {
		const db = await getDb()
		for (const today of days.slice(0, 5)) {
			const cards = await found({ searchZipCode: '10001', radius: 100, telehealth: true }, today)
			expect(cards.map((card) => card.first_name).sort()).toEqual(['Online', 'TeleFar', 'TeleNear'])
			const ids = cards.map((card) => card.id)
			const rotation = await db.select({ id: l.userId }).from(l).where(inArray(l.userId, ids)).orderBy(desc(l.featured), asc(dailyRotation(l.userId, today)), asc(l.userId))
			expect(ids).toEqual(rotation.map((row) => row.id))
		}
	})
})
