import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { action as changeAvatar } from '#app/routes/api/user.change-avatar.ts'
import { action as changeContactInfo } from '#app/routes/api/user.change-contact-info.ts'
import { action as changeEducation } from '#app/routes/api/user.change-education.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { action as changeTitleWebsite } from '#app/routes/api/user.change-title-website.ts'
import { action as changeWorkingTime } from '#app/routes/api/user.change-workingtime.ts'
import { action as submit } from '#app/routes/api/user.profile-submit.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { action as setupProfilePage } from '#app/routes/setupprofile.tsx'
import { callApi, type ApiAnswer } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from './listed-dietitian.ts'

// The profile calls of spec §7 with exactly the payloads of the original back end
// (original-backend-facts.md): an API client written against that contract keeps
// working. Fields our API added to a call are optional there.

const originalFields = {
	setupProfileStep1: ['first_name', 'last_name', 'profile_name', 'role', 'business_email', 'office_number', 'office_fax', 'street_address', 'apt_suite', 'city_name', 'state', 'zipcode', 'website_url'],
	setupProfileStep2: ['facebook', 'instagram', 'twitter', 'summary', 'avatar', 'working_time', 'education'],
	'change-contact-info': ['city_name', 'business_email', 'office_fax', 'office_number', 'state'],
	'change-workingtime': ['working_time'],
	'change-avatar': ['avatar', 'facebook', 'instagram', 'twitter'],
	'change-title-website': ['role', 'profile_name', 'website_url'],
	'change-summary': ['summary'],
	'change-education': ['education'],
} as const

type Call = keyof typeof originalFields

/** The body of a call: exactly its original fields, taken from `values`. */
function originalBody(call: Call, values: Record<string, unknown>) {
	return Object.fromEntries(originalFields[call].map((name) => [name, values[name]]))
}

let n = 0
async function dietitianWithPlan() {
	const [user] = await (await getDb())
		.insert(users)
		.values({ email: `contract.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Someone', lastName: 'Else', plan: 1, verified: true })
		.returning()
	const { token } = await issueApiSession(user!)
	return { id: user!.id, auth: { authorization: `Bearer ${token}` } }
}

const week = { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [{ from: '08:00', to: '12:00' }], thu: [], fri: [], sat: [], sun: [] }
const values = {
	first_name: 'Grace',
	last_name: 'Okafor',
	profile_name: 'Grace Okafor Nutrition',
	role: 'Registered Dietitian',
	business_email: 'office@okafor.example',
	office_number: '(617) 555-0101',
	office_fax: '(617) 555-0102',
	street_address: '10 Beacon St',
	apt_suite: 'Floor 3',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	website_url: 'https://okafor.example',
	facebook: 'https://facebook.com/okafor.rd',
	instagram: '',
	twitter: 'https://x.com/okafor_rd',
	summary: 'I help families plan meals that fit their budget, their culture and their doctor’s advice.',
	working_time: week,
	education: [{ degree: 'BS, Dietetics', school: 'Simmons University', year: 2012 }],
}

const credentialsMissing = 'Add at least one credential (RD, RDN, …) to step 1 of your profile before submitting it: a profile without credentials cannot be listed.'
const profileOf = (answer: ApiAnswer) => (answer.body as { profile: Record<string, unknown> }).profile

async function photoFile() {
	const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a6' } }).png().toBuffer()
	return new File([new Uint8Array(png)], 'grace.png', { type: 'image/png' })
}

/** change-avatar as the original sent it: form data, the photo file under `avatar`. */
async function changeAvatarAsFormData(auth: Record<string, string>, fields: Record<string, string | File>) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.append(name, value)
	const request = new Request('http://localhost:3000/api/user/change-avatar', { method: 'POST', headers: auth, body })
	const result = (await changeAvatar({ request } as never)) as { data: unknown; init: ResponseInit | null }
	return { status: result.init?.status ?? 200, body: result.data }
}

describe('the original payload of every profile call', () => {
	test('each call answers 200 and saves what was sent; submitting waits for credentials, which step 1 then carries', { timeout: 60_000 }, async () => {
		const d = await dietitianWithPlan()
		const headers = d.auth

		const one = await callApi(step1, '/api/user/setupProfileStep1', originalBody('setupProfileStep1', values), { headers })
		expect(one.status).toBe(200)
		expect(one.body).toMatchObject({ first_name: 'Grace', last_name: 'Okafor' })
		const office = Object.entries(originalBody('setupProfileStep1', values)).filter(([name]) => name !== 'first_name' && name !== 'last_name')
		expect(profileOf(one)).toMatchObject({ ...Object.fromEntries(office), credentials: [], review_status: 'draft' })

		const avatar = await changeAvatarAsFormData(headers, { ...originalBody('change-avatar', values), avatar: await photoFile() } as Record<string, string | File>)
		expect(avatar.status).toBe(200)
		const photo = (avatar.body as { profile: { avatar: string } }).profile.avatar
		expect(photo).toMatch(/^\/media\/avatars\/[a-f0-9]{32}-512\.webp$/)
		expect((avatar.body as { profile: Record<string, unknown> }).profile).toMatchObject({ facebook: values.facebook, instagram: null, twitter: values.twitter })

		const two = await callApi(step2, '/api/user/setupProfileStep2', originalBody('setupProfileStep2', { ...values, avatar: photo }), { headers })
		expect(two.status).toBe(200)
		expect(profileOf(two)).toMatchObject({ summary: values.summary, working_time: week, education: values.education, facebook: values.facebook, twitter: values.twitter, avatar: photo })

		const contact = { ...values, city_name: 'Cambridge', business_email: 'desk@okafor.example', office_fax: '', office_number: '617 555 0199' }
		const changedContact = await callApi(changeContactInfo, '/api/user/change-contact-info', originalBody('change-contact-info', contact), { headers })
		expect(changedContact.status).toBe(200)
		expect(profileOf(changedContact)).toMatchObject({ city_name: 'Cambridge', business_email: 'desk@okafor.example', office_fax: null, office_number: '(617) 555-0199', state: 'MA' })

		const hours = { ...week, sat: [{ from: '10:00', to: '12:00' }] }
		const changedHours = await callApi(changeWorkingTime, '/api/user/change-workingtime', originalBody('change-workingtime', { working_time: hours }), { headers })
		expect(changedHours.status).toBe(200)
		expect(profileOf(changedHours)).toMatchObject({ working_time: hours })

		const title = { role: 'Sports Dietitian', profile_name: 'Okafor Sports Nutrition', website_url: 'https://okafor-sports.example' }
		const changedTitle = await callApi(changeTitleWebsite, '/api/user/change-title-website', originalBody('change-title-website', title), { headers })
		expect(changedTitle.status).toBe(200)
		expect(profileOf(changedTitle)).toMatchObject(title)

		const summary = 'Sports nutrition for weekend runners and school teams: fuel, recovery and what to eat on race day.'
		const changedSummary = await callApi(changeSummary, '/api/user/change-summary', originalBody('change-summary', { summary }), { headers })
		expect(changedSummary.status).toBe(200)
		expect(profileOf(changedSummary)).toMatchObject({ summary })

		const education = [...values.education, { degree: 'MS, Sports Nutrition', school: 'Boston University', year: 2016 }]
		const changedEducation = await callApi(changeEducation, '/api/user/change-education', originalBody('change-education', { education }), { headers })
		expect(changedEducation.status).toBe(200)
		expect(profileOf(changedEducation)).toMatchObject({ education })

		const links = { avatar: photo, facebook: '', instagram: 'https://instagram.com/okafor.rd', twitter: '' }
		const changedLinks = await callApi(changeAvatar, '/api/user/change-avatar', originalBody('change-avatar', links), { headers })
		expect(changedLinks.status).toBe(200)

		// Read back through the profiles module: every call's fields, none undone by a later call.
		const saved = (await userWithProfile(d.id))!
		expect(saved).toMatchObject({ first_name: 'Grace', last_name: 'Okafor', submit_at: null })
		expect(saved.profile).toMatchObject({
			...title,
			summary,
			education,
			working_time: hours,
			avatar: photo,
			facebook: null,
			instagram: links.instagram,
			twitter: null,
			city_name: 'Cambridge',
			business_email: 'desk@okafor.example',
			office_number: '(617) 555-0199',
			street_address: values.street_address,
			apt_suite: values.apt_suite,
			zipcode: values.zipcode,
			credentials: [],
			review_status: 'draft',
		})

		// No credentials: not submitted, and the answer says what is missing.
		const refused = await callApi(submit, '/api/user/profile-submit', {}, { headers })
		expect(refused.status).toBe(201)
		expect(refused.body).toEqual({ message: 'Failed', reason: credentialsMissing })
		expect((await userWithProfile(d.id))!).toMatchObject({ submit_at: null, profile: { review_status: 'draft', listing_status: 'draft' } })

		// Sent, credentials are checked as on the site.
		for (const credentials of [[], 'RDN', ['MD']]) {
			const bad = await callApi(step1, '/api/user/setupProfileStep1', { ...originalBody('setupProfileStep1', values), credentials }, { headers })
			expect(bad.status).toBe(400)
			expect(bad.body).toMatchObject({ message: 'Please correct the fields below.', errors: { credentials: expect.any(String) } })
		}
		const empty = await callApi(step1, '/api/user/setupProfileStep1', { ...originalBody('setupProfileStep1', values), credentials: [] }, { headers })
		expect(empty.status).toBe(400)
		expect(empty.body).toMatchObject({ errors: { credentials: 'Choose at least one credential' } })

		const withCredentials = await callApi(step1, '/api/user/setupProfileStep1', { ...originalBody('setupProfileStep1', values), credentials: ['RDN', 'CSSD'] }, { headers })
		expect(withCredentials.status).toBe(200)
		expect(profileOf(withCredentials)).toMatchObject({ credentials: ['RDN', 'CSSD'] })
		// The original step 1 again: the credentials it does not carry stay.
		const again = await callApi(step1, '/api/user/setupProfileStep1', originalBody('setupProfileStep1', values), { headers })
		expect(again.status).toBe(200)
		expect(profileOf(again)).toMatchObject({ credentials: ['RDN', 'CSSD'] })

		const submitted = await callApi(submit, '/api/user/profile-submit', {}, { headers })
		expect(submitted.status).toBe(200)
		expect(profileOf(submitted)).toMatchObject({ review_status: 'submitted', listing_status: 'pending', credentials: ['RDN', 'CSSD'] })
		expect((submitted.body as { submit_at: string | null }).submit_at).toEqual(expect.any(String))
	})
})

describe('the site keeps requiring credentials, and its submit names them too', () => {
	const step1Form = (extra: [string, string][]) =>
		new URLSearchParams([...Object.entries(originalBody('setupProfileStep1', values)).map(([name, value]) => [name, String(value)] as [string, string]), ['npi', ''], ['cdr_number', ''], ['license_number', ''], ['intent', 'step1'], ...extra])

	test('the site’s step 1 without a credential is a field error; its submit of a profile without one says what is missing', async () => {
		const d = await dietitianWithPlan()
		const cookie = await sessionCookieFor(d.id)
		const page = await callRoute(setupProfilePage, '/setupprofile', step1Form([]), { cookie })
		expect(page.status).toBe(400)
		expect(page.data).toMatchObject({ step: '1', errors: { credentials: 'Choose at least one credential' } })
		expect((await userWithProfile(d.id))!.profile).toBeNull()

		// Set up through the API without credentials, then submitted on the site.
		expect((await callApi(step1, '/api/user/setupProfileStep1', originalBody('setupProfileStep1', values), { headers: d.auth })).status).toBe(200)
		expect((await callApi(step2, '/api/user/setupProfileStep2', originalBody('setupProfileStep2', { ...values, avatar: '' }), { headers: d.auth })).status).toBe(200)
		const submitted = await callRoute(setupProfilePage, '/setupprofile', new URLSearchParams({ intent: 'submit' }), { cookie })
		expect(submitted.status).toBe(400)
		expect(submitted.data).toMatchObject({ step: 'preview', errors: { form: credentialsMissing } })
		expect((await userWithProfile(d.id))!.profile).toMatchObject({ review_status: 'draft' })

		const saved = await callRoute(setupProfilePage, '/setupprofile', step1Form([['credentials', 'RD'], ['credentials', 'LDN']]), { cookie })
		expect(saved.location).toBe('/setupprofile?step=2')
		const done = await callRoute(setupProfilePage, '/setupprofile', new URLSearchParams({ intent: 'submit' }), { cookie })
		expect(done.location).toBe('/viewprofile')
		expect((await userWithProfile(d.id))!.profile).toMatchObject({ credentials: ['RD', 'LDN'], review_status: 'submitted' })
	})
})

describe('a field the original call did not have keeps its saved value when not sent', () => {
	const validNpi = `123456789${npiCheckDigit('123456789')}`
	const services = {
		specialties: ['diabetes'],
		offers_in_person: false,
		offers_telehealth: true,
		telehealth_states: ['MA'],
		insurance: ['Aetna'],
		self_pay_min: 80,
		self_pay_max: 120,
		languages: ['English', 'French'],
		accepting_new_clients: false,
	}

	async function fullProfile() {
		const d = await dietitianWithPlan()
		const full1 = { ...originalBody('setupProfileStep1', values), credentials: ['RDN'], npi: validNpi, cdr_number: '123456', license_number: 'LD-1' }
		expect((await callApi(step1, '/api/user/setupProfileStep1', full1, { headers: d.auth })).status).toBe(200)
		const full2 = { ...originalBody('setupProfileStep2', values), avatar: '', ...services }
		expect((await callApi(step2, '/api/user/setupProfileStep2', full2, { headers: d.auth })).status).toBe(200)
		return d
	}

	test('steps 1 and 2, the contact info and the working time, sent as the original did, leave the rest as it was', async () => {
		const d = await fullProfile()
		const sent = [
			await callApi(step1, '/api/user/setupProfileStep1', originalBody('setupProfileStep1', values), { headers: d.auth }),
			await callApi(step2, '/api/user/setupProfileStep2', originalBody('setupProfileStep2', { ...values, avatar: null }), { headers: d.auth }),
			await callApi(changeWorkingTime, '/api/user/change-workingtime', originalBody('change-workingtime', values), { headers: d.auth }),
		]
		expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200])
		const contact = await callApi(changeContactInfo, '/api/user/change-contact-info', originalBody('change-contact-info', { ...values, city_name: 'Brookline' }), { headers: d.auth })
		expect(contact.status).toBe(200)
		expect((await userWithProfile(d.id))!.profile).toMatchObject({ credentials: ['RDN'], npi: validNpi, cdr_number: '123456', license_number: 'LD-1', ...services, city_name: 'Brookline', zipcode: '02108', street_address: values.street_address, apt_suite: values.apt_suite })
	})

	test('the city and state are checked against the saved ZIP code; telehealth against the saved states', async () => {
		const d = await fullProfile()
		const far = await callApi(changeContactInfo, '/api/user/change-contact-info', originalBody('change-contact-info', { ...values, city_name: 'Worcester' }), { headers: d.auth })
		expect(far.status).toBe(400)
		expect(far.body).toMatchObject({ errors: { city_name: 'City: ZIP code 02108 is in Boston, MA; check the city or the ZIP code' } })
		const otherState = await callApi(changeContactInfo, '/api/user/change-contact-info', originalBody('change-contact-info', { ...values, city_name: 'Providence', state: 'RI' }), { headers: d.auth })
		expect(otherState.status).toBe(400)
		expect(otherState.body).toMatchObject({ errors: { zipcode: 'ZIP code 02108 is in MA, not RI' } })
		const moved = await callApi(changeContactInfo, '/api/user/change-contact-info', { ...originalBody('change-contact-info', { ...values, city_name: 'Providence', state: 'RI' }), zipcode: '02903' }, { headers: d.auth })
		expect(moved.status).toBe(200)
		expect(profileOf(moved)).toMatchObject({ city_name: 'Providence', state: 'RI', zipcode: '02903' })

		// In person off while the saved profile offers telehealth only: neither is left.
		const neither = await callApi(step2, '/api/user/setupProfileStep2', { ...originalBody('setupProfileStep2', { ...values, avatar: '' }), offers_telehealth: false }, { headers: d.auth })
		expect(neither.status).toBe(400)
		expect(neither.body).toMatchObject({ errors: { offers_in_person: 'Choose in person, telehealth or both' } })
		expect((await userWithProfile(d.id))!.profile).toMatchObject({ offers_telehealth: true, telehealth_states: ['MA'] })
	})

	test('step 2’s avatar must be a photo this account uploaded; nothing is saved otherwise', async () => {
		const d = await fullProfile()
		const before = (await userWithProfile(d.id))!.profile
		const foreign = await callApi(step2, '/api/user/setupProfileStep2', originalBody('setupProfileStep2', { ...values, summary: `${values.summary} Changed.`, avatar: 'https://example.com/me.jpg' }), { headers: d.auth })
		expect(foreign.status).toBe(400)
		expect(foreign.body).toMatchObject({ errors: { avatar: expect.stringMatching(/^Photo: give the address of a photo you uploaded here/) } })
		expect((await userWithProfile(d.id))!.profile).toEqual(before)
	})
})
