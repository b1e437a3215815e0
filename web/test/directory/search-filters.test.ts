import { beforeAll, describe, expect, test } from 'vitest'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchRelaxations } from '#app/modules/directory/search-relaxations.server.ts'
import { resolvePlace } from '#app/modules/directory/resolve-place.server.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { searchesPerMinute } from '#app/modules/directory/search-rate-limit.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { callApi } from '../api-client.ts'
import { add } from './profile-fixture.ts'

const query = (input: Record<string, unknown>) => searchQuerySchema.parse(input)
const names = async (input: Record<string, unknown>) => {
	const outcome = await searchDietitians(query({ sort: 'name', ...input }))
	return outcome.status === 'ok' ? outcome.data.map((d) => d.first_name) : outcome.status
}
const placeOf = (input: Record<string, unknown>) => {
	const resolved = resolvePlace(query(input))
	if (resolved.status !== 'ok') throw new Error(resolved.message)
	return resolved.place
}

beforeAll(async () => {
	await add({ name: 'Ana', zip: '30303', languages: ['English', 'Spanish'], credentials: ['RDN', 'CDCES'] })
	await add({ name: 'Ben', zip: '30303', north: 2, credentials: ['RD'], inPerson: false, telehealthStates: ['GA'] })
	await add({ name: 'Cleo', zip: '30303', north: 4, languages: ['English', 'French'], credentials: ['RDN'], accepting: false })
	await add({ name: 'Hidden', zip: '30303', languages: ['Spanish'], credentials: ['RDN'], review: 'submitted' })
	await add({ name: 'Far', zip: '30303', north: 40, credentials: ['CSSD'] })
})

describe('filters', () => {
	test('language', async () => {
		expect(await names({ searchZipCode: '30303', language: 'Spanish' })).toEqual(['Ana'])
		expect(await names({ searchZipCode: '30303', language: 'French' })).toEqual(['Cleo'])
		expect(await names({ searchZipCode: '30303', language: 'Korean' })).toEqual([])
	})

	test('in person', async () => {
		expect(await names({ searchZipCode: '30303' })).toEqual(['Ana', 'Ben', 'Cleo'])
		expect(await names({ searchZipCode: '30303', inPerson: true })).toEqual(['Ana', 'Cleo'])
	})

	test('credential, in any letter case through the API', async () => {
		expect(await names({ searchZipCode: '30303', credential: 'RDN' })).toEqual(['Ana', 'Cleo'])
		expect(await names({ searchZipCode: '30303', credential: 'CDCES' })).toEqual(['Ana'])
		expect(await names({ searchState: 'GA', credential: 'RD' })).toEqual(['Ben'])
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '30303', credential: 'cdces' })
		expect((answer.body as { data: { first_name: string }[] }).data.map((d) => d.first_name)).toEqual(['Ana'])
	})

	test('filters combine', async () => {
		expect(await names({ searchZipCode: '30303', credential: 'RDN', language: 'Spanish', inPerson: true })).toEqual(['Ana'])
		expect(await names({ searchZipCode: '30303', credential: 'RDN', accepting: true })).toEqual(['Ana'])
	})

	test('being listed verifies nothing: without a recorded credential check no result is verified (issue 30)', async () => {
		const outcome = await searchDietitians(query({ searchZipCode: '30303' }))
		expect(outcome.status === 'ok' && outcome.data.map((d) => [d.verified, d.credential_checks])).toEqual([[false, []], [false, []], [false, []]])
	})
})

describe('a search without results', () => {
	test('offers each active filter dropped on its own, with what it would find, telehealth included', async () => {
		const input = { searchZipCode: '30303', language: 'French', telehealth: true }
		expect(await names(input)).toEqual([])
		const relaxed = await searchRelaxations(query(input), placeOf(input))
		expect(relaxed.drops).toEqual([
			{ filter: 'language', count: 1 },
			{ filter: 'telehealth', count: 1 },
		])
		// Cleo is 4 miles away: within 100 miles still nobody speaks French and offers telehealth.
		expect(relaxed.wider).toEqual({ radius: 100, count: 0 })
	})

	test('a wider radius only around a place: a state alone has none', async () => {
		const input = { searchState: 'GA', language: 'Korean', credential: 'RDN' }
		const relaxed = await searchRelaxations(query(input), placeOf(input))
		expect(relaxed.wider).toBeNull()
		expect(relaxed.drops).toEqual([
			{ filter: 'language', count: 2 },
			{ filter: 'credential', count: 0 },
		])
	})

	test('around a place: the widest radius is offered with its count', async () => {
		const input = { searchZipCode: '30303', radius: 25, credential: 'CSSD' }
		expect(await names(input)).toEqual([])
		const relaxed = await searchRelaxations(query(input), placeOf(input))
		expect(relaxed).toEqual({ wider: { radius: 100, count: 1 }, drops: [{ filter: 'credential', count: 3 }] })
		expect((await searchRelaxations(query({ ...input, radius: 100, credential: 'CSP' }), placeOf(input))).wider).toBeNull()
	})
})
