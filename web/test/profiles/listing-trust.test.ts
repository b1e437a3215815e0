import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians, type DietitianCard } from '#app/modules/directory/search.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { saveProfileForm } from '#app/modules/profiles/profile-editor.server.ts'
import { dashboardFigures } from '#app/modules/admin/dashboard.server.ts'
import { loader as profileLoader } from '#app/routes/viewdoctorprofile.tsx'
import { action as stillAccepting, loader as stillAcceptingPage } from '#app/routes/listing.still-accepting.tsx'
import { action as notNow } from '#app/routes/listing.not-now.tsx'
import { action as dashboardAction } from '#app/routes/viewprofile.tsx'
import { loader as usersLoader } from '#app/routes/admin/users.tsx'
import { loader as approvalsLoader } from '#app/routes/admin/approvals.tsx'
import { callRoute } from '../form-client.ts'
import { callApi } from '../api-client.ts'
import { action as contactApi } from '#app/routes/api/dietitians.contact.ts'
import { account, confirmed, profileFor, signedInAdmin } from '../admin/helpers.ts'
import { dietitianWithProfile, sessionCookieFor } from './listed-dietitian.ts'

const day = 86_400_000
const start = '2026-11-20T15:00:00Z'

async function cardsNearBoston(extra: Record<string, unknown> = {}) {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', radius: 25, searchCount: 50, ...extra }))
	if (outcome.status !== 'ok') throw new Error(outcome.status)
	return outcome.data
}
const cardOf = (cards: DietitianCard[], id: number) => cards.find((card) => card.id === id)

const linkIn = (text: string, path: string) => {
	const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?t=[^\\s]+`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return new URL(match[0])
}
const click = (handler: Parameters<typeof callRoute>[0], url: URL) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams())
const profilePage = (id: number, cookie?: string) => callRoute(profileLoader, `/viewdoctorprofile/${id}`, undefined, { params: { id: String(id) }, cookie })

describe('accepting new clients, confirmed and dated', () => {
	test('confirmed → unconfirmed (45 days) → paused (90 days) → restored with one click, by the clock and the sweeps', { timeout: 120_000 }, async () => {
		setClock(start)
		const db = await getDb()
		const stale = await dietitianWithProfile()
		const fresh = await dietitianWithProfile()
		const staleCookie = await sessionCookieFor(stale.id)
		let cards = await cardsNearBoston()
		expect(cardOf(cards, stale.id)).toMatchObject({ listing_state: 'confirmed', accepting_confirmed_at: '2026-11-20T15:00:00.000Z', accepting_new_clients: true })

		// 30 days: the mail asks, with two signed links.
		advanceClock(30 * day + 60_000)
		// The fresh one confirms on the dashboard meanwhile.
		const confirmedOnDashboard = await callRoute(dashboardAction, '/viewprofile', new URLSearchParams({ intent: 'availability', answer: 'yes' }), { cookie: await sessionCookieFor(fresh.id) })
		expect(confirmedOnDashboard.status).toBe(302)
		const bogus = await callRoute(dashboardAction, '/viewprofile', new URLSearchParams({ intent: 'availability', answer: 'maybe' }), { cookie: staleCookie })
		expect(bogus.status).toBe(400)
		await runDueWork()
		const [question] = (await listOutbox(stale.businessEmail!)).filter((mail) => mail.subject === 'Are you still accepting new clients?')
		expect(question).toBeDefined()
		const yes = linkIn(question!.text, '/listing/still-accepting')
		const no = linkIn(question!.text, '/listing/not-now')
		// A forged link is refused before the database is read; the page names the listing for a good one.
		const forged = new URL(yes)
		forged.searchParams.set('t', `${yes.searchParams.get('t')!.split('.')[0]}.${'A'.repeat(43)}`)
		expect((await click(stillAccepting, forged)).status).toBe(403)
		expect((await callRoute(stillAcceptingPage, `${yes.pathname}${yes.search}`)).data).toMatchObject({ lines: [expect.stringMatching(/^Listing: Rae Dee/)], problem: null })

		// 45 days: "Availability not confirmed", out of the Accepting filter, after the confirmed ones.
		advanceClock(15 * day)
		// Time has passed, no write: the drift check sees the aged row until the sweep refreshes it.
		// Only the stale one's row has aged (the fresh one confirmed 15 days ago).
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 1 })
		await runDueWork()
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
		cards = await cardsNearBoston()
		expect(cardOf(cards, stale.id)).toMatchObject({ listing_state: 'unconfirmed', accepting_new_clients: true })
		expect(cards.findIndex((card) => card.id === fresh.id)).toBeLessThan(cards.findIndex((card) => card.id === stale.id))
		expect(cardOf(await cardsNearBoston({ accepting: true }), stale.id)).toBeUndefined()
		expect(cardOf(await cardsNearBoston({ accepting: true }), fresh.id)).toBeDefined()

		// 90 days: paused. Out of search; the page says so and offers others; the dietitian is told how to come back.
		// The fresh one answers "Not now" on its dashboard: still listed, confirmed, not accepting.
		advanceClock(30 * day)
		expect((await callRoute(dashboardAction, '/viewprofile', new URLSearchParams({ intent: 'availability', answer: 'no' }), { cookie: await sessionCookieFor(fresh.id) })).status).toBe(302)
		advanceClock(15 * day)
		await runDueWork()
		expect(cardOf(await cardsNearBoston(), fresh.id)).toMatchObject({ listing_state: 'confirmed', accepting_new_clients: false })
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
		expect(cardOf(await cardsNearBoston(), stale.id)).toBeUndefined()
		const paused = await profilePage(stale.id)
		expect(paused.status).toBe(410)
		expect(paused.data).toMatchObject({ paused: true, similar: expect.arrayContaining([expect.objectContaining({ id: fresh.id })]) })
		const pausedMail = (await listOutbox(stale.businessEmail!)).find((mail) => mail.subject === 'Your listing is paused: one click brings it back')
		expect(pausedMail).toBeDefined()
		expect((await dashboardFigures()).listingsByAvailability.paused).toBe(1)
		// Nothing was deleted: the owner still previews it.
		expect((await profilePage(stale.id, staleCookie)).data).toMatchObject({ preview: 'paused' })
		// A paused listing takes no contact request, as an unlisted one (its page sends visitors to others).
		const refused = await callApi(contactApi, '/api/dietitians/contact', { id: stale.id, name: 'Sam Api', email: 'sam.paused@example.com', message: 'Do you take new clients with diabetes?' }, { ip: '192.0.2.78' })
		expect(refused).toMatchObject({ status: 404, body: 'No listed dietitian has this id' })

		// One click on the first mail's link brings it back, confirmed today; the link works once.
		expect(await click(stillAccepting, yes)).toMatchObject({ status: 200, data: { done: expect.stringMatching(/^Confirmed/) } })
		cards = await cardsNearBoston({ accepting: true })
		expect(cardOf(cards, stale.id)).toMatchObject({ listing_state: 'confirmed', accepting_confirmed_at: new Date(new Date(start).getTime() + 90 * day + 60_000).toISOString() })
		expect((await click(stillAccepting, yes)).status).toBe(409)
		// Its sibling of the same mail is used with it.
		expect((await click(notNow, no)).status).toBe(409)
		expect((await profilePage(stale.id)).status).toBe(200)
	})

	test('saving the setting confirms it; the profile calls carry the date, the state, the checks and verified', async () => {
		setClock(start)
		const dietitian = await dietitianWithProfile()
		// The fixture writes the row directly: step 1 counts as saved.
		await (await getDb()).execute(`update profiles set step1_saved_at = '${start}' where user_id = ${dietitian.id}`)
		advanceClock(50 * day)
		expect((await userWithProfile(dietitian.id))!.profile).toMatchObject({ listing_state: 'unconfirmed', accepting_confirmed_at: '2026-11-20T15:00:00.000Z', credential_checks: [], verified: false })
		// A section saved without the setting confirms nothing; one with it does.
		expect(await saveProfileForm(dietitian.id, 'summary', { summary: 'Helps people with diabetes eat well, one meal at a time.' })).toEqual({ ok: true })
		expect((await userWithProfile(dietitian.id))!.profile).toMatchObject({ listing_state: 'unconfirmed' })
		const week = { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
		expect(await saveProfileForm(dietitian.id, 'workingtime', { working_time: week, accepting_new_clients: true })).toEqual({ ok: true })
		expect((await userWithProfile(dietitian.id))!.profile).toMatchObject({ listing_state: 'confirmed', accepting_confirmed_at: new Date(new Date(start).getTime() + 50 * day).toISOString() })
		expect(cardOf(await cardsNearBoston({ accepting: true }), dietitian.id)).toMatchObject({ listing_state: 'confirmed' })
	})

	test('an expired link is refused and changes nothing', async () => {
		setClock(start)
		const dietitian = await dietitianWithProfile()
		advanceClock(30 * day)
		await runDueWork()
		const [question] = (await listOutbox(dietitian.businessEmail!)).filter((mail) => mail.subject === 'Are you still accepting new clients?')
		const no = linkIn(question!.text, '/listing/not-now')
		advanceClock(121 * day)
		expect((await click(notNow, no)).status).toBe(409)
		const [row] = await (await getDb()).select({ plan: users.plan }).from(users).where(eq(users.id, dietitian.id))
		expect(row?.plan).toBe(2)
	})
})

describe('the admin counts and filters listings by availability', () => {
	test('the users list filters by availability; an unknown value is a 400 with a message', async () => {
		setClock(start)
		const { cookie } = await signedInAdmin()
		const listed = await dietitianWithProfile()
		const list = async (query: string) => callRoute(usersLoader, `/admin/users?${query}`, undefined, { cookie })
		const confirmedList = await list('availability=confirmed')
		expect((confirmedList.data as { users: { id: number }[] }).users.map((user) => user.id)).toContain(listed.id)
		expect(((await list('availability=paused')).data as { users: { id: number }[] }).users.map((user) => user.id)).not.toContain(listed.id)
		const unknown = await list('availability=stale')
		expect(unknown).toMatchObject({ status: 400, data: 'The availability filter is one of: confirmed, unconfirmed, paused' })
		const figures = await dashboardFigures()
		expect(figures.listingsByAvailability.confirmed + figures.listingsByAvailability.unconfirmed + figures.listingsByAvailability.paused).toBe(figures.listedProfiles)
	})
})

// Last: it moves the clock a year on.
describe('"Verified" means a credential was checked', () => {
	test('an approved profile without a check shows no badge; a recorded check verifies it for 365 days', async () => {
		setClock(start)
		const { cookie } = await signedInAdmin()
		const dietitian = await account({ name: 'checked', plan: 2 })
		await profileFor(dietitian, 'approved', '02108')
		// A check counts for the number the profile gives (issue 41 point 2): the profile gives this licence.
		await (await getDb()).update(profiles).set({ licenseNumber: '012345' }).where(eq(profiles.userId, dietitian.id))
		let card = cardOf(await cardsNearBoston(), dietitian.id)!
		expect(card).toMatchObject({ verified: false, credential_checks: [] })
		let page = await profilePage(dietitian.id)
		expect(page.status).toBe(200)
		expect(page.data).toMatchObject({ verifiedText: null, checkLines: [] })

		// A bad number or a licence without its state is refused and records nothing.
		expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'npi', number: '1234567890' }, cookie)).status).toBe(400)
		const noState = await confirmed(dietitian.id, { intent: 'record-check', kind: 'licence', number: '012345' }, cookie)
		expect(noState).toMatchObject({ status: 400, data: { message: 'A licence check needs the licensing state' } })

		expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'npi', number: '1234567893' }, cookie)).status).toBe(302)
		expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'licence', number: '012345', state: 'MA' }, cookie)).status).toBe(302)
		card = cardOf(await cardsNearBoston(), dietitian.id)!
		expect(card.verified).toBe(true)
		// Newest first (the same moment: the later record first).
		expect(card.credential_checks).toEqual([
			{ kind: 'licence', number: '012345', state: 'MA', checked_at: '2026-11-20T15:00:00.000Z' },
			{ kind: 'npi', number: '1234567893', state: null, checked_at: '2026-11-20T15:00:00.000Z' },
		])
		page = await profilePage(dietitian.id)
		expect((page.data as { checkLines: string[] }).checkLines).toEqual(expect.arrayContaining(['NPI 1234567893 · checked Nov 20, 2026', 'Licence MA 012345 · checked Nov 20, 2026']))
		expect((page.data as { verifiedText: string }).verifiedText).toMatch(/^Our team checked /)

		// A year on, without a new check, the badge goes; the checks stay listed.
		setClock(new Date(new Date(start).getTime() + 365 * day))
		await runDueWork()
		// (Its availability went unconfirmed meanwhile: the listing is paused, so the page is the admin's preview.)
		expect(cardOf(await cardsNearBoston(), dietitian.id)).toBeUndefined()
		page = await profilePage(dietitian.id, cookie)
		expect(page.data).toMatchObject({ verifiedText: null, verified: false })
	})

	test('the approval queue shows the numbers given and warns when none was', async () => {
		setClock(start)
		const { cookie } = await signedInAdmin()
		const withNumbers = await account({ name: 'numbers', plan: 2 })
		await profileFor(withNumbers, 'submitted')
		const without = await account({ name: 'nonumbers', plan: 2 })
		await profileFor(without, 'submitted', '10001', '')
		await (await getDb()).execute(`update profiles set npi = null, cdr_number = null, license_number = null where user_id = ${without.id}`)
		const answer = await callRoute(approvalsLoader, '/admin/approvals', undefined, { cookie })
		const queue = (answer.data as { queue: { userId: number; npi: string | null; noNumbers: boolean; checks: number }[] }).queue
		expect(queue.find((row) => row.userId === withNumbers.id)).toMatchObject({ npi: '1234567893', noNumbers: false, checks: 0 })
		expect(queue.find((row) => row.userId === without.id)).toMatchObject({ npi: null, noNumbers: true })
	})
})
