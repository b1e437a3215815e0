import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { action as setupProfilePage } from '#app/routes/setupprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from './listed-dietitian.ts'

/**
 * Issue 41 point 6: the characters that change the direction of the text around them (U+202A–U+202E,
 * U+2066–U+2069) can make a name or a title read as something else, on the page and in the referral
 * letter. Profile text that holds one is refused at input, by the page and the API alike, with a
 * message that names it; text in any script without them is kept as typed.
 */
let n = 0
async function dietitian() {
	const db = await getDb()
	const [user] = await db.insert(users).values({ email: `bidi.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Mei', lastName: 'Lin', plan: 1, verified: true }).returning()
	const { token } = await issueApiSession(user!)
	return { id: user!.id, auth: { authorization: `Bearer ${token}` } }
}

const body = (role: string) => ({
	first_name: 'Mei',
	last_name: 'Lin',
	profile_name: 'Lin Nutrition',
	role,
	credentials: ['RDN'],
	business_email: 'office@lin.example',
	office_number: '617-555-0142',
	street_address: '1 Beacon St',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
})

const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']

test.each(controls.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('%s in a profile field is refused by the API and the page, naming the character', async (name, control) => {
	const d = await dietitian()
	const api = await callApi(step1, '/api/user/setupProfileStep1', body(`营养师 ${control}🥗`), { headers: d.auth })
	expect(api.status).toBe(400)
	expect(api.body).toMatchObject({ errors: { role: `Professional title contains an invisible character that reverses or isolates the direction of text (${name}): remove it` } })
	const page = await callRoute(setupProfilePage, '/setupprofile', new URLSearchParams({ ...body(`Dietitian${control}`), credentials: 'RDN', intent: 'step1' }), { cookie: await sessionCookieFor(d.id) })
	expect(page.status).toBe(400)
	expect(page.data).toMatchObject({ errors: { role: expect.stringContaining(`(${name})`) } })
	expect((await userWithProfile(d.id))!.profile).toBeNull()
})

test('a multi-line field (the summary) is refused too; text in any script without those characters is kept', async () => {
	const d = await dietitian()
	expect((await callApi(step1, '/api/user/setupProfileStep1', body('营养师 🥗 · Nutricionista'), { headers: d.auth })).status).toBe(200)
	expect((await userWithProfile(d.id))!.profile).toMatchObject({ role: '营养师 🥗 · Nutricionista' })
	const summary = 'I help people with diabetes eat well: مرحبا بكم, שלום, 欢迎. '.repeat(2)
	const refused = await callApi(changeSummary, '/api/user/change-summary', { summary: `${summary}\u2067evil\u2069` }, { headers: d.auth })
	expect(refused).toMatchObject({ status: 400, body: { errors: { summary: expect.stringContaining('(U+2067)') } } })
	expect((await callApi(changeSummary, '/api/user/change-summary', { summary }, { headers: d.auth })).status).toBe(200)
})
