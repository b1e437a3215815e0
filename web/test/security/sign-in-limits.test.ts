import { describe, expect, test } from 'vitest'
import { action as apiLogin } from '#app/routes/api/user.login.ts'
import { action as signin } from '#app/routes/user/signin.tsx'
import { action as forgotPassword } from '#app/routes/user/forgotpassword.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, cookiesFrom, form } from '../form-client.ts'
import { registerUser, strongPassword } from '../api/helpers.ts'
import { action as tokenVerification } from '#app/routes/api/user.token-verification.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { verificationTokenIn } from '../api/helpers.ts'

// This file's explicit setting: the production default.
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '10'

async function verifiedAccount() {
	const { email } = await registerUser()
	const [mail] = await listOutbox(email)
	await callApi(tokenVerification, '/api/user/token-verification', { token: verificationTokenIn(mail!.text) })
	return email
}

const signInForm = (email: string, password: string) => form({ email, password })

/** Eleven wrong passwords from eleven different strangers' addresses. */
async function attackFromManyAddresses(email: string) {
	const statuses: number[] = []
	for (let i = 0; i < 11; i++) {
		const answer = await callRoute(signin, '/user/signin', signInForm(email, `Wrong-guess-${i}`), { ip: `198.51.100.${i + 20}` })
		statuses.push(answer.status)
	}
	return statuses
}

describe('the per-account sign-in limit', () => {
	test('strangers get 429 after ten guesses a minute, from any address', async () => {
		const email = await verifiedAccount()
		expect(await attackFromManyAddresses(email)).toEqual([...Array(10).fill(401), 429])
		const another = await callRoute(signin, '/user/signin', signInForm(email, strongPassword), { ip: '198.51.100.99' })
		expect(another.status).toBe(429)
	})

	test('an e-mail with extra spaces or capitals counts as the same account', async () => {
		const email = await verifiedAccount()
		for (let i = 0; i < 10; i++) await callRoute(signin, '/user/signin', signInForm(email, `Wrong-${i}`), { ip: `203.0.113.${i + 50}` })
		const padded = await callRoute(signin, '/user/signin', signInForm(` ${email.toUpperCase()} `, strongPassword), { ip: '203.0.113.99' })
		expect(padded.status).toBe(429)
		const reset = await callRoute(forgotPassword, '/user/forgotpassword', form({ intent: 'send', email: `${email} ` }), { ip: '203.0.113.98' })
		expect(reset.status).not.toBe(429)
	})

	test('the owner still signs in from a browser that signed in before, during an attack', async () => {
		const email = await verifiedAccount()
		const first = await callRoute(signin, '/user/signin', signInForm(email, strongPassword), { ip: '192.0.2.10' })
		expect(first.status).toBe(302)
		const browser = cookiesFrom(first)
		expect(browser).toMatch(/en_device=/)
		await attackFromManyAddresses(email)
		// A new address (the owner's phone on another network), the same browser.
		const owner = await callRoute(signin, '/user/signin', signInForm(email, strongPassword), { ip: '192.0.2.77', cookie: browser })
		expect(owner.status).toBe(302)
		expect(owner.location).toBe('/home')
	})

	test('the owner still signs in from an address that signed in before, also through the API', async () => {
		const email = await verifiedAccount()
		expect((await callApi(apiLogin, '/api/user/login', { email, password: strongPassword }, { ip: '192.0.2.20' })).status).toBe(200)
		await attackFromManyAddresses(email)
		expect((await callApi(apiLogin, '/api/user/login', { email, password: strongPassword }, { ip: '192.0.2.30' })).status).toBe(429)
		expect((await callApi(apiLogin, '/api/user/login', { email, password: strongPassword }, { ip: '192.0.2.20' })).status).toBe(200)
	})

	test('one address still meets its own limit, known or not', async () => {
		const email = await verifiedAccount()
		const statuses: number[] = []
		for (let i = 0; i < 11; i++) {
			statuses.push((await callRoute(signin, '/user/signin', signInForm(email, `Wrong-${i}`), { ip: '192.0.2.40' })).status)
		}
		expect(statuses.at(-1)).toBe(429)
	})
})
