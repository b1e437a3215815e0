import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { action as login } from '#app/routes/api/user.login.ts'
import { action as register } from '#app/routes/api/user.register.ts'
import { action as sendVerifyEmail } from '#app/routes/api/user.send-verify-email.ts'
import { action as tokenVerification } from '#app/routes/api/user.token-verification.ts'
import { callApi } from '../api-client.ts'
import { strongPassword, uniqueEmail, verificationTokenIn } from '../api/helpers.ts'

// Issue 15, the mail fault at a small scale: the mail provider (a local
// stand-in for Postmark's API, reached by Postmark's real client) fails for a
// while. Nobody loses an account over it, and asking again works once it is back.
const delivered: { To: string; TextBody: string }[] = []
let failing = true
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		if (failing) {
			res.writeHead(500, { 'content-type': 'application/json' })
			return void res.end(JSON.stringify({ ErrorCode: 1, Message: 'Service unavailable' }))
		}
		delivered.push(JSON.parse(raw))
		res.writeHead(200, { 'content-type': 'application/json' })
		res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: `m-${delivered.length}`, To: 'x', SubmittedAt: new Date().toISOString() }))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.POSTMARK_SERVER_TOKEN = 'server-token-for-tests'
	process.env.POSTMARK_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test('sign-ups while mail fails keep their accounts; a resend once mail is back verifies them', async () => {
	const emails = [uniqueEmail('outage'), uniqueEmail('outage'), uniqueEmail('outage')]
	for (const email of emails) {
		const signUp = await callApi(register, '/api/user/register', { first_name: 'Kim', last_name: 'Outage', email, password: strongPassword })
		expect(signUp.status).toBe(203)
		expect(signUp.body).toBe('Email Send Error!')
	}

	const tokens: string[] = []
	for (const email of emails) {
		// The account is there: the password is right, the address not verified yet (the original's 201).
		const signIn = await callApi(login, '/api/user/login', { email, password: strongPassword })
		expect(signIn.status).toBe(201)
		tokens.push((signIn.body as { token: string }).token)
		// Asking again while mail still fails says so, and is not held back by the failed attempt.
		const stillFailing = await callApi(sendVerifyEmail, '/api/user/send-verify-email', { token: (signIn.body as { token: string }).token })
		expect(stillFailing.status).toBe(203)
	}
	expect(delivered).toEqual([])

	failing = false
	for (const [index, email] of emails.entries()) {
		const resend = await callApi(sendVerifyEmail, '/api/user/send-verify-email', { token: tokens[index] })
		expect(resend.status).toBe(200)
		const mail = delivered.find((sent) => sent.To === email)
		expect(mail, `a verification mail to ${email}`).toBeDefined()
		const verified = await callApi(tokenVerification, '/api/user/token-verification', { token: verificationTokenIn(mail!.TextBody) })
		expect(verified.status).toBe(200)
		const signIn = await callApi(login, '/api/user/login', { email, password: strongPassword })
		expect(signIn.status).toBe(200)
	}
})
