import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { profiles } from '#db/schema/profiles.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings, refreshListing } from '#app/modules/directory/listings.server.ts'
import { loadSearchPage } from '#app/modules/directory/search-page.server.ts'
import { readSearchParams, searchHref } from '#app/modules/directory/search-params.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { profileInputFromForm } from '#app/modules/profiles/profile-forms.ts'
import { saveProfileForm } from '#app/modules/profiles/profile-editor.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'

// Issue 32 point 5: dietitians who counsel in Spanish (a flag of the listings, a one-click filter, a
// badge on cards) and the optional Spanish summary the Spanish profile page shows.

type Card = { id: number; first_name: string; last_name: string; spanish: boolean }

const englishSummary = 'I help adults with diabetes and kidney disease eat well, with plans that fit their budget and their culture.'
const spanishSummary = 'Ayudo a adultos con diabetes y enfermedad renal a comer bien, con planes que respetan su presupuesto y su cultura.\n\nConsultas en Albuquerque y en línea.'

const services = {
	summary: englishSummary,
	specialties: ['diabetes'],
	offers_in_person: true,
	offers_telehealth: false,
	telehealth_states: [],
	insurance: ['Aetna'],
	languages: ['English'],
	accepting_new_clients: true,
	working_time: { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
	education: [],
	facebook: '',
	instagram: '',
	twitter: '',
}

let n = 0
/** A dietitian in Albuquerque through the API's two setup steps, then approved: listed. */
async function listedDietitian(name: string, languages: string[]) {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `espanol.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: name, lastName: 'Idioma', plan: 2, verified: true })
		.returning()
	const { token } = await issueApiSession(user!)
	const auth = { authorization: `Bearer ${token}` }
	const one = await callApi(step1, '/api/user/setupProfileStep1', {
		first_name: name, last_name: 'Idioma', profile_name: `${name} Nutrition`, role: 'Registered Dietitian', credentials: ['RDN'], business_email: 'office@idioma.example',
		office_number: '(505) 555-0100', office_fax: '', street_address: '1 Central Ave', apt_suite: '', city_name: 'Albuquerque', state: 'NM', zipcode: '87102', website_url: '',
	}, { headers: auth })
	expect(one.status).toBe(200)
	expect((await callApi(step2, '/api/user/setupProfileStep2', { ...services, languages }, { headers: auth })).status).toBe(200)
	await db.update(profiles).set({ reviewStatus: 'approved', approvedAt: new Date() }).where(eq(profiles.userId, user!.id))
	await refreshListing(db, user!.id)
	return { id: user!.id, auth }
}

const ours = (cards: Card[]) => cards.filter((card) => card.last_name === 'Idioma').map((card) => [card.first_name, card.spanish])
const noDrift = { added: 0, removed: 0, changed: 0 }
const drift = async () => rebuildListings(await getDb(), { dryRun: true })
const flagOf = async (userId: number) => (await (await getDb()).select({ spanish: directoryListings.spanish }).from(directoryListings).where(eq(directoryListings.userId, userId)))[0]?.spanish

let bilingual: Awaited<ReturnType<typeof listedDietitian>>
let english: Awaited<ReturnType<typeof listedDietitian>>

beforeAll(async () => {
	bilingual = await listedDietitian('Esperanza', ['English', 'Spanish'])
	english = await listedDietitian('Esther', ['English', 'French'])
})

describe('the listing’s flag', () => {
	test('follows the languages through every save, and the drift check finds nothing to change', async () => {
		expect(await flagOf(bilingual.id)).toBe(true)
		expect(await flagOf(english.id)).toBe(false)
		expect(await drift()).toEqual(noDrift)
		// Spanish added, then taken away again, by the page's form as by the API.
		expect(await saveProfileForm(english.id, 'step2', { ...services, languages: ['Spanish', 'French'] })).toEqual({ ok: true })
		expect(await flagOf(english.id)).toBe(true)
		expect(await drift()).toEqual(noDrift)
		expect(await saveProfileForm(english.id, 'step2', { ...services, languages: ['English', 'French'] })).toEqual({ ok: true })
		expect(await flagOf(english.id)).toBe(false)
		expect(await drift()).toEqual(noDrift)
	})

	test('a flag a write forgot to keep is drift, and a rebuild puts it right', async () => {
		const db = await getDb()
		await db.update(directoryListings).set({ spanish: true }).where(eq(directoryListings.userId, english.id))
		expect(await drift()).toEqual({ added: 0, removed: 0, changed: 1 })
		expect(await rebuildListings(db)).toEqual({ added: 0, removed: 0, changed: 1 })
		expect(await flagOf(english.id)).toBe(false)
		expect(await drift()).toEqual(noDrift)
	})
})

describe('search', () => {
	const search = async (input: Record<string, unknown>) => {
		const outcome = await searchDietitians(searchQuerySchema.parse({ sort: 'name', ...input }))
		if (outcome.status !== 'ok') throw new Error(outcome.status)
		return ours(outcome.data)
	}

	test('cards carry the flag; the filter keeps those who counsel in Spanish, around a ZIP and in a state', async () => {
		expect(await search({ searchZipCode: '87102', radius: 5 })).toEqual([['Esperanza', true], ['Esther', false]])
		expect(await search({ searchZipCode: '87102', radius: 5, spanish: true })).toEqual([['Esperanza', true]])
		expect(await search({ searchCity: 'Albuquerque, NM', spanish: true })).toEqual([['Esperanza', true]])
		expect(await search({ searchState: 'NM', spanish: true })).toEqual([['Esperanza', true]])
		expect(await search({ searchName: 'Esther Idioma', spanish: true })).toEqual([])
	})

	test('the API takes spanish and answers the flag on each card; a spanish that is not a boolean is a 400', async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '87102', radius: 5, spanish: true })
		expect(answer.status).toBe(200)
		expect(ours((answer.body as { data: Card[] }).data)).toEqual([['Esperanza', true]])
		const all = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '87102', radius: 5 })
		expect(ours((all.body as { data: Card[] }).data)).toContainEqual(['Esther', false])
		const refused = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '87102', spanish: 'sí' })
		expect(refused.status).toBe(400)
	})

	test('the page reads spanish=1, on /search and /es/search, keeps it in its links, and offers to drop it when no one matches', async () => {
		expect(readSearchParams(new URL('http://localhost/es/search?where=87102&spanish=1'))).toMatchObject({ where: '87102', spanish: true })
		expect(readSearchParams(new URL('http://localhost/search?where=87102&spanish=yes')).spanish).toBe(false)
		const params = readSearchParams(new URL('http://localhost/search?where=87102&spanish=1'))
		expect(searchHref(params, { page: 2 })).toBe('/search?where=87102&spanish=1&page=2')
		expect(searchHref(params, { spanish: false })).toBe('/search?where=87102')

		const page = await loadSearchPage(new Request('http://localhost/es/search?where=87102&radius=5&spanish=1&sort=name'), '203.0.113.60')
		expect(page).toMatchObject({ kind: 'results' })
		expect(ours((page as { results: Card[] }).results)).toEqual([['Esperanza', true]])

		// No one near counsels in Spanish and takes Tricare: dropping either filter is offered, with what it finds.
		const empty = await loadSearchPage(new Request('http://localhost/search?where=87102&radius=5&spanish=1&insurance=Tricare'), '203.0.113.61')
		expect(empty).toMatchObject({ kind: 'empty' })
		expect((empty as { relaxations: { drops: unknown[] } }).relaxations.drops).toEqual([
			{ filter: 'insurance', count: 1 },
			{ filter: 'spanish', count: 0 },
		])
	})
})

describe('the Spanish summary', () => {
	const saveSummary = (body: unknown, auth = bilingual.auth) => callApi(changeSummary, '/api/user/change-summary', body, { headers: auth })
	const savedSummaries = async (userId: number) => {
		const [row] = await (await getDb()).select({ summary: profiles.summary, summaryEs: profiles.summaryEs }).from(profiles).where(eq(profiles.userId, userId))
		return row
	}

	test('change-summary saves summary_es beside the summary and answers it; a body without it keeps it; empty removes it', async () => {
		const saved = await saveSummary({ summary: englishSummary, summary_es: spanishSummary })
		expect(saved.status).toBe(200)
		expect((saved.body as { profile: Record<string, unknown> }).profile).toMatchObject({ summary: englishSummary, summary_es: spanishSummary })
		// The original contract: only the summary.
		expect((await saveSummary({ summary: `${englishSummary} Visits in Albuquerque.` })).status).toBe(200)
		expect(await savedSummaries(bilingual.id)).toEqual({ summary: `${englishSummary} Visits in Albuquerque.`, summaryEs: spanishSummary })
		expect((await saveSummary({ summary: englishSummary, summary_es: '  ' })).status).toBe(200)
		expect(await savedSummaries(bilingual.id)).toEqual({ summary: englishSummary, summaryEs: null })
		expect((await saveSummary({ summary: englishSummary, summary_es: spanishSummary })).status).toBe(200)
	})

	test('a Spanish summary is checked like the summary, and nothing is saved when it fails', async () => {
		for (const [summaryEs, message] of [
			['Muy corto.', 'Spanish summary is at least 50 characters'],
			['x'.repeat(2001), 'Spanish summary is at most 2000 characters'],
			[`${spanishSummary}\u0007`, 'Spanish summary contains control characters'],
			[42, 'Spanish summary must be text'],
		] as const) {
			const refused = await saveSummary({ summary: `${englishSummary} Changed.`, summary_es: summaryEs })
			expect(refused.status).toBe(400)
			expect(refused.body).toMatchObject({ errors: { summary_es: message } })
		}
		// The summary stays required: a Spanish one alone is not enough.
		const alone = await saveSummary({ summary_es: spanishSummary })
		expect(alone.status).toBe(400)
		expect(alone.body).toMatchObject({ errors: { summary: 'Summary is required' } })
		expect(await savedSummaries(bilingual.id)).toEqual({ summary: englishSummary, summaryEs: spanishSummary })
	})

	test('the profile editor’s form sends it as the API takes it', () => {
		const form = new FormData()
		form.set('summary', englishSummary)
		form.set('summary_es', spanishSummary)
		expect(profileInputFromForm('summary', form)).toEqual({ summary: englishSummary, summary_es: spanishSummary })
	})

	type About = { about: { text: string; lang: string | null; inEnglish: boolean }; description: string; profile: Record<string, unknown>; i18n: { locale: string } }
	const page = async (path: string, id: number) => (await callRoute(profilePage, path, null, { method: 'GET', params: { id: String(id) } })).data as About

	test('the Spanish page shows the Spanish summary; the English page the English one; neither sends the other', async () => {
		const spanish = await page(`/es/viewdoctorprofile/${bilingual.id}`, bilingual.id)
		expect(spanish.about).toEqual({ text: spanishSummary, lang: null, inEnglish: false })
		expect(spanish.i18n.locale).toBe('es')
		expect(spanish.description).toBe('Ayudo a adultos con diabetes y enfermedad renal a comer bien, con planes que respetan su presupuesto y su cultura. Consultas en Albuquerque y en línea.')
		const english = await page(`/viewdoctorprofile/${bilingual.id}`, bilingual.id)
		expect(english.about).toEqual({ text: englishSummary, lang: null, inEnglish: false })
		for (const data of [spanish, english]) {
			expect(data.profile).not.toHaveProperty('summaryEs')
			expect(JSON.stringify(data)).not.toContain(data === spanish ? englishSummary : spanishSummary)
		}
	})

	test('without a Spanish summary, the Spanish page shows the English one marked as English, with a note', async () => {
		const data = await page(`/es/viewdoctorprofile/${english.id}`, english.id)
		expect(data.about).toEqual({ text: englishSummary, lang: 'en', inEnglish: true })
	})
})
