import { beforeAll, expect, test } from 'vitest'
import type { SearchPage } from '#app/modules/directory/search-page.server.ts'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

const load = async (query: string) => {
	const answer = await callRoute(searchLoader, `/search?${query}`)
	return { status: answer.status, data: answer.data as SearchPage }
}

/** The page loaded, which must show the view the test expects. */
function shows<K extends SearchPage['kind']>(page: SearchPage, kind: K) {
	expect(page.kind).toBe(kind)
	return page as Extract<SearchPage, { kind: K }>
}

beforeAll(async () => {
	await add({ name: 'Manhattan', zip: '10001' })
	await add({ name: 'Queens', zip: '11368' })
	await add({ name: 'Chicago', zip: '60601' })
	// About 80 miles from 10001: found within 100 miles only.
	await add({ name: 'Philadelphia', zip: '19103' })
})

test.each([
	['letters in the ZIP', 200, 'where=1000a', 'We do not know a city called “1000a”.'],
	['an unknown ZIP', 200, 'where=00000', 'We do not know the ZIP code 00000.'],
	['an unknown state', 400, 'state=XX', 'use a two-letter US state code'],
	['a city in an unknown state', 400, 'where=Chicago&state=ZZ', 'use a two-letter US state code'],
	['a 5,000-character city', 200, `where=${'x'.repeat(5000)}`, /^We do not know a city called “x{100}”\. No listed dietitian has a name like “x{100}” either\.$/],
	['script in the city', 200, `where=${encodeURIComponent('<script>alert(1)</script>')}`, 'We do not know a city called “<script>alert(1)</script>”.'],
	['SQL in the city', 200, `where=${encodeURIComponent("x' or 1=1 --")}`, 'We do not know a city called “x\' or 1=1 --”.'],
])('%s answers %d with a message', async (_name, status, query, message) => {
	const { status: answered, data } = await load(query)
	expect(answered).toBe(status)
	expect(shows(data, 'problem').message).toMatch(message)
})

// What the page shows: the form's radius (the one searched), the page number (the count line and the
// page links), the dietitians found, and the one canonical address of every search.
test.each([
	['radius 10,000: the widest radius is searched and shown', 'where=10001&radius=10000', '100', 1, ['Manhattan', 'Philadelphia', 'Queens']],
	['a radius that is not a number: the default radius is searched and shown', 'where=10001&radius=abc', '25', 1, ['Manhattan', 'Queens']],
	['a radius between two choices: the nearest one', 'where=10001&radius=70', '50', 1, ['Manhattan', 'Queens']],
	['a negative page: the first page', 'where=10001&page=-3', '25', 1, ['Manhattan', 'Queens']],
	['a page that is not a number: the first page', 'where=10001&page=two', '25', 1, ['Manhattan', 'Queens']],
])('%s', async (_name, query, radius, page, found) => {
	const { status, data } = await load(query)
	expect(status).toBe(200)
	const results = shows(data, 'results')
	expect(results.params).toMatchObject({ where: '10001', radius, page })
	expect(results.results.map((r) => r.first_name).sort()).toEqual(found)
	expect(results.total).toBe(found.length)
	expect(results.canonical).toMatch(/^https?:\/\/[^/?#]+\/search$/)
})

test('a page past the end goes to the last page of the same search', async () => {
	const past = await callRoute(searchLoader, '/search?where=10001&radius=abc&specialty=diabetes&page=99999')
	expect(past.status).toBe(302)
	expect(past.location).toBe('/search?where=10001&radius=25&specialty=diabetes')
	const { status, data } = await load(past.location!.split('?')[1]!)
	expect(status).toBe(200)
	expect(data.params.page).toBe(1)
	expect(shows(data, 'results').results.map((r) => r.first_name).sort()).toEqual(['Manhattan', 'Queens'])
	// Nobody found: page 3 of nothing is page 1, which offers the ways to find someone.
	const nobody = await callRoute(searchLoader, '/search?where=10001&credential=CSSD&page=3')
	expect(nobody.status).toBe(302)
	expect(nobody.location).toBe('/search?where=10001&radius=25&credential=CSSD')
})

test('repeated parameters: the first of each is used', async () => {
	const { status, data } = await load('where=60601&where=10001&state=IL&state=NY&radius=5&radius=100')
	expect(status).toBe(200)
	expect(data.params).toMatchObject({ where: '60601', state: 'IL', radius: '5' })
	expect(shows(data, 'results').results.map((r) => r.first_name)).toEqual(['Chicago'])
})

test('control characters in a filter do not reach the database', async () => {
	const { status, data } = await load('where=10001&specialty=%00&language=Eng%00lish&credential=R%01D')
	expect(status).toBe(200)
	expect(data.kind).not.toBe('problem')
})

test('bracketed parameter names (an array where a string belongs) are ignored', async () => {
	const { status, data } = await load('where[]=10001&where=10001&specialty[]=renal')
	expect(status).toBe(200)
	expect(shows(data, 'results').total).toBe(2)
})

test('distance sort without a place: best match, and the page knows there is no place', async () => {
	const { status, data } = await load('state=NY&sort=distance')
	expect(status).toBe(200)
	const results = shows(data, 'results')
	expect(results.hasPlace).toBe(false)
	expect(results.results.map((r) => r.first_name).sort()).toEqual(['Manhattan', 'Queens'])
})

test('no result: a state-only search offers no wider radius; each filter is offered with its count', async () => {
	const stateOnly = await load('state=NY&specialty=diabetes&telehealth=1')
	expect(shows(stateOnly.data, 'empty').relaxations).toEqual({ wider: null, drops: [{ filter: 'specialty', count: 0 }, { filter: 'telehealth', count: 2 }] })
	const near = await load('where=10001&radius=5&credential=CSSD')
	expect(shows(near.data, 'empty').relaxations).toEqual({ wider: { radius: 100, count: 0 }, drops: [{ filter: 'credential', count: 1 }] })
})

test('a city in several states: the page asks which one and offers each', async () => {
	const { status, data } = await load('where=Springfield')
	expect(status).toBe(200)
	const problem = shows(data, 'problem')
	expect(problem.message).toMatch(/^There is a Springfield in \d+ states: which one\?$/)
	expect(problem.choices.map((choice) => choice.where)).toEqual(expect.arrayContaining(['Springfield, IL', 'Springfield, MA', 'Springfield, MO']))
})
