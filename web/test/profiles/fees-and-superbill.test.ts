import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { loadSearchPage } from '#app/modules/directory/search-page.server.ts'
import { profileInputFromForm } from '#app/modules/profiles/profile-forms.ts'
import { insuranceFilterChoices } from '#app/modules/profiles/taxonomy.ts'
import { confirmAvailability, sendAvailabilityMail } from '#app/modules/profiles/availability.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'

type Card = { id: number; first_name: string; self_pay_first_visit: number | null; superbill: boolean }

let n = 0
/** A dietitian in Chicago through the API's two setup steps, then approved: listed. */
async function listedDietitian(name: string, services: Record<string, unknown>) {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `fees.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: name, lastName: 'Fees', plan: 2, verified: true })
		.returning()
	const { token } = await issueApiSession(user!)
	const auth = { authorization: `Bearer ${token}` }
	const one = await callApi(step1, '/api/user/setupProfileStep1', {
		first_name: name, last_name: 'Fees', profile_name: `${name} Nutrition`, role: 'Registered Dietitian', credentials: ['RDN'], business_email: 'office@fees.example',
		office_number: '(312) 555-0100', office_fax: '', street_address: '1 N State St', apt_suite: '', city_name: 'Chicago', state: 'IL', zipcode: '60601', website_url: '',
	}, { headers: auth })
	expect(one.status).toBe(200)
	const two = await callApi(step2, '/api/user/setupProfileStep2', { ...base, ...services }, { headers: auth })
	await db.update(profiles).set({ reviewStatus: 'approved', approvedAt: new Date() }).where(eq(profiles.userId, user!.id))
	await refreshListing(db, user!.id)
	return { id: user!.id, auth, two }
}

const base = {
	summary: 'I help adults with diabetes and kidney disease eat well, with plans that fit their budget and their culture.',
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

const search = async (body: Record<string, unknown>) => {
	const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '60601', radius: 5, ...body })
	expect(answer.status).toBe(200)
	return (answer.body as { data: Card[] }).data.filter((card) => card.first_name.startsWith('Fee'))
}

let withFees: Awaited<ReturnType<typeof listedDietitian>>
let plain: Awaited<ReturnType<typeof listedDietitian>>

beforeAll(async () => {
	setClock(new Date('2026-11-20T15:00:00Z'))
	withFees = await listedDietitian('Feeona', { insurance: ['Medicare', 'Aetna'], npi: '1234567893', self_pay_first_visit: 150, self_pay_follow_up: 90, superbill: true, sliding_scale: true })
	plain = await listedDietitian('Feebert', {})
})

describe('self-pay rates, superbill and sliding scale', () => {
	test('the API saves them, answers them, and dates the insurance list with the save', async () => {
		expect(withFees.two.status).toBe(200)
		expect((withFees.two.body as { profile: Record<string, unknown> }).profile).toMatchObject({
			insurance: ['Medicare', 'Aetna'],
			self_pay_first_visit: 150,
			self_pay_follow_up: 90,
			superbill: true,
			sliding_scale: true,
			insurance_confirmed_at: '2026-11-20T15:00:00.000Z',
		})
		// A body that leaves the new fields out (the original contract's) keeps them, and answers the defaults for a new profile.
		expect((plain.two.body as { profile: Record<string, unknown> }).profile).toMatchObject({ self_pay_first_visit: null, superbill: false, sliding_scale: false })
	})

	test('bad rates are field errors and change nothing', async () => {
		for (const [value, message] of [
			[-5, 'First visit rate: not below $0'],
			[2500, 'First visit rate: at most $2,000'],
			[99.505, 'First visit rate: dollars and at most two digits of cents'],
			['lots', 'First visit rate: a number of dollars'],
		] as const) {
			const refused = await callApi(step2, '/api/user/setupProfileStep2', { ...base, self_pay_first_visit: value }, { headers: withFees.auth })
			expect(refused.status).toBe(400)
			expect(refused.body).toMatchObject({ errors: { self_pay_first_visit: message } })
		}
		const refused = await callApi(step2, '/api/user/setupProfileStep2', { ...base, superbill: 'yes' }, { headers: withFees.auth })
		expect(refused.body).toMatchObject({ errors: { superbill: 'superbill must be true or false' } })
		const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.userId, withFees.id))
		expect(row).toMatchObject({ selfPayFirstVisitCents: 15000, superbill: true, insurance: ['Medicare', 'Aetna'] })
	})

	test('the site form reads ticked boxes and typed dollars as the API takes them', () => {
		const form = new FormData()
		form.set('self_pay_first_visit', ' 120 ')
		form.set('self_pay_follow_up', '')
		form.set('superbill', 'on')
		const input = profileInputFromForm('step2', form)
		expect(input).toMatchObject({ self_pay_first_visit: 120, self_pay_follow_up: null, superbill: true, sliding_scale: false })
		// Cents too: the first-visit fee is also the price a booking took, which could have them (issue 42.2).
		form.set('self_pay_first_visit', '135.50')
		expect(profileInputFromForm('step2', form)).toMatchObject({ self_pay_first_visit: 135.5 })
	})

	test('a fee with cents is kept to the cent and shown with them', async () => {
		const withCents = await listedDietitian('Feecent', { self_pay_first_visit: 135.5, self_pay_follow_up: 80.1 })
		expect(withCents.two.status).toBe(200)
		const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.userId, withCents.id))
		expect(row).toMatchObject({ selfPayFirstVisitCents: 13550, selfPayFollowUpCents: 8010 })
		expect((withCents.two.body as { profile: Record<string, unknown> }).profile).toMatchObject({ self_pay_first_visit: 135.5, self_pay_follow_up: 80.1 })
		await (await getDb()).delete(users).where(eq(users.id, withCents.id))
	})
})

describe('search', () => {
	test('cards carry the first-visit rate in cents and the superbill; the superbill filter keeps only those who give one', async () => {
		const all = await search({ sort: 'name' })
		expect(all.map((card) => [card.first_name, card.self_pay_first_visit, card.superbill])).toEqual([
			['Feebert', null, false],
			['Feeona', 15000, true],
		])
		expect((await search({ superbill: true })).map((card) => card.first_name)).toEqual(['Feeona'])
		expect((await search({ insurance: 'Medicare' })).map((card) => card.first_name)).toEqual(['Feeona'])
	})

	test('the search page offers Medicare first among insurers and the superbill filter, and says when it finds no one', async () => {
		expect(insuranceFilterChoices[0]).toBe('Medicare')
		// Nobody near takes Tricare and gives a superbill: the page offers to drop either filter, with what each would find.
		const page = await loadSearchPage(new Request('http://localhost/search?where=60601&radius=5&superbill=1&insurance=Tricare'), '203.0.113.50')
		expect(page).toMatchObject({ kind: 'empty', params: { superbill: true } })
		const drops = (page as { relaxations: { drops: { filter: string; count: number }[] } }).relaxations.drops
		expect(drops).toEqual([
			{ filter: 'insurance', count: 1 },
			{ filter: 'superbill', count: 0 },
		])
	})
})

describe('Medicare and telehealth', () => {
	test('a search with both names Medicare’s telehealth rule and its source, and still shows telehealth; one without either says nothing', async () => {
		const both = (await loadSearchPage(new Request('http://localhost/search?where=60601&radius=5&insurance=Medicare&telehealth=1'), '203.0.113.51')) as { medicareTelehealth: unknown }
		expect(both.medicareTelehealth).toEqual({
			text: 'For most people on Medicare, nutrition therapy visits need to be in person. Telehealth visits are covered when you are at an office or medical facility in a rural area.',
			url: 'https://www.medicare.gov/coverage/telehealth',
			statedOn: 'November 25, 2026',
		})
		const medicareOnly = (await loadSearchPage(new Request('http://localhost/search?where=60601&radius=5&insurance=Medicare'), '203.0.113.51')) as { medicareTelehealth: unknown }
		expect(medicareOnly.medicareTelehealth).toBeNull()
	})
})

describe('the profile page', () => {
	test('shows the insurance list with the day it was confirmed, the rates, the sliding scale and the superbill', async () => {
		const page = (await callRoute(profilePage, `/viewdoctorprofile/${withFees.id}`, null, { method: 'GET', params: { id: String(withFees.id) } })).data as { fees: unknown }
		expect(page.fees).toEqual({ selfPay: 'First visit $150 · follow-up $90', superbill: true, slidingScale: true, insuranceConfirmedOn: 'Nov 20, 2026' })
		const other = (await callRoute(profilePage, `/viewdoctorprofile/${plain.id}`, null, { method: 'GET', params: { id: String(plain.id) } })).data as { fees: unknown }
		expect(other.fees).toEqual({ selfPay: null, superbill: false, slidingScale: false, insuranceConfirmedOn: 'Nov 20, 2026' })
	})
})

/** The "still accepting?" mail as sent: its text. */
async function sendAvailabilityQuestion(userId: number) {
	await sendAvailabilityMail(userId)
	const mails = await listOutbox()
	return JSON.stringify(mails.at(-1))
}

describe('the monthly confirmation', () => {
	test('asks about the insurance list too, and answering it confirms the list', async () => {
		setClock(new Date('2026-12-21T15:00:00Z'))
		expect(await sendAvailabilityQuestion(withFees.id)).toContain('It also lists the insurance you accept: Medicare, Aetna. Answering confirms that list too')
		expect(await confirmAvailability(withFees.id, 'yes')).toBe(true)
		expect((await userWithProfile(withFees.id))?.profile).toMatchObject({ insurance_confirmed_at: '2026-12-21T15:00:00.000Z', accepting_confirmed_at: '2026-12-21T15:00:00.000Z' })
	})
})

