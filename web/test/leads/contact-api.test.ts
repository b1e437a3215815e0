import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { contactRequests } from '#db/schema/leads.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { confirmContactRequest } from '#app/modules/leads/contact-confirmation.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action, loader } from '#app/routes/api/dietitians.contact.ts'
import { callApi } from '../api-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

const contact = (body: unknown, options: Parameters<typeof callApi>[3] = {}) => callApi(action, '/api/dietitians/contact', body, { ip: '192.0.2.77', ...options })

const message = 'Do you see clients for sports nutrition on Saturdays?'

test('POST /api/dietitians/contact stores the request, and sends both mails once the visitor confirms', async () => {
	const dietitian = await dietitianWithProfile({ businessEmail: null })
	const answer = await contact({ id: dietitian.id, name: 'Sam Api', email: 'Sam.Api@Example.com', message })
	expect(answer.status).toBe(201)
	expect(answer.body).toMatchObject({ message: 'ok', id: expect.any(Number), status: 'awaiting_confirmation' })
	const colon = await contact({ id: `:${dietitian.id}`, name: 'Sam Api', email: 'sam.api@example.com', phone: '617 555 0101', message })
	expect(colon.status).toBe(201)
	const rows = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.profileUserId, dietitian.id))
	expect(rows.map((row) => [row.email, row.phone])).toEqual([
		['sam.api@example.com', null],
		['sam.api@example.com', '617 555 0101'],
	])
	await drainJobs()
	// Held: the visitor's address gets only the confirmation links, the dietitian nothing yet.
	expect(await listOutbox(dietitian.email)).toHaveLength(0)
	expect((await listOutbox('sam.api@example.com')).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your message to Rae Dee\d+$/), expect.stringMatching(/^Confirm your message to Rae Dee\d+$/)])
	for (const mail of await listOutbox('sam.api@example.com')) {
		const token = /\/contact\/confirm\?t=(\S+)/.exec(mail.text)![1]!
		expect((await confirmContactRequest(token)).ok).toBe(true)
	}
	await drainJobs()
	// Without a business e-mail, the request goes to the account's address.
	expect(await listOutbox(dietitian.email)).toHaveLength(2)
	expect(await listOutbox('sam.api@example.com')).toHaveLength(4)
})

test('bad input: 4xx with a message, nothing stored, never a 500', async () => {
	const dietitian = await dietitianWithProfile()
	const draft = await dietitianWithProfile({ reviewStatus: 'draft' })
	const cases: [unknown, number, RegExp][] = [
		[{ id: 'abc', name: 'A', email: 'a@example.com', message }, 400, /^id: id must be/],
		[{ id: -1, name: 'A', email: 'a@example.com', message }, 400, /^id/],
		[{ name: 'A', email: 'a@example.com', message }, 400, /^id/],
		[{ id: dietitian.id, name: 'A', message }, 400, /^email/],
		[{ id: dietitian.id, name: 'A', email: 'a@example.com', message: 'y'.repeat(1001) }, 400, /at most 1000/],
		[{ id: dietitian.id, name: 'A', email: 'a@example.com', message: '<img src=x onerror=alert(1)>' }, 400, /plain text/],
		[{ id: dietitian.id, name: ['A'], email: 'a@example.com', message }, 400, /^name/],
		[{ id: draft.id, name: 'A', email: 'a@example.com', message }, 404, /No listed dietitian/],
		[{ id: 999_999_999, name: 'A', email: 'a@example.com', message }, 404, /No listed dietitian/],
		['just a string', 400, /./],
	]
	for (const [body, status, pattern] of cases) {
		const answer = await contact(body)
		expect(answer.status, JSON.stringify(body)).toBe(status)
		expect(String(answer.body)).toMatch(pattern)
	}
	expect((await contact(null, { rawBody: '{bad json' })).status).toBe(400)
	expect((await contact({}, { headers: { origin: 'https://evil.example' } })).status).toBe(403)
	expect((await loader()).init?.status).toBe(405)
	const rows = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.profileUserId, dietitian.id))
	expect(rows).toEqual([])
})

test('the API shares the page form’s rate limit per address', async () => {
	const dietitian = await dietitianWithProfile()
	const ip = '192.0.2.88'
	for (let i = 0; i < 5; i++) expect((await contact({ id: dietitian.id, name: 'B', email: `b${i}@example.com`, message }, { ip })).status).toBe(201)
	const limited = await contact({ id: dietitian.id, name: 'B', email: 'b9@example.com', message }, { ip })
	expect(limited.status).toBe(429)
	expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
})
