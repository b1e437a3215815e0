// Issue 29 point 2: the search card's next opening, the "Openings this week" filter and the "Soonest
// opening" sort, on the page and in the API, kept true as time passes (the sweep) and by the drift check.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { nextOpeningDrift, rebuildListings } from '#app/modules/directory/listings.server.ts'
import type { SearchPage } from '#app/modules/directory/search-page.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { add } from './profile-fixture.ts'

// Monday, November 30, 2026, 9:00 in New York (the fixtures' offices, ZIP 10001).
const monday = '2026-11-30T14:00:00Z'

const availability = (windows: { weekday: number; start: string; end: string }[], timeOff: { from: string; to: string }[] = []) =>
	availabilitySchema.parse({
		kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
		windows,
		timeOff,
		noticeHours: 24,
		horizonDays: 30,
	})

type Card = { id: number; first_name: string; next_opening: string | null }
const search = async (body: Record<string, unknown>) => {
	const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', searchCount: 50, ...body })
	expect(answer.status, JSON.stringify(answer.body)).toBe(200)
	return (answer.body as { data: Card[]; totalCount: number })
}
const names = (found: { data: Card[] }) => found.data.map((card) => card.first_name)

beforeAll(async () => {
	setClock(monday)
	const tuesdays = await add({ name: 'Tuesdays', plan: 2 })
	await saveAvailability(tuesdays, availability([{ weekday: 2, start: '09:00', end: '12:00' }]))
	const thursdays = await add({ name: 'Thursdays', plan: 2, north: 2 })
	await saveAvailability(thursdays, availability([{ weekday: 4, start: '13:00', end: '17:00' }]))
	// Off until December 10: the next Tuesday after is the 15th, more than a week away.
	const away = await add({ name: 'Away', plan: 3, north: 4 })
	await saveAvailability(away, availability([{ weekday: 2, start: '09:00', end: '12:00' }], [{ from: '2026-12-01', to: '2026-12-10' }]))
	await add({ name: 'Unset', plan: 2, north: 1 })
	await add({ name: 'Renal', plan: 2, north: 1.5, specialties: ['renal'] })
	// Starter has no booking: its availability (left from a richer plan) is never shown.
	const starter = await add({ name: 'Starter', plan: 1, north: 3 })
	await saveAvailability(starter, availability([{ weekday: 2, start: '09:00', end: '12:00' }]))
})

describe('next openings in search', () => {
	test('cards carry the next opening as the office’s wall time, or null', async () => {
		setClock(monday)
		const found = await search({ sort: 'name' })
		expect(Object.fromEntries(found.data.map((card) => [card.first_name, card.next_opening]))).toEqual({
			Tuesdays: '2026-12-01T09:00:00-05:00',
			Thursdays: '2026-12-03T13:00:00-05:00',
			Away: '2026-12-15T09:00:00-05:00',
			Unset: null,
			Renal: null,
			Starter: null,
		})
	})

	test('"Openings this week" keeps the next openings within 7 days; "Soonest opening" puts them first, none last', async () => {
		setClock(monday)
		const week = await search({ openingsThisWeek: true, sort: 'soonest' })
		expect([names(week), week.totalCount]).toEqual([['Tuesdays', 'Thursdays'], 2])
		const soonest = await search({ sort: 'soonest' })
		expect(names(soonest).slice(0, 3)).toEqual(['Tuesdays', 'Thursdays', 'Away'])
		expect(names(soonest).slice(3).sort()).toEqual(['Renal', 'Starter', 'Unset'])
		// With other filters and in a state search too.
		expect(names(await search({ openingsThisWeek: true, specialty: 'renal' }))).toEqual([])
		expect(names(await search({ searchZipCode: undefined, searchState: 'NY', openingsThisWeek: true, sort: 'soonest' }))).toEqual(['Tuesdays', 'Thursdays'])
	})

	test('bad input: a filter that is not true or false is a 400 that names it; an unknown sort is Best match', async () => {
		const bad = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', openingsThisWeek: 'soon' })
		expect([bad.status, bad.body]).toEqual([400, expect.stringMatching(/^openingsThisWeek: /)])
		expect((await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '10001', sort: 'soonest-first' })).status).toBe(200)
	})

	test('/search without JavaScript: the filter and the sort are query parameters, and the cards show their openings', async () => {
		setClock(monday)
		const answer = await callRoute(searchLoader, '/search?where=10001&openings=1&sort=soonest')
		const page = answer.data as SearchPage
		expect(page.kind).toBe('results')
		if (page.kind !== 'results') return
		expect(page.params).toMatchObject({ openingsThisWeek: true, sort: 'soonest' })
		expect(page.results.map((card) => [card.first_name, card.next_opening])).toEqual([
			['Tuesdays', '2026-12-01T09:00:00-05:00'],
			['Thursdays', '2026-12-03T13:00:00-05:00'],
		])
		expect(page.now).toBe(monday.replace('Z', '.000Z'))
		// A search with nobody this week offers to drop the filter (a renal dietitian has no openings).
		const none = (await callRoute(searchLoader, '/search?where=10001&openings=1&specialty=renal')).data as SearchPage
		expect(none.kind === 'empty' && none.relaxations.drops).toEqual(expect.arrayContaining([{ filter: 'openingsThisWeek', count: 1 }]))
	})
	// Last: the clock only moves forward from here.
	test('time passing moves the next openings on (the sweep), and the drift check finds nothing to change', async () => {
		// Thursday 9:00 in New York: Thursday 13:00 is inside the 24 hours' notice now.
		setClock('2026-12-03T14:00:00Z')
		// Before the sweep, the drift check sees the openings that time has overtaken (Starter's kept one too: the settings row knows no plan).
		const db = await getDb()
		expect(await nextOpeningDrift(db)).toBe(3)
		await runDueWork()
		expect(await nextOpeningDrift(db)).toBe(0)
		const found = await search({ sort: 'soonest' })
		expect(found.data.slice(0, 3).map((card) => [card.first_name, card.next_opening])).toEqual([
			['Tuesdays', '2026-12-08T09:00:00-05:00'],
			['Thursdays', '2026-12-10T13:00:00-05:00'],
			['Away', '2026-12-15T09:00:00-05:00'],
		])
		// Thursday the 10th at 13:00 is 7 days and 4 hours away: not this week.
		expect(names(await search({ openingsThisWeek: true }))).toEqual(['Tuesdays'])
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	})

	test('the drift check repairs a next opening a write left behind, and its listing', async () => {
		const db = await getDb()
		const [tuesdays] = (await search({ sort: 'soonest' })).data
		await db.execute(sql`update appointment_settings set next_opening_at = null, next_opening_local = null where user_id = ${tuesdays!.id}`)
		expect(await nextOpeningDrift(db)).toBe(1)
		expect(await nextOpeningDrift(db, { repair: true })).toBe(1)
		expect(await nextOpeningDrift(db)).toBe(0)
		expect((await search({ sort: 'soonest' })).data[0]).toMatchObject({ first_name: 'Tuesdays', next_opening: '2026-12-08T09:00:00-05:00' })
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	})
})
