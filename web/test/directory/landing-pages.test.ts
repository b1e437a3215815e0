import { beforeAll, describe, expect, test } from 'vitest'
import type { LandingPage } from '#app/modules/directory/landing-pages.server.ts'
import { isPublicPage } from '#app/modules/request/cache-policy.ts'
import { loader as stateLoader } from '#app/routes/dietitians.$state.tsx'
import { loader as cityLoader } from '#app/routes/dietitians.$state.$city.tsx'
import { loader as telehealthLoader } from '#app/routes/dietitians.$state.telehealth.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callRoute } from '../form-client.ts'
import { locations, readChild } from '../site/read-sitemaps.ts'
import { add } from './profile-fixture.ts'

type Loaded = { page: LandingPage; canonical: string; crumbUrls: string[] }
const names = (loaded: unknown) => (loaded as Loaded).page.results.map((card) => card.first_name)

beforeAll(async () => {
	await add({ name: 'Brooklyn', zip: '11201' })
	await add({ name: 'Manhattan', zip: '10001' })
	await add({ name: 'Hidden', zip: '60601', review: 'draft' })
	await add({ name: 'Lapsed', zip: '60601', plan: 0 })
	await add({ name: 'Online', zip: '94103', telehealthStates: ['TX', 'CA'] })
})

describe('directory landing pages', () => {
	test("a state's two-letter code moves permanently to its name, for the state, its cities and its telehealth page", async () => {
		const asked = [
			[stateLoader, '/dietitians/ny', { state: 'ny' }, '/dietitians/new-york'],
			[stateLoader, '/dietitians/NY?page=2', { state: 'NY' }, '/dietitians/new-york?page=2'],
			[cityLoader, '/dietitians/ny/brooklyn', { state: 'ny', city: 'brooklyn' }, '/dietitians/new-york/brooklyn'],
			[telehealthLoader, '/dietitians/ca/telehealth', { state: 'ca' }, '/dietitians/california/telehealth'],
			[stateLoader, '/dietitians/dc', { state: 'dc' }, '/dietitians/district-of-columbia'],
		] as const
		for (const [loader, path, params, location] of asked) {
			const answer = await callRoute(loader, path, undefined, { params })
			expect({ path, status: answer.status, location: answer.location }).toEqual({ path, status: 301, location })
		}
		// Two letters that are no state's code are no page; the name itself is the page.
		expect((await callRoute(stateLoader, '/dietitians/zz', undefined, { params: { state: 'zz' } })).status).toBe(404)
		expect((await callRoute(stateLoader, '/dietitians/new-york', undefined, { params: { state: 'new-york' } })).status).toBe(200)
	})

	test('a state page lists its dietitians, links its cities and telehealth page, with a canonical link and breadcrumbs', async () => {
		const answer = await callRoute(stateLoader, '/dietitians/new-york', undefined, { params: { state: 'new-york' } })
		expect(answer.status).toBe(200)
		const { page, canonical, crumbUrls } = answer.data as Loaded
		expect(names(answer.data).sort()).toEqual(['Brooklyn', 'Manhattan'])
		expect(page.title).toBe('Registered dietitians in New York')
		expect(canonical).toMatch(/\/dietitians\/new-york$/)
		expect(page.breadcrumbs.map((c) => c.name)).toEqual(['Dietitians', 'New York'])
		expect(crumbUrls[1]).toMatch(/^https?:\/\/.+\/dietitians\/new-york$/)
		const links = page.groups.flatMap((g) => g.links.map((l) => l.path))
		expect(links).toEqual(expect.arrayContaining(['/dietitians/new-york/brooklyn', '/dietitians/new-york/new-york', '/dietitians/california']))
		expect(links).not.toContain('/dietitians/new-york/telehealth')
	})

	test('a city page lists the dietitians there and links back to its state', async () => {
		const answer = await callRoute(cityLoader, '/dietitians/new-york/brooklyn', undefined, { params: { state: 'new-york', city: 'brooklyn' } })
		expect(answer.status).toBe(200)
		const { page } = answer.data as Loaded
		expect(names(answer.data)).toContain('Brooklyn')
		expect(page.title).toBe('Registered dietitians in Brooklyn, NY')
		expect(page.breadcrumbs.map((c) => c.path)).toEqual(['/search', '/dietitians/new-york', '/dietitians/new-york/brooklyn'])
		expect(page.groups[0]!.links.map((l) => l.path)).toEqual(['/dietitians/new-york/new-york'])
	})

	test('telehealth by state: dietitians licensed there, wherever their office is', async () => {
		const answer = await callRoute(telehealthLoader, '/dietitians/texas/telehealth', undefined, { params: { state: 'texas' } })
		expect(answer.status).toBe(200)
		expect(names(answer.data)).toEqual(['Online'])
		// No dietitian has an office in Texas: the breadcrumbs skip the state page, which does not exist.
		expect((answer.data as Loaded).page.breadcrumbs.map((c) => c.path)).toEqual(['/search', '/dietitians/texas/telehealth'])
	})

	test.each([
		['state with only unlisted dietitians', stateLoader, { state: 'illinois' }],
		['city with only unlisted dietitians', cityLoader, { state: 'illinois', city: 'chicago' }],
		['state nobody practises in', stateLoader, { state: 'texas' }],
		['no such state', stateLoader, { state: 'narnia' }],
		['no such city in the state', cityLoader, { state: 'new-york', city: 'springfield' }],
		['a city slug with SQL in it', cityLoader, { state: 'new-york', city: "brooklyn' or 1=1 --" }],
		['telehealth where nobody is licensed', telehealthLoader, { state: 'illinois' }],
	])('%s is a 404', async (_, loader, params) => {
		const answer = await callRoute(loader, '/dietitians/x', undefined, { params })
		expect(answer.status).toBe(404)
	})

	test('a page past the last one is a 404; page 1 of a state keeps the canonical without ?page', async () => {
		expect((await callRoute(stateLoader, '/dietitians/new-york?page=5', undefined, { params: { state: 'new-york' } })).status).toBe(404)
		const weird = await callRoute(stateLoader, '/dietitians/new-york?page=abc&page=2', undefined, { params: { state: 'new-york' } })
		expect((weird.data as Loaded).canonical).toMatch(/\/dietitians\/new-york$/)
	})

	test("the pages' sitemap lists exactly the landing pages that exist", async () => {
		const paths = locations(await readChild('pages.xml'))
			.map((url) => new URL(url).pathname)
			.filter((path) => path.startsWith('/dietitians/'))
			.sort()
		expect(paths).toEqual(
			[
				'/dietitians/california',
				'/dietitians/california/san-francisco',
				'/dietitians/california/telehealth',
				'/dietitians/new-york',
				'/dietitians/new-york/brooklyn',
				'/dietitians/new-york/new-york',
				'/dietitians/texas/telehealth',
			].sort(),
		)
	})

	test('landing pages are cacheable for visitors', () => {
		expect(['/dietitians/new-york', '/dietitians/new-york/brooklyn', '/dietitians/texas/telehealth'].every(isPublicPage)).toBe(true)
	})

	test('/search with no result suggests nearby cities with counts and the state’s telehealth dietitians; before a search, browse by state', async () => {
		const empty = await callRoute(searchLoader, '/search?where=95814&radius=5')
		const emptyPage = empty.data as { kind: string; help: { nearbyCities: { name: string; count: number; miles: number }[]; telehealth: { path: string; count: number } } }
		expect(emptyPage.kind).toBe('empty')
		const help = emptyPage.help
		expect(help.nearbyCities).toEqual([{ name: 'San Francisco', path: '/dietitians/california/san-francisco', count: 1, miles: expect.any(Number) }])
		expect(help.nearbyCities[0]!.miles).toBeGreaterThan(60)
		expect(help.telehealth).toMatchObject({ path: '/dietitians/california/telehealth', count: 1 })
		const start = await callRoute(searchLoader, '/search')
		expect(start.data).toMatchObject({ kind: 'browse' })
		expect((start.data as { states: { slug: string; count: number }[] }).states.map((s) => s.slug)).toEqual(['california', 'new-york'])
	})
})
