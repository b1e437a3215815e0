import { beforeAll, describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { LandingPage } from '#app/modules/directory/landing-pages.server.ts'
import { medicareFacts } from '#app/modules/medicare/medicare-facts.ts'
import type { SearchPage } from '#app/modules/directory/search-page.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as cityLoader } from '#app/routes/dietitians.$state.$city.tsx'
import { loader as stateLoader } from '#app/routes/dietitians.$state.tsx'
import { loader as telehealthLoader } from '#app/routes/dietitians.$state.telehealth.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

// Issue 32: /es/search and the landing pages word their problems, choices and headings in Spanish on the
// server; the search API, a public contract, keeps its English for the same search.

type Loaded = { page: LandingPage; canonical: string; crumbUrls: string[]; i18n: { locale: string } }

beforeAll(async () => {
	await add({ name: 'Brooklyn', zip: '11201' })
	await add({ name: 'Manhattan', zip: '10001' })
	await add({ name: 'Online', zip: '94103', telehealthStates: ['NY'] })
})

const load = async (path: string) => (await callRoute(searchLoader, path)).data as SearchPage

describe('/es/search', () => {
	test.each([
		['where=00000', 'No conocemos el código postal 00000.', []],
		['where=10001&state=CA', 'El código postal 10001 está en Nueva York, no en California.', ['Alrededor de 10001 (New York, NY)', 'Todo el estado de California']],
		['where=Chicago%2C+Illnois', 'No conocemos ningún estado llamado “Illnois”. Escriba el estado con sus dos letras (como IL) o con su nombre (como Illinois). Tampoco hay en el directorio ningún dietista con un nombre parecido a “Chicago, Illnois”.', []],
		['where=Washington', '“Washington” es una ciudad y también un estado: ¿cuál busca?', ['Washington, DC', 'Todo el estado de Washington']],
		['where=Qwxyzzy', 'No conocemos ninguna ciudad llamada “Qwxyzzy”. Tampoco hay en el directorio ningún dietista con un nombre parecido a “Qwxyzzy”.', []],
		['state=XX', 'Use el código de dos letras de un estado de EE. UU.', []],
	])('%s says %j', async (query, message, choices) => {
		const page = await load(`/es/search?${query}`)
		expect(page).toMatchObject({ kind: 'problem', message, i18n: { locale: 'es' } })
		expect((page as Extract<SearchPage, { kind: 'problem' }>).choices.map((choice) => choice.label)).toEqual(choices)
	})

	test('the API keeps its English for the same search', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', searchState: 'CA' })
		expect(answer.body).toBe('ZIP code 10001 is in New York, not in California.')
	})

	test('results: the canonical is the Spanish page, the Medicare note is in Spanish with its date in es-US', async () => {
		const page = await load('/es/search?where=10001&insurance=Medicare&telehealth=1')
		expect(page).toMatchObject({ canonical: expect.stringMatching(/\/es\/search$/) })
		expect(page.medicareTelehealth).toMatchObject({ text: expect.stringMatching(/^Para la mayoría de las personas con Medicare/), statedOn: '25 de noviembre de 2026' })
	})

	test('a page past the end goes to the last Spanish page', async () => {
		const answer = await callRoute(searchLoader, '/es/search?where=10001&page=99')
		expect(answer.location).toBe('/es/search?where=10001&radius=25')
	})
})

test('the English Medicare note is the Medicare fact’s own sentence', () => {
	expect(translator('en')('directory.medicareTelehealth.text')).toBe(medicareFacts.telehealth.forSearch)
})

describe('Spanish landing pages', () => {
	test('a state page: Spanish headings and breadcrumbs, the Spanish canonical and breadcrumb addresses', async () => {
		const answer = await callRoute(stateLoader, '/es/dietitians/new-york', undefined, { params: { state: 'new-york' } })
		const { page, canonical, crumbUrls, i18n } = answer.data as Loaded
		expect(i18n.locale).toBe('es')
		expect(page.title).toBe('Dietistas registrados en Nueva York')
		expect(page.intro).toMatch(/^2 dietistas registrados atienden a clientes en un consultorio en Nueva York, en 2 ciudades\./)
		expect(page.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Dietistas', 'Nueva York'])
		expect(page.groups.map((group) => group.heading)).toEqual(['Ciudades de Nueva York', 'Otros estados'])
		expect(canonical).toMatch(/\/es\/dietitians\/new-york$/)
		expect(crumbUrls.map((url) => new URL(url).pathname)).toEqual(['/es/search', '/es/dietitians/new-york'])
	})

	test('a city page and a telehealth page', async () => {
		const city = (await callRoute(cityLoader, '/es/dietitians/new-york/brooklyn', undefined, { params: { state: 'new-york', city: 'brooklyn' } })).data as Loaded
		expect(city.page.title).toBe('Dietistas registrados en Brooklyn, NY')
		expect(city.page.intro).toMatch(/^1 dietista registrado tiene consultorio en Brooklyn; contando los alrededores, 2 dietistas atienden/)
		const online = (await callRoute(telehealthLoader, '/es/dietitians/new-york/telehealth', undefined, { params: { state: 'new-york' } })).data as Loaded
		expect(online.page.heading).toBe('Dietistas por telesalud para Nueva York')
	})

	test("a state's code moves to its name and stays Spanish", async () => {
		const answer = await callRoute(cityLoader, '/es/dietitians/ny/brooklyn?page=1', undefined, { params: { state: 'ny', city: 'brooklyn' } })
		expect({ status: answer.status, location: answer.location }).toEqual({ status: 301, location: '/es/dietitians/new-york/brooklyn?page=1' })
	})
})
