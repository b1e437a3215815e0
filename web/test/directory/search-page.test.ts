import { beforeAll, expect, test } from 'vitest'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

type Loaded = {
	problem: string | null
	total: number
	hasPlace: boolean
	results: { first_name: string }[]
	params: { where: string; state: string; page: number; radius: string }
	relaxations: { wider: unknown; drops: { filter: string; count: number }[] } | null
}

const load = async (query: string) => {
	const answer = await callRoute(searchLoader, `/search?${query}`)
	return { status: answer.status, data: answer.data as Loaded }
}

beforeAll(async () => {
	await add({ name: 'Manhattan', zip: '10001' })
	await add({ name: 'Queens', zip: '11368' })
	await add({ name: 'Chicago', zip: '60601' })
})

test.each([
	['letters in the ZIP', 'where=1000a', 200, 'We do not know a city called “1000a”.'],
	['an unknown ZIP', 'where=00000', 200, 'We do not know the ZIP code 00000.'],
	['an unknown state', 'state=XX', 400, 'use a two-letter US state code'],
	['a city in an unknown state', 'where=Chicago&state=ZZ', 400, 'use a two-letter US state code'],
	['a 5,000-character city', `where=${'x'.repeat(5000)}`, 200, /^We do not know a city called “x{100}”\.$/],
	['script in the city', `where=${encodeURIComponent('<script>alert(1)</script>')}`, 200, 'We do not know a city called “<script>alert(1)</script>”.'],
	['SQL in the city', `where=${encodeURIComponent("x' or 1=1 --")}`, 200, 'We do not know a city called “x\' or 1=1 --”.'],
])('%s answers %d with a message', async (_name, query, status, message) => {
	const { status: answered, data } = await load(query)
	expect(answered).toBe(status)
	expect(data.problem).toMatch(message)
	expect(data.results).toEqual([])
})

test.each([
	['radius 10,000 (the widest radius is used)', 'where=10001&radius=10000', '1000'],
	['a radius that is not a number', 'where=10001&radius=abc', 'abc'],
	['a negative page (the first page)', 'where=10001&page=-3', '25'],
	['a page far past the end', 'where=10001&page=99999', '25'],
])('%s: 200 with results or an honest empty page, never a 500', async (_name, query) => {
	const { status, data } = await load(query)
	expect(status).toBe(200)
	expect(data.problem).toBeNull()
	expect(data.total).toBeGreaterThan(0)
	expect(data.params.page).toBeGreaterThanOrEqual(1)
})

test('repeated parameters: the first of each is used', async () => {
	const { status, data } = await load('where=60601&where=10001&state=IL&state=NY&radius=5&radius=100')
	expect(status).toBe(200)
	expect(data.params).toMatchObject({ where: '60601', state: 'IL', radius: '5' })
	expect(data.results.map((r) => r.first_name)).toEqual(['Chicago'])
})

test('control characters in a filter do not reach the database', async () => {
	const { status, data } = await load('where=10001&specialty=%00&language=Eng%00lish&credential=R%01D')
	expect(status).toBe(200)
	expect(data.problem).toBeNull()
})

test('bracketed parameter names (an array where a string belongs) are ignored', async () => {
	const { status, data } = await load('where[]=10001&where=10001&specialty[]=renal')
	expect(status).toBe(200)
	expect(data.total).toBe(2)
})

test('distance sort without a place: best match, and the page knows there is no place', async () => {
	const { status, data } = await load('state=NY&sort=distance')
	expect(status).toBe(200)
	expect(data.hasPlace).toBe(false)
	expect(data.results.map((r) => r.first_name).sort()).toEqual(['Manhattan', 'Queens'])
})

test('no result: a state-only search offers no wider radius; each filter is offered with its count', async () => {
	const stateOnly = await load('state=NY&specialty=diabetes&telehealth=1')
	expect(stateOnly.data.total).toBe(0)
	expect(stateOnly.data.relaxations).toEqual({ wider: null, drops: [{ filter: 'specialty', count: 0 }, { filter: 'telehealth', count: 2 }] })
	const near = await load('where=10001&radius=5&credential=CSSD')
	expect(near.data.relaxations).toEqual({ wider: { radius: 100, count: 0 }, drops: [{ filter: 'credential', count: 1 }] })
})
