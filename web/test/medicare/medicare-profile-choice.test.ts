import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { action as setupProfilePage } from '#app/routes/setupprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'

const npi = `987654321${npiCheckDigit('987654321')}`
const badNpi = `987654321${(npiCheckDigit('987654321') + 1) % 10}`
const npiRequired = 'NPI: enter your National Provider Identifier to accept Medicare'

let n = 0
async function dietitianAfterStep1() {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `medicare.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Mo', lastName: 'Reyes', plan: 1, verified: true })
		.returning()
	const { token } = await issueApiSession(user!)
	const auth = { authorization: `Bearer ${token}` }
	// Step 1 without an NPI: the API's step 1 does not require one.
	const one = await callApi(step1, '/api/user/setupProfileStep1', {
		first_name: 'Mo', last_name: 'Reyes', profile_name: 'Reyes Nutrition', role: 'Registered Dietitian', credentials: ['RDN'], business_email: 'office@reyes.example',
		office_number: '(312) 555-0100', office_fax: '', street_address: '1 N State St', apt_suite: '', city_name: 'Chicago', state: 'IL', zipcode: '60601', website_url: '',
	}, { headers: auth })
	expect(one.status).toBe(200)
	return { id: user!.id, auth }
}

const services = {
	summary: 'I help adults with diabetes and kidney disease eat well, with plans that fit their budget and their culture.',
	specialties: ['diabetes', 'renal'],
	offers_in_person: true,
	offers_telehealth: false,
	telehealth_states: [],
	self_pay_min: null,
	self_pay_max: null,
	languages: ['English'],
	accepting_new_clients: true,
	working_time: { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
	education: [],
	facebook: '',
	instagram: '',
	twitter: '',
}

const saved = async (userId: number) => (await (await getDb()).select({ insurance: profiles.insurance, npi: profiles.npi }).from(profiles).where(eq(profiles.userId, userId)))[0]

describe('the API: accepting Medicare asks for the NPI', () => {
	// Made in the hook: the first step 1 of a test file loads the ZIP data, which can outlast a test's time on a busy machine.
	let d: Awaited<ReturnType<typeof dietitianAfterStep1>>
	beforeAll(async () => {
		d = await dietitianAfterStep1()
	})

	test('Medicare without an NPI is a field error and saves nothing; with one it is saved', async () => {
		const refused = await callApi(step2, '/api/user/setupProfileStep2', { ...services, insurance: ['Medicare', 'Aetna'] }, { headers: d.auth })
		expect(refused.status).toBe(400)
		expect(refused.body).toMatchObject({ errors: { npi: npiRequired } })
		expect(await saved(d.id)).toEqual({ insurance: [], npi: null })

		const wrong = await callApi(step2, '/api/user/setupProfileStep2', { ...services, insurance: ['Medicare'], npi: badNpi }, { headers: d.auth })
		expect(wrong.status).toBe(400)
		expect(wrong.body).toMatchObject({ errors: { npi: 'NPI: not a valid National Provider Identifier (10 digits with a check digit)' } })

		const accepted = await callApi(step2, '/api/user/setupProfileStep2', { ...services, insurance: ['Medicare'], npi }, { headers: d.auth })
		expect(accepted.status).toBe(200)
		expect(await saved(d.id)).toEqual({ insurance: ['Medicare'], npi })
	})

	test('a body without the NPI keeps the saved one, which satisfies Medicare; without Medicare none is asked for', async () => {
		const d = await dietitianAfterStep1()
		expect((await callApi(step2, '/api/user/setupProfileStep2', { ...services, insurance: ['Aetna'] }, { headers: d.auth })).status).toBe(200)
		await (await getDb()).update(profiles).set({ npi }).where(eq(profiles.userId, d.id))
		const again = await callApi(step2, '/api/user/setupProfileStep2', { ...services, insurance: ['Medicare'] }, { headers: d.auth })
		expect(again.status).toBe(200)
		expect(await saved(d.id)).toEqual({ insurance: ['Medicare'], npi })
	})
})

describe('the site: step 2 of the profile', () => {
	const step2Form = (insurance: string[], npiValue: string) => {
		const form = new FormData()
		form.set('intent', 'step2')
		form.set('summary', services.summary)
		for (const key of services.specialties) form.append('specialties', key)
		form.set('offers_in_person', 'on')
		form.set('accepting_new_clients', 'on')
		form.append('languages', 'English')
		for (const payer of insurance) form.append('insurance', payer)
		form.set('npi', npiValue)
		form.set('wt_mon_0_from', '09:00')
		form.set('wt_mon_0_to', '17:00')
		return form
	}

	test('Medicare with the NPI left empty comes back with the NPI’s field error; filled in, it is saved', async () => {
		const d = await dietitianAfterStep1()
		const cookie = await sessionCookieFor(d.id)
		const refused = await callRoute(setupProfilePage, '/setupprofile', step2Form(['Medicare'], ''), { cookie, contentType: null })
		expect(refused.status).toBe(400)
		expect(refused.data).toMatchObject({ step: '2', errors: { npi: npiRequired } })
		const done = await callRoute(setupProfilePage, '/setupprofile', step2Form(['Medicare'], npi), { cookie, contentType: null })
		expect(done.location).toBe('/setupprofile?step=preview')
		expect(await saved(d.id)).toEqual({ insurance: ['Medicare'], npi })
	})
})
