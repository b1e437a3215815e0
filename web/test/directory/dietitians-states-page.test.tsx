// Issue 42 point 11: /dietitians, the parent of the state pages, lists the states with listed dietitians (it was a 404).
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import DietitiansByState, { loader } from '#app/routes/dietitians.tsx'
import { withTranslations } from '../with-translations.tsx'
import { add } from './profile-fixture.ts'

beforeAll(async () => {
	await add({ name: 'Vermonter', zip: '05401' })
})

const page = async (address: string) => {
	const loaderData = await loader({ request: new Request(`http://localhost${address}`) } as Parameters<typeof loader>[0])
	const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof DietitiansByState>[0]
	return { loaderData, html: renderToString(<MemoryRouter>{withTranslations(<DietitiansByState {...props} />, address.startsWith('/es/') ? 'es' : 'en')}</MemoryRouter>) }
}

test('the page lists each state with listed dietitians, linked to its page, with the count', async () => {
	const { loaderData, html } = await page('/dietitians')
	const vermont = loaderData.states.find((state) => state.code === 'VT')
	// This file lists one dietitian in Vermont: the Vermonter.
	expect(vermont?.count).toBe(1)
	expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight text-ink">Registered dietitians by state</h1>')
	expect(html).toContain(`href="/dietitians/${vermont!.slug}"`)
	expect(html).toContain('href="/search"')
	expect(loaderData.canonical).toMatch(/\/dietitians$/)
})

test('the Spanish page links the Spanish state pages', async () => {
	const { loaderData, html } = await page('/es/dietitians')
	expect(html).toContain('Dietistas registrados por estado')
	expect(html).toContain(`href="/es/dietitians/${loaderData.states[0]!.slug}"`)
	expect(loaderData.canonical).toMatch(/\/es\/dietitians$/)
})
