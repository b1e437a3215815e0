import { expect, test } from 'vitest'
import { action as login } from '#app/routes/api/user.login.ts'
import { action as sendVerifyCode } from '#app/routes/api/user.send-verify-code.ts'
import { callApi } from '../api-client.ts'
import { uniqueEmail } from './helpers.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

// This file's explicit setting: a low limit, to see it bite.
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '3'

test('the 4th sign-in attempt in a minute from one address gets 429 with a clear message', async () => {
	const statuses: number[] = []
	const firstRequestAt = Date.now()
	for (let i = 0; i < 4; i++) {
		const answer = await callApi(login, '/api/user/login', { email: uniqueEmail(), password: 'Whatever-123' }, { ip: '198.51.100.1' })
		statuses.push(answer.status)
		if (answer.status === 429) {
			expect(answer.body).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/)
			expect(answer.body).toContain(`Please wait ${retryAfterOfWindow(answer.headers, 60, firstRequestAt)} second`)
		}
	}
	expect(statuses).toEqual([401, 401, 401, 429])
	const otherAddress = await callApi(login, '/api/user/login', { email: uniqueEmail(), password: 'Whatever-123' }, { ip: '198.51.100.2' })
	expect(otherAddress.status).toBe(401)
})

test('attempts against one e-mail are limited across addresses', async () => {
	const email = uniqueEmail('target')
	const statuses: number[] = []
	for (let i = 0; i < 4; i++) {
		statuses.push((await callApi(sendVerifyCode, '/api/user/send-verify-code', { email }, { ip: `192.0.2.${i + 10}` })).status)
	}
	expect(statuses).toEqual([200, 200, 200, 429])
})

test('codes for one person are limited however the address is spelled (dup+1@ is dup@, Gmail ignores dots)', async () => {
	const [local, domain] = uniqueEmail('spelled').split('@')
	const spellings = [`${local}@${domain}`, `${local}+1@${domain}`, `${local!.toUpperCase()}+code@${domain}`, `${local}+4@${domain}`]
	const statuses: number[] = []
	for (const [i, email] of spellings.entries()) statuses.push((await callApi(sendVerifyCode, '/api/user/send-verify-code', { email }, { ip: `192.0.2.${i + 60}` })).status)
	expect(statuses).toEqual([200, 200, 200, 429])
	const gmail = [`pat.${Date.now()}.lee@gmail.com`]
	const plain = gmail[0]!.replaceAll('.', '').replace('@gmailcom', '@gmail.com')
	const answers: number[] = []
	for (const [i, email] of [gmail[0]!, plain, `${plain.split('@')[0]}+x@googlemail.com`, gmail[0]!.toUpperCase()].entries()) answers.push((await callApi(sendVerifyCode, '/api/user/send-verify-code', { email }, { ip: `192.0.2.${i + 70}` })).status)
	expect(answers).toEqual([200, 200, 200, 429])
})
