import { beforeAll, describe, expect, test } from 'vitest'
import type { SearchPage } from '#app/modules/directory/search-page.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

// Issue 28, point 10: a visitor referred to "Maya Chen" finds her by name, wherever she practises.

beforeAll(async () => {
	await add({ name: 'Maya', last: 'Chen', zip: '02108' })
	await add({ name: 'Li', last: 'Chen', zip: '60601' })
	await add({ name: 'Mayra', last: 'Cheng', zip: '77002' })
	await add({ name: 'José', last: 'García', zip: '90012' })
	await add({ name: 'Austin', last: 'Reyes', zip: '10001' })
	await add({ name: 'Dana', last: 'Austin', zip: '78701' })
	await add({ name: 'Jordan', last: 'Pike', zip: '60601' })
	await add({ name: 'Maya', last: 'Chenault', zip: '02108', review: 'submitted' })
})

const page = async (query: string) => (await callRoute(searchLoader, `/search?${query}`)).data as SearchPage
const results = (found: SearchPage) => {
	expect(found.kind).toBe('results')
	return found as Extract<SearchPage, { kind: 'results' }>
}
const fullNames = (found: SearchPage) => results(found).results.map((card) => `${card.first_name} ${card.last_name}`)

describe('the search box takes a name when the text is no place', () => {
	test('"Maya Chen" finds her first, nationwide, whatever the radius; the heading says it is a name search', async () => {
		const found = await page('where=Maya+Chen&radius=5')
		expect(fullNames(found)[0]).toBe('Maya Chen')
		expect(results(found)).toMatchObject({ name: 'Maya Chen', place: null, hasPlace: false })
		// Only listed profiles: her namesake still in review is not shown.
		expect(fullNames(found)).not.toContain('Maya Chenault')
	})

	test.each([
		['maya chen', 'Maya Chen'],
		['Maya Chenn', 'Maya Chen'],
		['Dr. Maya Chen, RD', 'Maya Chen'],
		['Chen, Maya', 'Maya Chen'],
		['jose garcia', 'José García'],
		['García, José', 'José García'],
	])('%j finds %s first', async (typed, first) => {
		expect(fullNames(await page(`where=${encodeURIComponent(typed)}`))[0]).toBe(first)
	})

	test('a last name finds everyone of that name, and near spellings after them', async () => {
		const found = fullNames(await page('where=Chen'))
		expect(found.slice(0, 2).sort()).toEqual(['Li Chen', 'Maya Chen'])
		expect(found).toContain('Mayra Cheng')
		expect(found.indexOf('Mayra Cheng')).toBeGreaterThan(1)
	})

	test('the State list narrows a name search to the state', async () => {
		expect(fullNames(await page('where=Chen&state=IL'))).toEqual(['Li Chen'])
		expect(results(await page('where=Chen&state=IL'))).toMatchObject({ name: 'Chen', place: 'Illinois' })
	})

	test('a place with no dietitian whose name is also a dietitian’s offers the name search', async () => {
		// Garcia is a town in Colorado, where no one is listed.
		const garcia = await page('where=GARCÍA')
		expect(garcia).toMatchObject({ kind: 'empty', place: 'Garcia, CO', byName: [{ label: 'Dietitians named “GARCÍA”', name: 'GARCÍA' }] })
	})

	test('text that is neither a place nor a name says both', async () => {
		const found = await page('where=Qwxyzzy')
		expect(found).toMatchObject({ kind: 'problem', message: 'We do not know a city called “Qwxyzzy”. No listed dietitian has a name like “Qwxyzzy” either.' })
	})

	test('a place comes first; when its text is also a name, the page links to the name search', async () => {
		const austin = results(await page('where=Austin'))
		expect(austin.place).toBe('Austin, TX')
		expect(austin.alternatives).toContainEqual({ label: 'Dietitians named “Austin”', where: '', state: '', name: 'Austin' })
		const named = await page('name=Austin')
		expect(fullNames(named).sort()).toEqual(['Austin Reyes', 'Dana Austin'])
		// "Jordan" is a town in three states and a name: the page asks, offering both.
		const jordan = await page('where=Jordan')
		expect(jordan.kind).toBe('problem')
		const labels = (jordan as Extract<SearchPage, { kind: 'problem' }>).choices.map((choice) => choice.label)
		expect(labels.slice(0, 3).sort()).toEqual(['Jordan, MN', 'Jordan, MT', 'Jordan, NY'])
		expect(labels[3]).toBe('Dietitians named “Jordan”')
	})
})

describe('searchName in the module and the API', () => {
	test('ignores the radius and keeps the filters', async () => {
		const query = searchQuerySchema.parse({ searchName: 'Chen', radius: 5, searchCount: 50 })
		const outcome = await searchDietitians(query)
		expect(outcome.status === 'ok' && outcome.data.map((card) => card.last_name)).toEqual(expect.arrayContaining(['Chen', 'Chen', 'Cheng']))
		expect(outcome.status === 'ok' && outcome.data.every((card) => card.distance === null)).toBe(true)
		const withCredential = await searchDietitians(searchQuerySchema.parse({ searchName: 'Chen', credential: 'CSSD' }))
		expect(withCredential).toMatchObject({ status: 'ok', totalCount: 0 })
	})

	test('POST /api/dietitians/search takes searchName: closest names first, with the total', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchName: 'Maya Chen' })
		expect(answer.status).toBe(200)
		const body = answer.body as { data: { first_name: string; last_name: string }[]; totalCount: number }
		expect(`${body.data[0]!.first_name} ${body.data[0]!.last_name}`).toBe('Maya Chen')
		expect(body.totalCount).toBe(body.data.length)
	})

	test('searchName with a place is a 400 that says why', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchName: 'Maya Chen', searchZipCode: '10001' })
		expect(answer.status).toBe(400)
		expect(answer.body).toMatch(/send either searchName or a place/)
	})
})
