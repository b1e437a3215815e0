import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { mailSends } from '#db/schema/mail.ts'
import { subscribers } from '#db/schema/newsletter.ts'
import { advanceClock, resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { suppressionOf } from '#app/modules/mail/suppressions.server.ts'
import { sendWelcome } from '#app/modules/newsletter/subscriptions.server.ts'
import { action as webhook } from '#app/routes/api/postmark.webhook.ts'
import { callApi } from '../api-client.ts'
import { uniqueEmail } from '../api/helpers.ts'

/**
 * Postmark's webhook records as its documentation gives them (Bounce, SpamComplaint,
 * SubscriptionChange, inbound), against the real route; the mails go through
 * Postmark's real client to a local stand-in of its API, which also answers the
 * message-details call the soft-bounce retry makes.
 */
type Received = { method: string; path: string; body: Record<string, unknown> }
let received: Received[] = []
let nextMessage = 0
const details = new Map<string, Record<string, unknown>>()
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		const body = JSON.parse(raw || '{}') as Record<string, unknown>
		received.push({ method: req.method ?? '', path: req.url ?? '', body })
		res.setHeader('content-type', 'application/json')
		if (req.method === 'POST' && req.url === '/email') {
			const id = `00000000-0000-4000-8000-${String(++nextMessage).padStart(12, '0')}`
			details.set(id, { MessageID: id, To: [{ Email: body.To, Name: '' }], Subject: body.Subject, TextBody: body.TextBody, HtmlBody: body.HtmlBody, MessageStream: body.MessageStream })
			res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: id, To: body.To, SubmittedAt: new Date().toISOString() }))
			return
		}
		const found = /^\/messages\/outbound\/([\w-]+)\/details$/.exec(req.url ?? '')
		if (req.method === 'GET' && found && details.has(found[1]!)) {
			res.end(JSON.stringify(details.get(found[1]!)))
			return
		}
		res.statusCode = 404
		res.end(JSON.stringify({ ErrorCode: 701, Message: 'Not found' }))
	})
})

const user = 'postmark-hook'
const password = 'a-long-webhook-password-for-tests'
const basic = (credentials = `${user}:${password}`) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` })
const post = (body: unknown, headers: Record<string, string> = basic()) => callApi(webhook, '/api/postmark/webhook', body, { headers })

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.POSTMARK_SERVER_TOKEN = 'server-token-for-tests'
	process.env.POSTMARK_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.POSTMARK_WEBHOOK_USER = user
	process.env.POSTMARK_WEBHOOK_PASSWORD = password
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	received = []
	setClock('2026-11-28T09:00:00Z')
})
afterEach(() => resetClock())

/** A mail the site sent to the address (a code, say), and the MessageID Postmark gave it. */
async function mailed(to: string, subject = 'Your code') {
	await sendMail({ to, subject, text: 'Your code is 123456.', html: '<p>Your code is 123456.</p>', kind: 'test-code' })
	const db = await getDb()
	const [row] = await db.select({ messageId: mailSends.messageId }).from(mailSends).where(eq(mailSends.recipient, to))
	return row!.messageId!
}

// Postmark's example records (postmarkapp.com/developer/webhooks), with our addresses.
const bounce = (email: string, messageId: string, type: string, id: number) => ({
	RecordType: 'Bounce',
	MessageStream: 'outbound',
	ID: id,
	Type: type,
	TypeCode: type === 'HardBounce' ? 1 : 4096,
	Name: type === 'HardBounce' ? 'Hard bounce' : 'Soft bounce',
	Tag: 'Test',
	MessageID: messageId,
	Metadata: { a_key: 'a_value' },
	ServerID: 23,
	Description: type === 'HardBounce' ? 'The server was unable to deliver your message (ex: unknown user, mailbox not found).' : 'Unable to temporarily deliver this email.',
	Details: 'Test bounce details',
	Email: email,
	From: 'sender@example.com',
	BouncedAt: '2026-11-28T08:59:00Z',
	DumpAvailable: true,
	Inactive: type === 'HardBounce',
	CanActivate: true,
	Subject: 'Test subject',
	Content: '<Full dump of bounce>',
})
let bounceIds = 4323372036
const nextBounceId = () => ++bounceIds

describe('POST /api/postmark/webhook: who may call', () => {
	test('no credentials, wrong ones, or any when none are configured: 401 and nothing changes; the right ones: 200', async () => {
		const email = uniqueEmail('guarded')
		const messageId = await mailed(email)
		const record = bounce(email, messageId, 'HardBounce', nextBounceId())
		const missing = await post(record, {})
		expect(missing).toMatchObject({ status: 401, body: { message: 'Missing or wrong credentials' } })
		expect(missing.headers.get('www-authenticate')).toMatch(/^Basic /)
		expect((await post(record, basic(`${user}:wrong-password-of-same-size!!!`))).status).toBe(401)
		expect((await post(record, { authorization: 'Bearer abc' })).status).toBe(401)
		// Unset credentials (an empty variable means unset) refuse even the right-looking ones.
		process.env.POSTMARK_WEBHOOK_USER = ''
		delete (globalThis as { __env?: unknown }).__env
		try {
			expect((await post(record, basic(':'))).status).toBe(401)
		} finally {
			process.env.POSTMARK_WEBHOOK_USER = user
			delete (globalThis as { __env?: unknown }).__env
		}
		expect(await suppressionOf(email)).toBeNull()
		expect((await post(record)).status).toBe(200)
	})

	test('a body that is not a record this hook takes: 400 saying what it takes; not JSON 415; over 256 KB 413', async () => {
		expect(await post({ RecordType: 'Delivery', MessageID: 'x', Recipient: 'a@example.com' })).toMatchObject({
			status: 400,
			body: { message: 'Unknown RecordType "Delivery": this hook takes Bounce, SpamComplaint, SubscriptionChange and inbound mail' },
		})
		expect(await post([1, 2])).toMatchObject({ status: 400, body: { message: 'The body must be one Postmark record (a JSON object)' } })
		expect(await post({ RecordType: 'Bounce', ID: 1, Type: 'HardBounce', Email: 'not-an-address' })).toMatchObject({ status: 400, body: { message: 'Bounce: Email must be an e-mail address' } })
		const asText = await callApi(webhook, '/api/postmark/webhook', null, { headers: { ...basic(), 'content-type': 'text/plain' }, rawBody: 'hello' })
		expect(asText.status).toBe(415)
		const huge = JSON.stringify({ RecordType: 'Bounce', Content: 'x'.repeat(1024 * 1024) })
		expect((await callApi(webhook, '/api/postmark/webhook', null, { headers: basic(), rawBody: huge })).status).toBe(413)
	})
})

describe('bounces and complaints', () => {
	test('a hard bounce stops all mail to the address: the next mail is not sent, and the log says why', async () => {
		const email = uniqueEmail('gone')
		const messageId = await mailed(email)
		expect(await post(bounce(email, messageId, 'HardBounce', nextBounceId()))).toMatchObject({ status: 200, body: { message: 'Suppressed (hard bounce)' } })
		expect(await suppressionOf(email)).toMatchObject({ reason: 'hard-bounce' })
		received = []
		await sendMail({ to: email, subject: 'Another code', text: 'Code 654321', html: '<p>Code 654321</p>' })
		expect(received).toEqual([])
		const db = await getDb()
		const log = await db.select().from(mailSends).where(eq(mailSends.recipient, email))
		expect(log.map((row) => row.status).sort()).toEqual(['sent', 'suppressed'])
		expect(log.find((row) => row.status === 'suppressed')!.detail).toBe('suppressed: hard-bounce since 2026-11-28T09:00:00.000Z')
	})

	test('a bounce for an address this site never mailed: 422, nothing changes', async () => {
		const email = uniqueEmail('stranger')
		expect(await post(bounce(email, 'ffffffff-0000-4000-8000-000000000000', 'HardBounce', nextBounceId()))).toMatchObject({
			status: 422,
			body: { message: `No mail to ${email} on record; nothing changed` },
		})
		expect(await suppressionOf(email)).toBeNull()
	})

	test('a spam complaint stops mail and ends the newsletter subscription', async () => {
		const email = uniqueEmail('complainer')
		const db = await getDb()
		const [row] = await db.insert(subscribers).values({ email, confirmedAt: new Date() }).returning()
		await sendWelcome(row!.id)
		const welcome = received.find((request) => request.path === '/email')!
		expect(welcome.body).toMatchObject({ To: email, MessageStream: 'broadcast' })
		const messageId = (await db.select({ id: mailSends.messageId }).from(mailSends).where(eq(mailSends.recipient, email)))[0]!.id!
		const complaint = { ...bounce(email, messageId, 'SpamComplaint', nextBounceId()), RecordType: 'SpamComplaint', TypeCode: 100001, Name: 'Spam complaint', MessageStream: 'broadcast' }
		expect(await post(complaint)).toMatchObject({ status: 200, body: { message: 'Suppressed (spam complaint) and unsubscribed' } })
		expect(await suppressionOf(email)).toMatchObject({ reason: 'spam-complaint' })
		expect((await db.select().from(subscribers).where(eq(subscribers.id, row!.id)))[0]!.unsubscribedAt).not.toBeNull()
	})

	test('a soft bounce sends the mail again later, read back from Postmark; the third in seven days stops mail; a repeated delivery counts once', async () => {
		const email = uniqueEmail('full-mailbox')
		const messageId = await mailed(email, 'Your reset code')
		const first = bounce(email, messageId, 'SoftBounce', nextBounceId())
		expect(await post(first)).toMatchObject({ status: 200, body: { message: 'Soft bounce recorded; the mail will be sent again' } })
		expect(await post(first)).toMatchObject({ status: 200, body: { message: 'Already recorded' } })
		received = []
		await drainJobs()
		expect(received.filter((request) => request.path === '/email')).toEqual([])
		advanceClock(31 * 60_000)
		await drainJobs()
		expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /messages/outbound/${messageId}/details`, 'POST /email'])
		expect(received[1]!.body).toMatchObject({ To: email, Subject: 'Your reset code', TextBody: 'Your code is 123456.', MessageStream: 'outbound' })
		await post(bounce(email, messageId, 'SoftBounce', nextBounceId()))
		expect(await suppressionOf(email)).toBeNull()
		expect(await post(bounce(email, messageId, 'SoftBounce', nextBounceId()))).toMatchObject({ status: 200, body: { message: 'Suppressed (soft bounces)' } })
		expect(await suppressionOf(email)).toMatchObject({ reason: 'soft-bounces' })
		// The retry queued by the second bounce finds the address stopped and sends nothing.
		received = []
		advanceClock(2 * 60 * 60_000)
		await drainJobs()
		expect(received).toEqual([])
	})

	test('a bounce that is no delivery failure (an auto-responder) changes nothing', async () => {
		const email = uniqueEmail('on-holiday')
		const messageId = await mailed(email)
		expect(await post({ ...bounce(email, messageId, 'AutoResponder', nextBounceId()), TypeCode: 64 })).toMatchObject({
			status: 200,
			body: { message: 'Ignored: AutoResponder is not a delivery failure' },
		})
		expect(await suppressionOf(email)).toBeNull()
	})
})

describe('subscription changes and inbound unsubscribes', () => {
	const change = (recipient: string, suppress: boolean, reason: string | null, stream = 'outbound') => ({
		RecordType: 'SubscriptionChange',
		MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
		ServerID: 123456,
		MessageStream: stream,
		ChangedAt: '2026-11-28T08:58:00Z',
		Recipient: recipient,
		Origin: 'Recipient',
		SuppressSending: suppress,
		SuppressionReason: reason,
		Tag: 'my-tag',
		Metadata: { example: 'value' },
	})

	test('Postmark suppressing and reactivating an address stops mail and lets it go again', async () => {
		const email = uniqueEmail('reactivated')
		expect(await post(change(email, true, 'HardBounce'))).toMatchObject({ status: 200, body: { message: 'Suppressed (hard bounce)' } })
		expect(await suppressionOf(email)).toMatchObject({ reason: 'hard-bounce' })
		expect(await post(change(email, false, null))).toMatchObject({ status: 200, body: { message: 'Reactivated' } })
		expect(await suppressionOf(email)).toBeNull()
		expect(await post(change(email, false, null))).toMatchObject({ status: 200, body: { message: 'Not suppressed; nothing changed' } })
	})

	test('an unsubscribe through Postmark on the broadcast stream ends the newsletter only', async () => {
		const email = uniqueEmail('leaver')
		const db = await getDb()
		await db.insert(subscribers).values({ email, confirmedAt: new Date() })
		expect(await post(change(email, true, 'ManualSuppression', 'broadcast'))).toMatchObject({ status: 200, body: { message: 'Unsubscribed from the newsletter' } })
		expect(await suppressionOf(email)).toBeNull()
		expect((await db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!.unsubscribedAt).not.toBeNull()
	})

	test("a mail to the welcome mail's mailto: unsubscribe ends the subscription; a made-up address is refused with 403 (Postmark stops retrying)", async () => {
		const email = uniqueEmail('mailto-leaver')
		const db = await getDb()
		const [row] = await db.insert(subscribers).values({ email, confirmedAt: new Date() }).returning()
		await sendWelcome(row!.id)
		const headers = received.find((request) => request.path === '/email')!.body.Headers as { Name: string; Value: string }[]
		const listUnsubscribe = headers.find((header) => header.Name === 'List-Unsubscribe')!.Value
		const mailbox = /<mailto:unsubscribe\+([\w-]+)@americandietitian\.example\?subject=unsubscribe>/.exec(listUnsubscribe)![1]!
		const inbound = (hash: string) => ({
			FromName: 'Reader',
			MessageStream: 'inbound',
			From: email,
			FromFull: { Email: email, Name: 'Reader', MailboxHash: '' },
			To: `unsubscribe+${hash}@americandietitian.example`,
			OriginalRecipient: `unsubscribe+${hash}@americandietitian.example`,
			Subject: 'unsubscribe',
			MessageID: '73e6d360-66eb-11e1-8e72-a8904824019b',
			MailboxHash: hash,
			TextBody: '',
			HtmlBody: '',
			Headers: [],
			Attachments: [],
		})
		expect(await post(inbound(`${row!.id}-000000000000000000000000`))).toMatchObject({ status: 403, body: { message: 'Not an unsubscribe address of this site; nothing changed' } })
		expect((await db.select().from(subscribers).where(eq(subscribers.id, row!.id)))[0]!.unsubscribedAt).toBeNull()
		expect(await post(inbound(mailbox))).toMatchObject({ status: 200, body: { message: 'Unsubscribed from the newsletter' } })
		expect((await db.select().from(subscribers).where(eq(subscribers.id, row!.id)))[0]!.unsubscribedAt).not.toBeNull()
		expect(await post(inbound(mailbox))).toMatchObject({ status: 200, body: { message: 'Already unsubscribed' } })
	})
})
