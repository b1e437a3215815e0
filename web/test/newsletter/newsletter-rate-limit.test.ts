import { expect, test } from 'vitest'
import { action as sendCode } from '#app/routes/api/user.send-subscribe-verify-code.ts'
import { callApi } from '../api-client.ts'
import { uniqueEmail } from '../api/helpers.ts'

process.env.AUTH_RATE_LIMIT_PER_MINUTE = '3'

test('newsletter codes are limited per address and per e-mail', async () => {
	const fromOneAddress = []
	for (let i = 0; i < 4; i++) fromOneAddress.push((await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email: uniqueEmail() }, { ip: '198.19.0.1' })).status)
	expect(fromOneAddress).toEqual([200, 200, 200, 429])
	const email = uniqueEmail('target')
	const toOneEmail = []
	for (let i = 0; i < 4; i++) toOneEmail.push((await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email }, { ip: `198.19.1.${i}` })).status)
	expect(toOneEmail).toEqual([200, 200, 200, 429])
})
