import { expect, test } from 'vitest'
import type { LandingPage } from '#app/modules/directory/landing-pages.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as cityLoader } from '#app/routes/dietitians.$state.$city.tsx'
import { loader as stateLoader } from '#app/routes/dietitians.$state.tsx'
import { loader as telehealthLoader } from '#app/routes/dietitians.$state.telehealth.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callApi } from '../api-client.ts'
import { add } from '../directory/profile-fixture.ts'
import { callRoute } from '../form-client.ts'

const names = (page: unknown) => (page as { page: LandingPage }).page.results.map((card) => card.first_name)

test('an office in a territory is found by its ZIP, its territory and city, and on landing pages of its own', async () => {
	await add({ name: 'Borinquen', zip: '00901', telehealthStates: ['PR', 'VI'] })
	await add({ name: 'Hagatna', zip: '96910' })

	const search = await callApi(searchApi, '/api/dietitians/search', { searchState: 'PR', searchCount: 10, searchStart: 0 })
	expect(search.status).toBe(200)
	expect(search.body).toMatchObject({ totalCount: 1, data: [{ first_name: 'Borinquen' }] })
	const byZip = await callRoute(searchLoader, '/search?where=00901')
	expect((byZip.data as { total: number }).total).toBe(1)
	const byCity = await callRoute(searchLoader, '/search?where=San%20Juan&state=PR')
	expect((byCity.data as { total: number }).total).toBe(1)

	const state = await callRoute(stateLoader, '/dietitians/puerto-rico', undefined, { params: { state: 'puerto-rico' } })
	expect(state.status).toBe(200)
	expect(names(state.data)).toEqual(['Borinquen'])
	expect((state.data as { page: LandingPage }).page.title).toBe('Registered dietitians in Puerto Rico')
	expect(names((await callRoute(cityLoader, '/dietitians/puerto-rico/san-juan', undefined, { params: { state: 'puerto-rico', city: 'san-juan' } })).data)).toEqual(['Borinquen'])
	expect(names((await callRoute(telehealthLoader, '/dietitians/virgin-islands/telehealth', undefined, { params: { state: 'virgin-islands' } })).data)).toEqual(['Borinquen'])
	expect(names((await callRoute(stateLoader, '/dietitians/guam', undefined, { params: { state: 'guam' } })).data)).toEqual(['Hagatna'])
	expect((await callRoute(stateLoader, '/dietitians/american-samoa', undefined, { params: { state: 'american-samoa' } })).status).toBe(404)
})
