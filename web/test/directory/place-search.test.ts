import { beforeAll, describe, expect, test } from 'vitest'
import type { SearchPage } from '#app/modules/directory/search-page.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

// Issue 28, point 1: the place in the search box as people in the US write it. Each row is what a
// visitor types (and the State list, when chosen) and what the page finds: the place it searches
// around (with the dietitians nearest first), or the problem it states.

beforeAll(async () => {
	await add({ name: 'Chicago', zip: '60601' })
	await add({ name: 'Manhattan', zip: '10001' })
	await add({ name: 'Houston', zip: '77002' })
	await add({ name: 'Angeleno', zip: '90012' })
	await add({ name: 'StLouis', zip: '63101' })
	await add({ name: 'Capitol', zip: '20001' })
	await add({ name: 'Salem', zip: '27101' })
	await add({ name: 'Kansan', zip: '66101' })
	await add({ name: 'Missourian', zip: '64106' })
	await add({ name: 'Worth', zip: '76102' })
})

const load = async (where: string, state = '') => {
	const query = new URLSearchParams({ where, ...(state ? { state } : {}), sort: 'distance' })
	const answer = await callRoute(searchLoader, `/search?${query}`)
	return answer.data as SearchPage
}

type Finds = { place: string; nearest: string[] } | { problem: string | RegExp; choices?: string[] }

test.each<[string, string, Finds]>([
	['Chicago, IL', '', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['New York, NY', '', { place: 'New York, NY', nearest: ['Manhattan'] }],
	['Houston, TX', '', { place: 'Houston, TX', nearest: ['Houston'] }],
	['los angeles, ca', '', { place: 'Los Angeles, CA', nearest: ['Angeleno'] }],
	['Chicago Illinois', '', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['  CHICAGO    il ', '', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['Chicago, Ill.', '', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['Chicago, IL, USA', '', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['Chicago, IL', 'IL', { place: 'Chicago, IL', nearest: ['Chicago'] }],
	['10001-1234', '', { place: 'New York, NY 10001', nearest: ['Manhattan'] }],
	['New York, NY 10001', '', { place: 'New York, NY 10001', nearest: ['Manhattan'] }],
	['10001', 'CA', { problem: 'ZIP code 10001 is in New York, not in California.', choices: ['Around 10001 (New York, NY)', 'All of California'] }],
	['New York, CA 10001', '', { problem: 'ZIP code 10001 is in New York, not in California.', choices: ['Around 10001 (New York, NY)'] }],
	['Chicago, IL', 'TX', { problem: 'You typed Chicago, IL, but the State list says Texas.', choices: ['Chicago, IL'] }],
	['Kansas City, KS', 'MO', { problem: 'You typed Kansas City, KS, but the State list says Missouri.', choices: ['Kansas City, KS', 'Kansas City, MO'] }],
	['Texas', 'CA', { problem: 'You typed Texas, but the State list says California.', choices: ['All of Texas', 'All of California'] }],
	['St. Louis, MO', '', { place: 'Saint Louis, MO', nearest: ['StLouis'] }],
	['st louis mo', '', { place: 'Saint Louis, MO', nearest: ['StLouis'] }],
	['Washington, DC', '', { place: 'Washington, DC', nearest: ['Capitol'] }],
	['Washington D.C.', '', { place: 'Washington, DC', nearest: ['Capitol'] }],
	['Winston-Salem NC', '', { place: 'Winston Salem, NC', nearest: ['Salem'] }],
	['Kansas City, KS', '', { place: 'Kansas City, KS', nearest: ['Kansan', 'Missourian'] }],
	['Kansas City, MO', '', { place: 'Kansas City, MO', nearest: ['Missourian', 'Kansan'] }],
	['Kansas City Kansas', '', { place: 'Kansas City, KS', nearest: ['Kansan', 'Missourian'] }],
	['Ft. Worth, TX', '', { place: 'Fort Worth, TX', nearest: ['Worth'] }],
	// Alone, a name shared by several places means its largest one when it is much the largest, and the page offers the others.
	['Kansas City', '', { place: 'Kansas City, MO', nearest: ['Missourian', 'Kansan'] }],
	['Houston', '', { place: 'Houston, TX', nearest: ['Houston'] }],
	['New York', '', { place: 'New York, NY', nearest: ['Manhattan'] }],
	['Washington', 'DC', { place: 'Washington, DC', nearest: ['Capitol'] }],
	['Washington', '', { problem: '“Washington” is a city and a state: which one do you mean?', choices: ['Washington, DC', 'All of Washington'] }],
	['Springfield', '', { problem: /^There is a Springfield in \d+ states: which one\?$/ }],
	['Chicago, TX', '', { problem: 'We do not know a city called “Chicago” in Texas.', choices: ['Chicago, IL'] }],
	['Chicago', 'TX', { problem: 'We do not know a city called “Chicago” in Texas.', choices: ['Chicago, IL'] }],
	['Chicago, Illnois', '', { problem: 'We do not know a state called “Illnois”. Write the state as its two letters (like IL) or its name (like Illinois).' }],
])('%j with the State list at %j finds %j', async (where, state, finds) => {
	const page = await load(where, state)
	if ('place' in finds) {
		expect(page.kind).toBe('results')
		const results = page as Extract<SearchPage, { kind: 'results' }>
		expect(results.place).toBe(finds.place)
		expect(results.results.map((card) => card.first_name).slice(0, finds.nearest.length)).toEqual(finds.nearest)
	} else {
		expect(page.kind).toBe('problem')
		const problem = page as Extract<SearchPage, { kind: 'problem' }>
		expect(problem.message).toMatch(finds.problem)
		if (finds.choices) expect(problem.choices.map((choice) => choice.label)).toEqual(finds.choices)
	}
})

describe('what the results page offers besides', () => {
	test('a state alone lists the state’s dietitians', async () => {
		const page = await load('Texas')
		expect(page).toMatchObject({ kind: 'results', place: 'Texas', hasPlace: false })
		expect((page as Extract<SearchPage, { kind: 'results' }>).results.map((card) => card.first_name).sort()).toEqual(['Houston', 'Worth'])
	})

	test('a large city that shares its name offers the others; New York offers the whole state', async () => {
		const kansasCity = (await load('Kansas City')) as Extract<SearchPage, { kind: 'results' }>
		expect(kansasCity.alternatives.map((choice) => choice.label)).toEqual(['Kansas City, KS'])
		const newYork = (await load('New York')) as Extract<SearchPage, { kind: 'results' }>
		expect(newYork.alternatives).toEqual([{ label: 'All of New York', where: '', state: 'NY' }])
	})
})

describe('POST /api/dietitians/search understands the same places', () => {
	const search = async (body: Record<string, unknown>) => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { sort: 'distance', ...body })
		return { status: answer.status, body: answer.body as { data: { first_name: string }[] } | string }
	}

	test.each([
		[{ searchCity: 'Chicago, IL' }, 'Chicago'],
		[{ searchCity: 'Chicago Illinois' }, 'Chicago'],
		[{ searchCity: 'houston, tx' }, 'Houston'],
		[{ searchZipCode: '10001-1234' }, 'Manhattan'],
		[{ searchCity: 'Kansas City', searchState: 'KS' }, 'Kansan'],
	])('%j finds %s first', async (body, first) => {
		const answer = await search(body)
		expect(answer.status).toBe(200)
		expect((answer.body as { data: { first_name: string }[] }).data[0]!.first_name).toBe(first)
	})

	test.each([
		[{ searchZipCode: '10001', searchState: 'CA' }, 'ZIP code 10001 is in New York, not in California.'],
		[{ searchCity: 'Chicago, IL', searchState: 'TX' }, 'You typed Chicago, IL, but the State list says Texas.'],
		[{ searchCity: 'Washington' }, '“Washington” is a city and a state: which one do you mean? Send one of: searchCity "Washington, DC"; searchState WA.'],
		[{ searchCity: 'Qwertyville' }, 'We do not know a city called “Qwertyville”. To search by a dietitian\'s name, send searchName.'],
	])('%j is a 400 that says %j', async (body, message) => {
		const answer = await search(body)
		expect(answer.status).toBe(400)
		expect(answer.body).toBe(message)
	})
})
