import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { contactRequests } from '#db/schema/leads.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { confirmContactRequest } from '#app/modules/leads/contact-confirmation.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute, form } from '../form-client.ts'
import { confirmedRequest, confirmTokenMailedTo } from './confirmed-request.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

let n = 0
const visitorEmail = () => `visitor.${Date.now()}.${++n}@example.com`

const fields = (overrides: Record<string, string> = {}) => ({
	name: 'Jordan Lee',
	email: visitorEmail(),
	phone: '',
	preferredContact: 'email',
	message: 'Hello, I would like help planning meals for type 2 diabetes.\nWeekday evenings suit me.',
	consent: 'on',
	company_website: '',
	...overrides,
})

const post = (id: number | string, body: Record<string, string>, ip = '192.0.2.10') =>
	callRoute(action, `/viewdoctorprofile/${id}`, form(body), { params: { id: String(id) }, ip })

async function requestsOf(id: number) {
	return (await getDb()).select().from(contactRequests).where(eq(contactRequests.profileUserId, id))
}

test('a request is held until the visitor confirms; then mailed to the dietitian (reply-to the visitor) with a copy to the visitor', async () => {
	const dietitian = await dietitianWithProfile()
	const body = fields({ phone: '+1 (617) 555-0199', preferredContact: 'phone' })
	const answer = await post(dietitian.id, body)
	expect(answer.status).toBe(200)
	expect(answer.data).toMatchObject({ status: 'held', email: body.email })
	const [stored] = await requestsOf(dietitian.id)
	expect(stored).toMatchObject({ name: 'Jordan Lee', email: body.email, phone: '+1 (617) 555-0199', preferredContact: 'phone', mailedAt: null, readAt: null, confirmedAt: null })
	expect(stored!.message).toContain('\nWeekday evenings')
	await drainJobs()
	expect(await listOutbox(dietitian.businessEmail!)).toEqual([])
	const token = await confirmTokenMailedTo(body.email)
	expect((await confirmContactRequest(token)).ok).toBe(true)
	await drainJobs()
	const [toDietitian] = await listOutbox(dietitian.businessEmail!)
	expect(toDietitian?.subject).toBe('New contact request from Jordan Lee')
	expect(toDietitian?.headers).toContainEqual({ name: 'Reply-To', value: body.email })
	expect(toDietitian?.text).toContain('Weekday evenings suit me.')
	// A path the server sees whole, so it survives signing in (routes/viewprofile.requests.ts).
	expect(toDietitian?.text).toMatch(/https?:\/\/[^/\s]+\/viewprofile\/requests\b/)
	const copy = (await listOutbox(body.email)).find((mail) => mail.subject.startsWith('Your message to'))
	expect(copy?.subject).toMatch(/^Your message to Rae Dee\d+$/)
	expect((await requestsOf(dietitian.id))[0]!.mailedAt).not.toBeNull()
})

test('bad input is a 4xx with a message and stores nothing', async () => {
	const dietitian = await dietitianWithProfile()
	const cases: [Record<string, string>, number, RegExp][] = [
		[fields({ company_website: 'https://spam.example' }), 400, /could not be sent/],
		[fields({ consent: '' }), 400, /agree/],
		[fields({ message: 'x'.repeat(1001) }), 400, /at most 1000/],
		[fields({ message: 'Hi <script>alert(1)</script> there' }), 400, /plain text/],
		[fields({ email: 'not-an-email' }), 400, /valid e-mail/],
		[fields({ preferredContact: 'phone' }), 400, /add a number/],
		[fields({ preferredContact: 'pigeon' }), 400, /e-mail or phone/],
		[fields({ name: '' }), 400, /Name is required/],
	]
	for (const [body, status, message] of cases) {
		const answer = await post(dietitian.id, body)
		expect(answer.status).toBe(status)
		expect(JSON.stringify(answer.data)).toMatch(message)
	}
	expect(await requestsOf(dietitian.id)).toEqual([])
	const json = await callRoute(action, `/viewdoctorprofile/${dietitian.id}`, '{}', { params: { id: String(dietitian.id) }, contentType: 'application/json' })
	expect(json.status).toBe(415)
})

test('unlisted, draft and unknown profiles take no requests', async () => {
	for (const hidden of [await dietitianWithProfile({ reviewStatus: 'draft' }), await dietitianWithProfile({ plan: 0 })]) {
		expect((await post(hidden.id, fields())).status).toBe(404)
		expect(await requestsOf(hidden.id)).toEqual([])
	}
	expect((await post('x1', fields())).status).toBe(404)
	expect((await post(999999999, fields())).status).toBe(404)
})

test('rate limits: per address; the per-profile cap counts confirmed requests only', async () => {
	const first = await dietitianWithProfile()
	const second = await dietitianWithProfile()
	const ip = '192.0.2.50'
	const firstRequestAt = Date.now()
	for (let i = 0; i < 5; i++) expect((await post(i % 2 ? first.id : second.id, fields(), ip)).status).toBe(200)
	const limited = await post(first.id, fields(), ip)
	expect(limited.status).toBe(429)
	// The address's 5 messages in 15 minutes: the wait is what is left of those 15 minutes.
	retryAfterOfWindow(limited.headers, 15 * 60, firstRequestAt)
	expect(JSON.stringify(limited.data)).toMatch(/Too many messages/)
	expect((await requestsOf(first.id)).length + (await requestsOf(second.id)).length).toBe(5)

	// The probe's attack: 20 requests from a few addresses, never confirmed, no longer silence the form.
	const target = await dietitianWithProfile()
	for (let i = 0; i < 20; i++) expect((await post(target.id, fields(), `192.0.2.${100 + i}`)).status).toBe(200)
	expect((await post(target.id, fields(), '192.0.2.200')).status).toBe(200)

	// Twenty confirmed requests in the hour do.
	const busy = await dietitianWithProfile()
	for (let i = 0; i < 20; i++) await confirmedRequest(busy.id)
	const full = await post(busy.id, fields(), '192.0.2.201')
	expect(full.status).toBe(429)
	expect(JSON.stringify(full.data)).toMatch(/Too many messages/)
	expect((await requestsOf(busy.id)).filter((row) => row.confirmedAt)).toHaveLength(20)
})

test('a request the profile cap refuses does not use up the address’s allowance', async () => {
	const busy = await dietitianWithProfile()
	for (let i = 0; i < 20; i++) await confirmedRequest(busy.id)
	const ip = '198.51.100.200'
	// Over the profile's cap, again and again from one address…
	for (let i = 0; i < 6; i++) expect((await post(busy.id, fields(), ip)).status).toBe(429)
	// …which still has its five requests for another dietitian.
	const other = await dietitianWithProfile()
	for (let i = 0; i < 5; i++) expect((await post(other.id, fields(), ip)).status).toBe(200)
	expect((await post(other.id, fields(), ip)).status).toBe(429)
	expect(await requestsOf(other.id)).toHaveLength(5)
})
