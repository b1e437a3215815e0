// Issue 47: the guided match's API: the answer's shape and reasons, the order, partial matches with what
// they miss and the change that finds more, and bad input refused with a message that says what to send.
import { beforeAll, describe, expect, test } from 'vitest'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { loader as adminDashboard } from '#app/routes/admin.tsx'
import { action as matchApi, loader as matchApiGet } from '#app/routes/api/dietitians.match.ts'
import { signedInAdmin } from '../admin/helpers.ts'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { setProfile } from './match-fixture.ts'
import { add } from './profile-fixture.ts'

// Monday, November 30, 2026, 9:00 in New York (the fixtures' offices, ZIP 10001).
const monday = '2026-11-30T14:00:00Z'

const weekly = (weekday: number) =>
	availabilitySchema.parse({
		kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
		windows: [{ weekday, start: '09:00', end: '12:00' }],
		timeOff: [],
		noticeHours: 24,
		horizonDays: 30,
	})

type Card = { id: number; first_name: string; featured: boolean; next_opening: string | null; reasons: string[]; fit: 'all' | 'partial'; misses: string[]; reply_median_hours: number | null }
type Answer = { data: Card[]; relax: { change: string; extra: number; text: string }[] }

async function match(body: Record<string, unknown>) {
	const answer = await callApi(matchApi, '/api/dietitians/match', body)
	expect(answer.status, JSON.stringify(answer.body)).toBe(200)
	return answer.body as Answer
}
/** The admin dashboard's table of needs per state, as an administrator's page loads it. */
async function dashboardNeeds() {
	const { cookie } = await signedInAdmin()
	const answer = await callRoute(adminDashboard, '/admin', undefined, { cookie })
	expect(answer.status).toBe(200)
	return (answer.data as { matchNeeds: { state: string; need: string; count: number }[] }).matchNeeds
}

const names = (answer: Answer) => answer.data.map((card) => card.first_name)
const card = (answer: Answer, name: string) => answer.data.find((c) => c.first_name === name)!

beforeAll(async () => {
	setClock(monday)
	// Thursday mornings: the next opening is Thursday, December 3.
	const near = await add({ name: 'Near', plan: 2, north: 2, specialties: ['renal'], insurance: ['Medicare'] })
	await saveAvailability(near, weekly(4))
	await setProfile(near, { insuranceConfirmedAt: new Date('2026-11-20T15:00:00Z') })
	// Tuesday mornings, 30 miles out: sooner than Near.
	const soon = await add({ name: 'Soon', plan: 2, north: 30, specialties: ['renal'], insurance: ['Medicare'] })
	await saveAvailability(soon, weekly(2))
	await add({ name: 'Video', zip: '60601', specialties: ['renal', 'diabetes'], insurance: ['Medicare'], telehealthStates: ['NY'] })
	const aetna = await add({ name: 'Aetna', north: 5, specialties: ['renal'], insurance: ['Aetna'] })
	await setProfile(aetna, { selfPayFirstVisitCents: 9000 })
	await add({ name: 'Espanol', north: 10, specialties: ['renal'], insurance: ['Medicare'], languages: ['English', 'Spanish'] })
	await add({ name: 'Far', north: 60, specialties: ['renal'], insurance: ['Medicare'] })
	await add({ name: 'Sugar', north: 1, specialties: ['diabetes'], insurance: ['Medicare'] })
	await add({ name: 'Star', plan: 3, north: 8, specialties: ['gi-ibs'] })
	await add({ name: 'Gut', north: 0.5, specialties: ['gi-ibs'] })
})

describe('the answer', () => {
	test('those who meet every need, each with its reasons in plain words; no partial matches when three or more fit', async () => {
		const answer = await match({ need: 'kidney', where: '10001', format: 'either', insurance: 'Medicare' })
		expect(names(answer).sort()).toEqual(['Espanol', 'Near', 'Soon', 'Video'])
		expect(answer.data.every((c) => c.fit === 'all' && c.misses.length === 0)).toBe(true)
		expect(answer.relax).toEqual([])
		expect(card(answer, 'Near').reasons).toEqual(['Sees kidney disease', 'In person, 2 miles away', 'Takes Medicare · confirmed Nov 20', 'Opening Thu, Dec 3, 9:00 AM'])
		expect(card(answer, 'Video').reasons).toEqual(['Sees kidney disease', 'Video visits in New York', 'Takes Medicare'])
		// The search card's fields come along.
		expect(card(answer, 'Near')).toMatchObject({ url: `/viewdoctorprofile/${card(answer, 'Near').id}`, accepting_new_clients: true, reply_median_hours: null })
	})

	test('the soonest opening that fits "how soon" first (by day), then nearness', async () => {
		const answer = await match({ need: 'kidney', where: '10001', format: 'in_person', insurance: 'Medicare', when: 'week' })
		expect(names(answer)).toEqual(['Soon', 'Near', 'Espanol'])
		// Without a rush, the same openings still come first; no opening comes last.
		expect(names(await match({ need: 'kidney', where: '10001', format: 'in_person', insurance: 'Medicare', when: 'any' }))).toEqual(['Soon', 'Near', 'Espanol'])
	})

	test('fewer than three meet every need: partial matches follow, each with what it misses, and the change that finds the most', async () => {
		const answer = await match({ need: 'kidney', where: '10001', format: 'in_person', insurance: 'Medicare', language: 'es' })
		expect(names(answer)).toEqual(['Espanol', 'Soon', 'Near', 'Aetna', 'Video'])
		expect(answer.data.map((c) => c.fit)).toEqual(['all', 'partial', 'partial', 'partial', 'partial'])
		expect(card(answer, 'Espanol').reasons).toContain('Counsels in Spanish')
		expect(card(answer, 'Near').misses).toEqual(['Does not counsel in Spanish'])
		expect(card(answer, 'Aetna').misses).toEqual(['Does not list Medicare', 'Does not counsel in Spanish'])
		expect(card(answer, 'Video').misses).toEqual(['No office within 50 miles: video visits only', 'Does not counsel in Spanish'])
		expect(answer.relax).toEqual([{ change: 'any_language', extra: 2, text: 'Any language: 2 more' }])
	})

	test('"Allow video visits: N more" when in person is what leaves them out', async () => {
		const answer = await match({ need: 'diabetes', where: '10001', format: 'in_person', insurance: 'Medicare' })
		expect(names(answer)).toEqual(['Sugar', 'Video'])
		expect(answer.relax).toEqual([{ change: 'allow_video', extra: 1, text: 'Allow video visits: 1 more' }])
	})

	test('paying yourself: a first-visit price within the budget fits; over it, the partial match says by how much', async () => {
		const within = await match({ need: 'kidney', where: '10001', format: 'in_person', max_price: 100 })
		expect(names(within)[0]).toBe('Aetna')
		expect(card(within, 'Aetna').reasons).toContain('First visit $90')
		const over = await match({ need: 'kidney', where: '10001', format: 'in_person', max_price: 80 })
		expect(card(over, 'Aetna').misses).toEqual(['First visit $90, over your $80'])
		expect(card(over, 'Near').misses).toEqual(['No self-pay price listed'])
		// The plan or the price: with both, either one fits.
		expect(card(await match({ need: 'kidney', where: '10001', format: 'in_person', insurance: 'Medicare', max_price: 100 }), 'Aetna').fit).toBe('all')
	})

	test('video with a state alone: dietitians licensed there, wherever their office is', async () => {
		const answer = await match({ need: 'diabetes', state: 'ny', format: 'video' })
		expect(names(answer)).toEqual(['Video', 'Sugar'])
		expect(card(answer, 'Sugar').misses).toEqual(['No video visits in New York'])
		expect(answer.relax).toEqual([{ change: 'allow_in_person', extra: 1, text: 'Allow in-person visits: 1 more' }])
	})

	test('Featured listings are labelled and, meeting the same needs, come first as in search', async () => {
		const answer = await match({ need: 'digestive', where: '10001' })
		expect(names(answer)).toEqual(['Star', 'Gut'])
		expect(answer.data.map((c) => c.featured)).toEqual([true, false])
	})

	test('general healthy eating asks no specialty; nothing is stored but a count of needs per state and day, which the admin dashboard shows', async () => {
		const before = (await dashboardNeeds()).find((row) => row.state === 'NY' && row.need === 'general')?.count ?? 0
		const answer = await match({ need: 'general', where: '10001', format: 'in_person' })
		// Everyone with an office within 50 miles; Far is 60 miles out, Video (Chicago) only by video.
		expect(names(answer).sort()).toEqual(['Aetna', 'Espanol', 'Gut', 'Near', 'Soon', 'Star', 'Sugar'])
		expect(card(answer, 'Gut').reasons[0]).toBe('Helps with healthy eating')
		expect((await dashboardNeeds()).find((row) => row.state === 'NY' && row.need === 'general')?.count).toBe(before + 1)
	})
})

describe('bad input gets a clear answer and changes nothing', () => {
	test.each([
		['every field empty: asks for the need', {}, 'need: tell us what brings you: one of diabetes, prediabetes, kidney, heart, weight, digestive, eating-disorders, pregnancy, children, sports, food-allergies, general'],
		['an unknown need', { need: 'vampirism', where: '10001' }, 'need: tell us what brings you: one of diabetes, prediabetes, kidney'],
		['an unknown insurance', { need: 'kidney', where: '10001', insurance: 'Acme Health' }, 'insurance: use one of: Aetna, Blue Cross Blue Shield, Cigna, UnitedHealthcare, Humana, Kaiser Permanente, Medicare, Medicaid, Tricare, Self-pay'],
		['an unknown language', { need: 'kidney', where: '10001', language: 'fr' }, 'language: use one of: en, es'],
		['an unknown format', { need: 'kidney', where: '10001', format: 'phone' }, 'format: use one of: in_person, video, either'],
		['an unknown when', { need: 'kidney', where: '10001', when: 'tomorrow' }, 'when: use one of: week, two_weeks, any'],
		['no place nor state', { need: 'kidney' }, 'where: say where: a ZIP code or a city (where), or a state for video visits (state)'],
		['a state that is not one', { need: 'kidney', state: 'XX' }, 'state: use a two-letter US state code'],
		['a budget of -1', { need: 'kidney', where: '10001', max_price: -1 }, 'max_price: a whole number of dollars from 1 to 1000'],
		['a budget of 1e9', { need: 'kidney', where: '10001', max_price: 1e9 }, 'max_price: a whole number of dollars from 1 to 1000'],
		['a ZIP code that does not exist', { need: 'kidney', where: '00000' }, 'We do not know the ZIP code 00000.'],
		['a ZIP code in another state than the one given', { need: 'kidney', where: '10001', state: 'IL' }, 'ZIP code 10001 is in New York, not in Illinois.'],
	])('%s: 400 with a message', async (_name, body, message) => {
		const answer = await callApi(matchApi, '/api/dietitians/match', body)
		expect(answer.status).toBe(400)
		expect(answer.body).toContain(message)
	})

	test('a GET is 405', async () => {
		expect((await callApi(matchApiGet, '/api/dietitians/match', null, { method: 'GET' })).status).toBe(405)
	})
})
