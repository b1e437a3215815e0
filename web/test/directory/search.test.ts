import { beforeAll, describe, expect, test } from 'vitest'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { callApi } from '../api-client.ts'
import { add } from './profile-fixture.ts'

const query = (input: Record<string, unknown>) => searchQuerySchema.parse(input)
const names = (outcome: Awaited<ReturnType<typeof searchDietitians>>) =>
	outcome.status === 'ok' ? outcome.data.map((d) => d.first_name) : outcome.status

beforeAll(async () => {
	await add({ name: 'Center' })
	await add({ name: 'Inside', north: 24.9 })
	await add({ name: 'Outside', north: 25.1 })
	await add({ name: 'Near', north: 3, plan: 3 })
	await add({ name: 'Draft', review: 'draft' })
	await add({ name: 'Pending', review: 'submitted' })
	await add({ name: 'Lapsed', plan: 0 })
	await add({ name: 'Suspended', suspended: true })
	await add({ name: 'Renal', north: 1, specialties: ['renal'], accepting: false, insurance: ['Medicare'] })
	await add({ name: 'Remote', zip: '60601', telehealthStates: ['NY', 'IL'] })
	await add({ name: 'Chicago', zip: '60601' })
})

describe('searching the directory', () => {
	test('radius: 24.9 miles in, 25.1 out; never a profile that is not listed', async () => {
		const outcome = await searchDietitians(query({ searchZipCode: '10001', searchCount: 50 }))
		expect(names(outcome)).toEqual(expect.arrayContaining(['Center', 'Inside', 'Near', 'Renal']))
		expect(names(outcome)).not.toEqual(expect.arrayContaining(['Outside']))
		for (const hidden of ['Draft', 'Pending', 'Lapsed', 'Suspended', 'Chicago']) expect(names(outcome)).not.toContain(hidden)
		expect(outcome.status === 'ok' && outcome.totalCount).toBe(4)
	})

	test('distance sort is exact and distances are in miles with one decimal', async () => {
		const outcome = await searchDietitians(query({ searchZipCode: '10001', sort: 'distance' }))
		expect(names(outcome)).toEqual(['Center', 'Renal', 'Near', 'Inside'])
		expect(outcome.status === 'ok' && outcome.data.map((d) => d.distance)).toEqual([0, 1, 3, 24.9])
	})

	test('best match puts featured plans first; the order of the rest is stable within a day and changes across days', async () => {
		const day = new Date('2026-11-22T12:00:00Z')
		const first = names(await searchDietitians(query({ searchZipCode: '10001' }), { today: day }))
		expect(first[0]).toBe('Near')
		expect(names(await searchDietitians(query({ searchZipCode: '10001' }), { today: day }))).toEqual(first)
		// Across days the rest rotate inside their group: in a state search, Center, Inside and Outside
		// (accepting, one band); near 10001 the band of Center holds only Renal besides, who is not
		// accepting and so comes after (issue 42 point 8).
		const orders = new Set<string>()
		for (let d = 1; d <= 10; d++) orders.add(String(names(await searchDietitians(query({ searchState: 'NY' }), { today: new Date(`2026-12-${String(d).padStart(2, '0')}T12:00:00Z`) }))))
		expect(orders.size).toBeGreaterThan(1)
		const outcome = await searchDietitians(query({ searchZipCode: '10001' }), { today: day })
		expect(outcome.status === 'ok' && outcome.data.filter((d) => d.featured).map((d) => d.first_name)).toEqual(['Near'])
	})

	test('filters narrow the results', async () => {
		expect(names(await searchDietitians(query({ searchZipCode: '10001', specialty: 'renal' })))).toEqual(['Renal'])
		expect(names(await searchDietitians(query({ searchZipCode: '10001', insurance: 'Medicare' })))).toEqual(['Renal'])
		expect(names(await searchDietitians(query({ searchZipCode: '10001', accepting: true, sort: 'distance' })))).toEqual(['Center', 'Near', 'Inside'])
	})

	test('telehealth: licensed in the place’s state matches wherever the office is', async () => {
		const outcome = await searchDietitians(query({ searchZipCode: '10001', telehealth: true }))
		expect(names(outcome)).toEqual(['Remote'])
		expect(outcome.status === 'ok' && outcome.data[0]!.online_only).toBe(true)
		expect(names(await searchDietitians(query({ searchState: 'NY', telehealth: true })))).toEqual(['Remote'])
	})

	test('a city matches whatever its case and spacing; a state alone lists its dietitians', async () => {
		expect(names(await searchDietitians(query({ searchCity: '  CHICAGO ', searchState: 'IL' })))).toEqual(expect.arrayContaining(['Remote', 'Chicago']))
		expect(names(await searchDietitians(query({ searchCity: 'chicago' })))).toHaveLength(2)
		expect(names(await searchDietitians(query({ searchState: 'IL', sort: 'name' })))).toHaveLength(2)
	})

	test('paging: count and start, with the total on every page', async () => {
		const page1 = await searchDietitians(query({ searchZipCode: '10001', sort: 'distance', searchCount: 2, searchStart: 0 }))
		const page2 = await searchDietitians(query({ searchZipCode: '10001', sort: 'distance', searchCount: 2, searchStart: 2 }))
		const past = await searchDietitians(query({ searchZipCode: '10001', sort: 'distance', searchCount: 2, searchStart: 40 }))
		expect([names(page1), names(page2), names(past)]).toEqual([['Center', 'Renal'], ['Near', 'Inside'], []])
		expect([page1, page2, past].map((p) => p.status === 'ok' && p.totalCount)).toEqual([4, 4, 4])
	})

	test('an unknown ZIP or city says so; an ambiguous city asks which state', async () => {
		expect(await searchDietitians(query({ searchZipCode: '00000' }))).toMatchObject({ status: 'unknown-place' })
		expect(await searchDietitians(query({ searchCity: 'Nowhereville' }))).toMatchObject({ status: 'unknown-place' })
		const springfield = await searchDietitians(query({ searchCity: 'Springfield' }))
		expect(springfield).toMatchObject({ status: 'ambiguous-city' })
	})
})

describe('POST /api/dietitians/search', () => {
	test('answers {data, totalCount} with the public card fields and no secret', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', searchCount: 10, searchStart: 0, sort: 'distance' })
		expect(answer.status).toBe(200)
		const body = answer.body as { data: Record<string, unknown>[]; totalCount: number }
		expect(body.totalCount).toBe(4)
		expect(Object.keys(body.data[0]!).sort()).toEqual(
			['accepting_confirmed_at', 'accepting_new_clients', 'avatar', 'city_name', 'credential_checks', 'credentials', 'distance', 'featured', 'first_name', 'id', 'in_person', 'last_name', 'listing_state', 'next_opening', 'online_only', 'rating_average', 'rating_count', 'replied_in_time_share', 'reply_median_hours', 'role', 'self_pay_first_visit', 'spanish', 'specialties', 'state', 'summary_preview', 'superbill', 'telehealth', 'url', 'verified', 'zipcode'].sort(),
		)
		expect((body.data[0]!.summary_preview as string).length).toBeLessThanOrEqual(270)
		expect(answer.raw).not.toMatch(/password|email|npi/i)
	})

	test.each([
		[{ searchZipCode: '1000a' }, 'searchZipCode: searchZipCode: a ZIP code has 5 digits'],
		[{ searchState: 'XX' }, 'searchState: searchState: use a two-letter US state code'],
		[{ searchCity: 'x'.repeat(5000) }, 'searchCity: at most 100 characters'],
		[{ searchCity: ['Chicago'] }, /searchCity/],
		[{ searchZipCode: '10001', specialty: 'renal\u0000' }, 'specialty: control characters are not allowed'],
		[{ searchZipCode: '00000' }, 'We do not know the ZIP code 00000.'],
		[{ searchCity: 'Springfield' }, /which one\? Send searchState: /],
	])('bad input %j is a 400 with a message', async (body, message) => {
		const answer = await callApi(searchApi, '/api/dietitians/search', body)
		expect(answer.status).toBe(400)
		expect(answer.body).toMatch(message)
	})

	test('out-of-range paging is clamped: count above 50, negative start, radius 10,000', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', searchCount: 1000, searchStart: -5, radius: 10_000 })
		expect(answer.status).toBe(200)
		expect((answer.body as { data: unknown[] }).data.length).toBeLessThanOrEqual(50)
	})
})
