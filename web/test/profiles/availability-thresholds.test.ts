import { describe, expect, test } from 'vitest'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { refreshAgedListings } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { availabilityDays, dayMs, listingStateAt } from '#app/modules/profiles/availability-rules.ts'
import { loader as profileLoader } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from './listed-dietitian.ts'

// Issue 30's steps held on both sides of each threshold (issue 43 point 9): a listing whose
// availability was confirmed 45 days ago less a second is still confirmed, at 45 days it is not;
// 90 days less a second it is still in search, at 90 days it is paused.

const confirmedAt = Date.parse('2026-11-20T15:00:00Z')
const second = 1000
const at = (days: number, offset = 0) => confirmedAt + days * dayMs + offset

async function stateInSearch(id: number) {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', radius: 25, searchCount: 50 }))
	if (outcome.status !== 'ok') throw new Error(outcome.status)
	return outcome.data.find((card) => card.id === id)?.listing_state ?? 'not in search'
}
const pageStatus = async (id: number) => (await callRoute(profileLoader, `/viewdoctorprofile/${id}`, undefined, { params: { id: String(id) } })).status

describe('the 45- and 90-day availability steps', () => {
	test('the rule: confirmed until 45 days, unconfirmed from 45, paused from 90', () => {
		const state = (ms: number) => listingStateAt(new Date(confirmedAt), new Date(ms))
		expect(availabilityDays).toMatchObject({ unconfirmed: 45, paused: 90 })
		expect([state(at(45, -1)), state(at(45)), state(at(90, -1)), state(at(90))]).toEqual(['confirmed', 'unconfirmed', 'unconfirmed', 'paused'])
	})

	test('search and the profile page follow the sweep on each side of each threshold', { timeout: 120_000 }, async () => {
		setClock(confirmedAt)
		const dietitian = await dietitianWithProfile()
		const steps: [number, string, number][] = []
		for (const [days, offset] of [
			[45, -second],
			[45, 0],
			[90, -second],
			[90, 0],
		] as const) {
			setClock(at(days, offset))
			// What the hourly 'listing-availability' sweep runs (directory/jobs.server.ts).
			await refreshAgedListings(new Date(at(days, offset)))
			steps.push([days * dayMs + offset, await stateInSearch(dietitian.id), await pageStatus(dietitian.id)])
		}
		expect(steps).toEqual([
			[45 * dayMs - second, 'confirmed', 200],
			[45 * dayMs, 'unconfirmed', 200],
			[90 * dayMs - second, 'unconfirmed', 200],
			// Paused: out of search, and its page says so (410) and offers others.
			[90 * dayMs, 'not in search', 410],
		])
	})
})
