import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { action as changeAvatar } from '#app/routes/api/user.change-avatar.ts'
import { action as changeContactInfo } from '#app/routes/api/user.change-contact-info.ts'
import { action as changeEducation } from '#app/routes/api/user.change-education.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { action as changeTitleWebsite } from '#app/routes/api/user.change-title-website.ts'
import { action as changeWorkingTime } from '#app/routes/api/user.change-workingtime.ts'
import { loader as media } from '#app/routes/media.$.ts'
import { action as submit } from '#app/routes/api/user.profile-submit.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { callApi } from '../api-client.ts'

let n = 0
async function dietitian(plan = 1) {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `setup.${++n}.${Date.now()}@example.com`, passwordHash: 'argon-hash-never-shown', firstName: 'Ada', lastName: 'Ng', plan, verified: true })
		.returning()
	const { token } = await issueApiSession(user!)
	return { id: user!.id, email: user!.email, auth: { authorization: `Bearer ${token}` } }
}

const validNpi = `123456789${npiCheckDigit('123456789')}`
const step1Body = {
	first_name: 'Ada',
	last_name: 'Ng',
	profile_name: 'Ada Ng Nutrition',
	role: 'Registered Dietitian Nutritionist',
	credentials: ['RDN', 'CDCES'],
	business_email: 'office@adang.example',
	office_number: '617-555-0142',
	office_fax: '',
	street_address: '1 Beacon St',
	apt_suite: 'Suite 200',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	website_url: 'https://adang.example',
	npi: validNpi,
	cdr_number: '123456',
	license_number: 'LD-4411',
}
const week = { mon: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '17:00' }], tue: [{ from: '09:00', to: '17:00' }], wed: [], thu: [], fri: [], sat: [], sun: [] }
const step2Body = {
	summary: 'I help adults with type 2 diabetes eat well without giving up the foods of their culture.\n\nSessions are practical and kind.',
	specialties: ['diabetes', 'heart-health'],
	offers_in_person: true,
	offers_telehealth: true,
	telehealth_states: ['MA', 'NH'],
	insurance: ['Aetna', 'Self-pay'],
	self_pay_min: 90,
	self_pay_max: 150,
	languages: ['English', 'Spanish'],
	accepting_new_clients: true,
	working_time: week,
	education: [{ degree: 'MS, Nutrition', school: 'Tufts University', year: 2015 }],
	facebook: '',
	instagram: 'https://instagram.com/adang.rd',
	twitter: '',
}

async function profileRow(userId: number) {
	const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.userId, userId))
	return row ?? null
}

describe('who may call', () => {
	test('no token is 401, a plan without a listing 403, and nothing is saved', async () => {
		const none = await callApi(step1, '/api/user/setupProfileStep1', step1Body)
		expect(none.status).toBe(401)
		const planless = await dietitian(0)
		const refused = await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: planless.auth })
		expect(refused.status).toBe(403)
		expect(refused.body).toMatch(/plan/)
		expect(await profileRow(planless.id)).toBeNull()
	})

	test('step 2, a section or submit before step 1 is the original 201 "Failed" with the reason', async () => {
		const d = await dietitian()
		const early = await callApi(step2, '/api/user/setupProfileStep2', step2Body, { headers: d.auth })
		expect(early.status).toBe(201)
		expect(early.body).toMatchObject({ message: 'Failed', reason: 'Save step 1 of your profile first.' })
		const section = await callApi(changeSummary, '/api/user/change-summary', { summary: step2Body.summary }, { headers: d.auth })
		expect(section.status).toBe(201)
		const submitted = await callApi(submit, '/api/user/profile-submit', {}, { headers: d.auth })
		expect(submitted.status).toBe(201)
	})
})

describe('setting up and submitting', () => {
	test('step 1, step 2 and submit answer the whole user with the profile, never a secret', async () => {
		const d = await dietitian()
		const one = await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		expect(one.status).toBe(200)
		expect(one.body).toMatchObject({ id: d.id, first_name: 'Ada', profile: { city_name: 'Boston', state: 'MA', zipcode: '02108', office_number: '(617) 555-0142', review_status: 'draft' } })
		const located = one.body as { profile: { latitude: number; longitude: number } }
		expect(located.profile.latitude).toBeCloseTo(42.36, 1)
		expect(one.raw).not.toMatch(/argon-hash|password/i)

		const two = await callApi(step2, '/api/user/setupProfileStep2', step2Body, { headers: d.auth })
		expect(two.status).toBe(200)
		expect(two.body).toMatchObject({ profile: { specialties: ['diabetes', 'heart-health'], self_pay_min: 90, working_time: week } })

		const done = await callApi(submit, '/api/user/profile-submit', {}, { headers: d.auth })
		expect(done.status).toBe(200)
		expect(done.body).toMatchObject({ profile: { review_status: 'submitted', listing_status: 'pending' } })
		const submitAt = (done.body as { submit_at: string }).submit_at
		expect(submitAt).toBeTruthy()
		await drainJobs()
		expect((await listOutbox(d.email)).map((m) => m.subject)).toContain('Your profile is submitted for review')

		// Submitting again keeps the first submit_at and sends no second mail.
		const again = await callApi(submit, '/api/user/profile-submit', {}, { headers: d.auth })
		expect((again.body as { submit_at: string }).submit_at).toBe(submitAt)
		await drainJobs()
		expect((await listOutbox(d.email)).filter((m) => m.subject === 'Your profile is submitted for review')).toHaveLength(1)
	})

	test('each section saves its fields only', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		await callApi(step2, '/api/user/setupProfileStep2', step2Body, { headers: d.auth })
		const contact = await callApi(changeContactInfo, '/api/user/change-contact-info', { ...step1Body, city_name: 'Cambridge', zipcode: '02139', office_fax: '617 555 0199' }, { headers: d.auth })
		expect(contact.body).toMatchObject({ profile: { city_name: 'Cambridge', zipcode: '02139', office_fax: '(617) 555-0199', role: step1Body.role } })
		const hours = await callApi(changeWorkingTime, '/api/user/change-workingtime', { working_time: { ...week, sat: [{ from: '10:00', to: '13:00' }] }, accepting_new_clients: false }, { headers: d.auth })
		expect(hours.body).toMatchObject({ profile: { working_time: { sat: [{ from: '10:00', to: '13:00' }] }, accepting_new_clients: false } })
		const title = await callApi(changeTitleWebsite, '/api/user/change-title-website', { role: 'Sports Dietitian', profile_name: 'Ada Ng RD', website_url: '' }, { headers: d.auth })
		expect(title.body).toMatchObject({ profile: { role: 'Sports Dietitian', website_url: null } })
		const education = await callApi(changeEducation, '/api/user/change-education', { education: [] }, { headers: d.auth })
		expect(education.body).toMatchObject({ profile: { education: [] } })
		const links = await callApi(changeAvatar, '/api/user/change-avatar', { facebook: 'https://facebook.com/adang', instagram: '', twitter: '' }, { headers: d.auth })
		expect(links.body).toMatchObject({ profile: { facebook: 'https://facebook.com/adang', instagram: null, specialties: ['diabetes', 'heart-health'] } })
	})

	test('the office’s time zone is taken from its ZIP; a Puerto Rico office saves too', async () => {
		const d = await dietitian()
		const knoxville = await callApi(step1, '/api/user/setupProfileStep1', { ...step1Body, city_name: 'Knoxville', state: 'TN', zipcode: '37902' }, { headers: d.auth })
		expect(knoxville.status).toBe(200)
		expect((await profileRow(d.id))!.timeZone).toBe('America/New_York')
		await callApi(changeContactInfo, '/api/user/change-contact-info', { ...step1Body, city_name: 'Nashville', state: 'TN', zipcode: '37203' }, { headers: d.auth })
		expect((await profileRow(d.id))!.timeZone).toBe('America/Chicago')
		const sanJuan = await callApi(changeContactInfo, '/api/user/change-contact-info', { ...step1Body, office_number: '787 555 0142', city_name: 'San Juan', state: 'PR', zipcode: '00901' }, { headers: d.auth })
		expect(sanJuan.status).toBe(200)
		expect(sanJuan.body).toMatchObject({ profile: { state: 'PR', city_name: 'San Juan', zipcode: '00901' } })
		expect((await profileRow(d.id))!.timeZone).toBe('America/Puerto_Rico')
	})

	test('a city is checked against its ZIP: the ZIP’s own city or a place within 10 miles, kept as typed but capitalised', async () => {
		const d = await dietitian()
		const nearby = await callApi(step1, '/api/user/setupProfileStep1', { ...step1Body, city_name: 'cambridge', zipcode: '02139' }, { headers: d.auth })
		expect(nearby.body).toMatchObject({ profile: { city_name: 'Cambridge' } })
		expect((await profileRow(d.id))!.cityKey).toBe('cambridge')
		// Brookline is its own town, two miles from Boston's 02108.
		const neighbour = await callApi(step1, '/api/user/setupProfileStep1', { ...step1Body, city_name: 'Brookline' }, { headers: d.auth })
		expect(neighbour.status).toBe(200)
		const far = await callApi(step1, '/api/user/setupProfileStep1', { ...step1Body, city_name: 'Worcester' }, { headers: d.auth })
		expect(far.status).toBe(400)
		expect(far.body).toMatchObject({ errors: { city_name: 'City: ZIP code 02108 is in Boston, MA; check the city or the ZIP code' } })
	})

	test('HTML in a text is stored as text', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		await callApi(step2, '/api/user/setupProfileStep2', step2Body, { headers: d.auth })
		const summary = `<script>alert(1)</script> ${step2Body.summary}`
		const saved = await callApi(changeSummary, '/api/user/change-summary', { summary }, { headers: d.auth })
		expect(saved.status).toBe(200)
		expect((await profileRow(d.id))!.summary).toBe(summary)
	})
})

describe('bad input: 400 with a message per field, and no row changed', () => {
	const cases: [string, Record<string, unknown>, string][] = [
		['letters in the ZIP', { zipcode: '02I08' }, 'zipcode'],
		['a ZIP of another state', { zipcode: '10001' }, 'zipcode'],
		['a city the ZIP is not in', { city_name: 'Springfield' }, 'city_name'],
		['an unknown ZIP', { zipcode: '00000' }, 'zipcode'],
		['letters in the phone', { office_number: '617-CALL-NOW' }, 'office_number'],
		['a bad NPI check digit', { npi: `123456789${(npiCheckDigit('123456789') + 1) % 10}` }, 'npi'],
		['an over-long name', { profile_name: 'x'.repeat(121) }, 'profile_name'],
		['a NUL in a name', { first_name: 'A\u0000da' }, 'first_name'],
		['credentials as a string', { credentials: 'RDN' }, 'credentials'],
		['an unknown credential', { credentials: ['MD'] }, 'credentials'],
		['a javascript: website', { website_url: 'javascript:alert(1)' }, 'website_url'],
		['a number for a text', { city_name: 42 }, 'city_name'],
	]
	test.each(cases)('step 1 with %s', async (_, change, field) => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const before = await profileRow(d.id)
		const answer = await callApi(step1, '/api/user/setupProfileStep1', { ...step1Body, ...change }, { headers: d.auth })
		expect(answer.status).toBe(400)
		expect((answer.body as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String))
		expect(await profileRow(d.id)).toEqual(before)
	})

	const step2Cases: [string, Record<string, unknown>, string][] = [
		['an unknown specialty', { specialties: ['astrology'] }, 'specialties'],
		['overlapping hours', { working_time: { ...week, mon: [{ from: '09:00', to: '13:00' }, { from: '12:00', to: '17:00' }] } }, 'working_time'],
		['inverted hours', { working_time: { ...week, tue: [{ from: '17:00', to: '09:00' }] } }, 'working_time'],
		['a time that is not one', { working_time: { ...week, tue: [{ from: '25:00', to: '26:00' }] } }, 'working_time'],
		['a year in the future', { education: [{ degree: 'PhD', school: 'MIT', year: new Date().getUTCFullYear() + 1 }] }, 'education'],
		['a summary over 2,000 characters', { summary: 'a'.repeat(2001) }, 'summary'],
		['telehealth without states', { telehealth_states: [] }, 'telehealth_states'],
		['a self-pay range upside down', { self_pay_min: 200, self_pay_max: 100 }, 'self_pay_max'],
		['a boolean as text', { accepting_new_clients: 'yes' }, 'accepting_new_clients'],
	]
	test.each(step2Cases)('step 2 with %s', async (_, change, field) => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const before = await profileRow(d.id)
		const answer = await callApi(step2, '/api/user/setupProfileStep2', { ...step2Body, ...change }, { headers: d.auth })
		expect(answer.status).toBe(400)
		expect((answer.body as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String))
		expect(await profileRow(d.id)).toEqual(before)
	})

	test('a body that names none of the call’s fields saves nothing: `{}` clears no list and no link', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		await callApi(step2, '/api/user/setupProfileStep2', step2Body, { headers: d.auth })
		await callApi(changeAvatar, '/api/user/change-avatar', { facebook: 'https://facebook.com/adang' }, { headers: d.auth })
		const before = await profileRow(d.id)
		const education = await callApi(changeEducation, '/api/user/change-education', {}, { headers: d.auth })
		expect(education.status).toBe(400)
		expect(education.body).toMatchObject({ errors: { education: 'Nothing to save: send education (an empty value clears a field)' } })
		const links = await callApi(changeAvatar, '/api/user/change-avatar', { unrelated: 1 }, { headers: d.auth })
		expect(links.status).toBe(400)
		expect(await profileRow(d.id)).toEqual(before)
		expect(before!.education).toHaveLength(step2Body.education.length)
		expect(before!.facebook).toBe('https://facebook.com/adang')
	})

	test('broken JSON is 400 and a form body 415', async () => {
		const d = await dietitian()
		expect((await callApi(step1, '/api/user/setupProfileStep1', null, { headers: d.auth, rawBody: '{"first_name":' })).status).toBe(400)
		expect((await callApi(step1, '/api/user/setupProfileStep1', null, { headers: { ...d.auth, 'content-type': 'text/plain' }, rawBody: 'hello' })).status).toBe(415)
	})
})

describe('the photo', () => {
	async function postPhoto(auth: Record<string, string>, file: File) {
		const body = new FormData()
		body.append('photo', file)
		const request = new Request('http://localhost:3000/api/user/change-avatar', { method: 'POST', headers: auth, body })
		return (await changeAvatar({ request } as never)) as { data: unknown; init: ResponseInit | null }
	}

	test('a PNG becomes WebP renditions at a content-hashed URL served for a year', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#0a7' } }).png().toBuffer()
		const answer = await postPhoto(d.auth, new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))
		expect(answer.init?.status ?? 200).toBe(200)
		const avatar = (answer.data as { profile: { avatar: string } }).profile.avatar
		expect(avatar).toMatch(/^\/media\/avatars\/[a-f0-9]{32}-512\.webp$/)
		const served = (await media({ params: { '*': avatar.slice('/media/'.length) } } as never)) as Response
		expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
		expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
		expect(meta.exif).toBeUndefined()
	})

	test('a JPEG carrying EXIF (camera, GPS) becomes 512 and 128 px WebP renditions without any metadata', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
			.jpeg()
			.withExif({ IFD0: { Make: 'PhoneCam', Artist: 'Ada Ng' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 21/1 30/1' } })
			.toBuffer()
		expect((await sharp(jpeg).metadata()).exif).toBeDefined()
		const answer = await postPhoto(d.auth, new File([new Uint8Array(jpeg)], 'IMG_0001.JPG', { type: 'image/jpeg' }))
		const avatar = (answer.data as { profile: { avatar: string } }).profile.avatar
		for (const [size, path] of [[512, avatar], [128, avatar.replace('-512.webp', '-128.webp')]] as const) {
			const served = (await media({ params: { '*': path.slice('/media/'.length) } } as never)) as Response
			expect(served.status).toBe(200)
			expect(served.headers.get('content-type')).toBe('image/webp')
			const bytes = new Uint8Array(await served.arrayBuffer())
			const meta = await sharp(bytes).metadata()
			expect(meta).toMatchObject({ format: 'webp', width: size, height: size })
			expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined])
			expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/EXIF|PhoneCam|Ada Ng/)
		}
	})

	test('an address of a photo the account uploaded is taken back; a foreign address or another account’s photo is 400', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		await callApi(changeAvatar, '/api/user/change-avatar', { facebook: 'https://facebook.com/adang', instagram: '', twitter: '' }, { headers: d.auth })
		const image = async (color: string) => new File([new Uint8Array(await sharp({ create: { width: 300, height: 300, channels: 3, background: color } }).png().toBuffer())], 'me.png', { type: 'image/png' })
		const avatarOf = (answer: { data: unknown }) => (answer.data as { profile: { avatar: string } }).profile.avatar
		const first = avatarOf(await postPhoto(d.auth, await image('#123')))
		const second = avatarOf(await postPhoto(d.auth, await image('#456')))
		expect(second).not.toBe(first)

		const back = await callApi(changeAvatar, '/api/user/change-avatar', { avatar: first }, { headers: d.auth })
		expect(back.status).toBe(200)
		// The photo alone: the links stay.
		expect(back.body).toMatchObject({ profile: { avatar: first, facebook: 'https://facebook.com/adang' } })
		const absolute = await callApi(changeAvatar, '/api/user/change-avatar', { avatar: `http://localhost:3000${second.replace('-512', '-128')}` }, { headers: d.auth })
		expect(absolute.body).toMatchObject({ profile: { avatar: second } })

		// A server that would notice being fetched.
		let fetched = 0
		const server = http.createServer((_, response) => {
			fetched++
			response.end()
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const foreign = `http://127.0.0.1:${(server.address() as AddressInfo).port}${first}`
		const other = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: other.auth })
		const theirs = avatarOf(await postPhoto(other.auth, await image('#789')))
		const refused = [foreign, 'https://example.com/me.jpg', theirs, '/media/avatars/0123456789abcdef0123456789abcdef-512.webp', `${first}?size=1`, 'javascript:alert(1)', 42]
		for (const avatar of refused) {
			const answer = await callApi(changeAvatar, '/api/user/change-avatar', { avatar }, { headers: d.auth })
			expect(answer.status).toBe(400)
			expect(answer.body).toMatchObject({ errors: { avatar: expect.stringMatching(/^Photo: give the address of a photo you uploaded here/) } })
		}
		server.close()
		expect(fetched).toBe(0)
		expect((await profileRow(d.id))!.avatarKey).toBe(second.slice('/media/'.length, -'-512.webp'.length))
	})

	test('a 50 MB upload is cut off with 413 and a message, while it streams in', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const huge = new Uint8Array(50 * 1024 * 1024)
		huge.set([0xff, 0xd8, 0xff])
		const answer = await postPhoto(d.auth, new File([huge], 'huge.jpg', { type: 'image/jpeg' }))
		expect(answer.init?.status).toBe(413)
		expect(answer.data).toBe('The request body is larger than 6 MB')
		expect((await profileRow(d.id))!.avatarKey).toBeNull()
	})

	test('a PDF named .jpg and an image over 5 MB are field errors; the photo stays as it was', async () => {
		const d = await dietitian()
		await callApi(step1, '/api/user/setupProfileStep1', step1Body, { headers: d.auth })
		const pdf = new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n')], 'photo.jpg', { type: 'image/jpeg' })
		const fake = await postPhoto(d.auth, pdf)
		expect(fake.init?.status).toBe(400)
		expect(fake.data).toMatchObject({ errors: { photo: 'Photo: a JPEG, PNG or WebP image' } })
		const huge = new Uint8Array(5 * 1024 * 1024 + 10)
		huge.set([0xff, 0xd8, 0xff])
		const big = await postPhoto(d.auth, new File([huge], 'big.jpg', { type: 'image/jpeg' }))
		expect(big.init?.status).toBe(400)
		expect(big.data).toMatchObject({ errors: { photo: 'Photo: at most 5 MB' } })
		expect((await profileRow(d.id))!.avatarKey).toBeNull()
	})
})
