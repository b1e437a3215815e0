import { expect, test } from 'vitest'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as searchPage } from '#app/routes/search.tsx'
import { action as matchApi } from '#app/routes/api/dietitians.match.ts'
import { loader as matchPage } from '#app/routes/match.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

// This file's explicit setting: a low limit, to see it bite.
process.env.SEARCH_RATE_LIMIT_PER_MINUTE = '6'
const limit = 6
const tooMany = /^Too many searches from this address\. Please wait \d+ seconds? and try again\.$/

test('the /search page has the search limit per address: past it, 429 with a message and Retry-After; other addresses go on', async () => {
	const ip = '198.51.100.31'
	const firstRequestAt = Date.now()
	for (let i = 0; i < limit; i++) expect((await callRoute(searchPage, '/search?state=GA', undefined, { ip })).status).toBe(200)
	const refused = await callRoute(searchPage, '/search?state=GA', undefined, { ip })
	expect(refused.status).toBe(429)
	expect(refused.data).toMatchObject({ kind: 'problem' })
	expect((refused.data as { message: string }).message).toMatch(tooMany)
	// What is left of the minute that began with this address's first search, the number the message gives.
	const seconds = retryAfterOfWindow(refused.headers, 60, firstRequestAt)
	expect((refused.data as { message: string }).message).toContain(`Please wait ${seconds} second`)
	expect((await callRoute(searchPage, '/search?state=GA', undefined, { ip: '198.51.100.32' })).status).toBe(200)
	// The page before a search (the states to browse) runs no search and is not counted.
	expect((await callRoute(searchPage, '/search', undefined, { ip })).status).toBe(200)
})

test('the page and the API share one limit, keyed the same way', async () => {
	const ip = '198.51.100.33'
	const firstRequestAt = Date.now()
	for (let i = 0; i < limit / 2; i++) {
		expect((await callRoute(searchPage, '/search?state=GA', undefined, { ip })).status).toBe(200)
		expect((await callApi(searchApi, '/api/dietitians/search', { searchState: 'GA' }, { ip })).status).toBe(200)
	}
	const api = await callApi(searchApi, '/api/dietitians/search', { searchState: 'GA' }, { ip })
	expect(api.status).toBe(429)
	expect(api.body).toMatch(tooMany)
	expect(api.body).toContain(`Please wait ${retryAfterOfWindow(api.headers, 60, firstRequestAt)} second`)
	expect((await callRoute(searchPage, '/search?state=GA', undefined, { ip })).status).toBe(429)
})

test('the guided match (page and API) counts against the same search limit; bad answers are refused before they count', async () => {
	const ip = '198.51.100.35'
	for (let i = 0; i < 3; i++) expect((await callApi(matchApi, '/api/dietitians/match', { need: 'vampirism' }, { ip })).status).toBe(400)
	for (let i = 0; i < limit / 2; i++) {
		expect((await callRoute(matchPage, '/match?need=general&state=GA&format=video', undefined, { ip })).status).toBe(200)
		expect((await callApi(matchApi, '/api/dietitians/match', { need: 'general', state: 'GA', format: 'video' }, { ip })).status).toBe(200)
	}
	const api = await callApi(matchApi, '/api/dietitians/match', { need: 'general', state: 'GA', format: 'video' }, { ip })
	expect(api.status).toBe(429)
	expect(api.body).toMatch(tooMany)
	const page = await callRoute(matchPage, '/match?need=general&state=GA&format=video', undefined, { ip })
	expect(page.status).toBe(429)
	expect((await callApi(searchApi, '/api/dietitians/search', { searchState: 'GA' }, { ip })).status).toBe(429)
})
