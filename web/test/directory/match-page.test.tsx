// Issue 47: the /match page: one GET form named as the API, the short list with its reasons worded on the
// server (in the page's language), partial matches with what they miss, the Medicare note, noindex.
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { NoResults } from '#app/components/directory/no-results.tsx'
import type { MatchPage } from '#app/modules/directory/match-page.server.ts'
import type { EmptyPage } from '#app/modules/directory/search-page.server.ts'
import MatchRoute, { loader, meta } from '#app/routes/match.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callRoute } from '../form-client.ts'
import { withTranslations } from '../with-translations.tsx'
import { add } from './profile-fixture.ts'

const load = async (address: string) => {
	const answer = await callRoute(loader, address)
	return { status: answer.status, page: answer.data as MatchPage }
}

async function render(address: string) {
	const { status, page } = await load(address)
	const props = { loaderData: page, params: {}, matches: [] } as unknown as Parameters<typeof MatchRoute>[0]
	const html = renderToString(<MemoryRouter>{withTranslations(<MatchRoute {...props} />, address.startsWith('/es/') ? 'es' : 'en')}</MemoryRouter>)
	const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')
	return { status, page, html, text }
}

let kidneyId = 0

beforeAll(async () => {
	kidneyId = await add({ name: 'Kidney', north: 2, specialties: ['renal'], insurance: ['Medicare'] })
	await add({ name: 'Aetna', north: 4, specialties: ['renal'], insurance: ['Aetna'] })
})

test('before any answer: the form alone, a GET form whose fields are the API’s names', async () => {
	const { status, page, html } = await render('/match')
	expect(status).toBe(200)
	expect(page.kind).toBe('form')
	expect(html).toMatch(/<form[^>]*method="get"/)
	expect(html).toMatch(/<form[^>]*action="\/match"/)
	for (const name of ['need', 'where', 'state', 'format', 'insurance', 'max_price', 'language', 'when']) expect(html).toContain(`name="${name}"`)
})

test('the short list: every need met first with its reasons, partial matches with what they miss, the Medicare note and the referral letter', async () => {
	const { status, text, html } = await render('/match?need=kidney&where=10001&format=either&insurance=Medicare&when=any')
	expect(status).toBe(200)
	expect(text).toContain('1 dietitian fits every answer')
	expect(text).toContain('Sees kidney disease')
	expect(text).toContain('In person, 2 miles away')
	expect(text).toContain('Takes Medicare')
	expect(text).toContain('Close matches')
	expect(text).toContain('Does not list Medicare')
	expect(text).toContain('One change finds more: Any way to pay: 1 more.')
	expect(text).toContain('Medicare Part B covers medical nutrition therapy if you have diabetes or kidney disease')
	expect(html).toContain(`href="/viewdoctorprofile/${kidneyId}/referral-letter"`)
	expect(text.indexOf('Kidney Fixture')).toBeLessThan(text.indexOf('Aetna Fixture'))
})

test('in Spanish: the same answer in Spanish words', async () => {
	const { status, text } = await render('/es/match?need=kidney&where=10001&insurance=Medicare')
	expect(status).toBe(200)
	expect(text).toContain('Atiende enfermedad renal')
	expect(text).toContain('En persona, a 2 millas')
	expect(text).toContain('No figura Medicare entre sus seguros')
	expect(text).not.toContain('Sees kidney disease')
})

test.each([
	['no need', '/match?where=10001', 400, 'Tell us what brings you.'],
	['an unknown need', '/match?need=vampirism&where=10001', 400, 'Tell us what brings you.'],
	['no place', '/match?need=kidney', 400, 'Tell us where: a ZIP code or a city, or a state for video visits.'],
	['a state that is not one', '/match?need=kidney&state=XX', 400, 'Choose a state from the list.'],
	['a budget of -1', '/match?need=kidney&where=10001&max_price=-1', 400, 'The most you want to pay is a whole number of dollars from 1 to 1,000.'],
	['a budget of 1e9', '/match?need=kidney&where=10001&max_price=1e9', 400, 'The most you want to pay is a whole number of dollars from 1 to 1,000.'],
	['an unknown ZIP code', '/match?need=kidney&where=00000', 200, 'We do not know the ZIP code 00000.'],
	['in Spanish', '/es/match?where=10001', 400, 'Díganos qué lo trae por aquí.'],
])('%s: the form again with the problem', async (_name, address, status, message) => {
	const { status: answered, page, text, html } = await render(address)
	expect(answered).toBe(status)
	expect(page.kind).toBe('problem')
	expect(text).toContain(message)
	expect(html).toContain('name="need"')
})

test('the page is never indexed', async () => {
	const { page } = await load('/match')
	const tags = meta({ matches: [{ loaderData: page }], loaderData: page } as unknown as Parameters<typeof meta>[0]) as { name?: string; content?: string }[]
	expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
})

test('a search that finds no one offers the guided match, in the page’s language', async () => {
	for (const [address, text] of [
		['/search?where=59001', 'Not sure what to search for? Answer a few questions'],
		['/es/search?where=59001', '¿No sabe qué buscar? Responda unas preguntas'],
	] as const) {
		const answer = await callRoute(searchLoader, address)
		const page = answer.data as EmptyPage
		expect(page.kind).toBe('empty')
		const html = renderToString(<MemoryRouter>{withTranslations(<NoResults page={page} />, address.startsWith('/es/') ? 'es' : 'en')}</MemoryRouter>)
		expect(html).toMatch(new RegExp(`<a[^>]*href="${address.startsWith('/es/') ? '/es' : ''}/match"[^>]*>${text.replace('?', '\\?')}</a>`))
	}
})
