import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as register } from '#app/routes/api/user.register.ts'
import { callApi } from '../api-client.ts'

/**
 * Postmark's real client library talks to a local stand-in for its API, so the
 * request it sends and its error handling are what production runs.
 */
type Received = { path: string; token: string | undefined; body: Record<string, unknown> }
let received: Received[] = []
let answer = { status: 200, body: { ErrorCode: 0, Message: 'OK', MessageID: 'abc-123', To: 'x', SubmittedAt: new Date().toISOString() } as Record<string, unknown> }
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		received.push({ path: req.url ?? '', token: req.headers['x-postmark-server-token'] as string | undefined, body: JSON.parse(raw || '{}') })
		res.writeHead(answer.status, { 'content-type': 'application/json' })
		res.end(JSON.stringify(answer.body))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.POSTMARK_SERVER_TOKEN = 'server-token-for-tests'
	process.env.POSTMARK_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.MAIL_FROM = 'American Dietitian <hello@americandietitian.example>'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	received = []
	answer = { status: 200, body: { ErrorCode: 0, Message: 'OK', MessageID: 'abc-123', To: 'x', SubmittedAt: new Date().toISOString() } }
})

const payload = (email: string) => ({ first_name: 'Pat', last_name: 'Lee', email, password: 'Roasted-beets-2026' })

test('with a Postmark token the verification mail goes to Postmark, not the outbox', async () => {
	const response = await callApi(register, '/api/user/register', payload('pat.lee@example.com'))
	expect(response.status).toBe(200)
	expect(received).toHaveLength(1)
	expect(received[0]).toMatchObject({
		path: '/email',
		token: 'server-token-for-tests',
		body: { From: 'American Dietitian <hello@americandietitian.example>', To: 'pat.lee@example.com', Subject: 'Verify your e-mail address', MessageStream: 'outbound' },
	})
	expect(String(received[0]!.body.TextBody)).toMatch(/\/user\/verify\/token\?firstpart=/)
	expect(String(received[0]!.body.HtmlBody)).toContain('Verify my e-mail')
	expect(await listOutbox('pat.lee@example.com')).toEqual([])
})

test("Postmark refusing the mail answers 203 'Email Send Error!' and keeps the account", async () => {
	answer = { status: 422, body: { ErrorCode: 300, Message: 'Invalid email request' } }
	const first = await callApi(register, '/api/user/register', payload('refused@example.com'))
	expect(first.status).toBe(203)
	expect(first.body).toBe('Email Send Error!')
	const again = await callApi(register, '/api/user/register', payload('refused@example.com'))
	expect(again.status).toBe(202)
})
