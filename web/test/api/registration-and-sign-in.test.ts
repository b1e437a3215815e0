import { SignJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { getEnv } from '#app/modules/config/env.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as login } from '#app/routes/api/user.login.ts'
import { action as loginWithToken, loader as loginWithTokenGet } from '#app/routes/api/user.login-with-token.ts'
import { action as logout } from '#app/routes/api/user.logout.ts'
import { action as register } from '#app/routes/api/user.register.ts'
import { action as tokenVerification } from '#app/routes/api/user.token-verification.ts'
import { callApi } from '../api-client.ts'
import { expectNoSecrets, registerUser, strongPassword, uniqueEmail, verificationTokenIn } from './helpers.ts'

describe('POST /api/user/register', () => {
	test('200 with {token, user}: an unverified account, and a verification mail with a link and a code', async () => {
		const email = uniqueEmail('new')
		const answer = await callApi(register, '/api/user/register', { first_name: 'Dana', last_name: 'Rivera', email, password: strongPassword })
		expect(answer.status).toBe(200)
		expectNoSecrets(answer)
		const body = answer.body as { token: string; user: Record<string, unknown> }
		expect(body.token.split('.')).toHaveLength(3)
		expect(body.user).toMatchObject({ email, first_name: 'Dana', last_name: 'Rivera', plan: 0, submit_at: null, manage_role: 'user', verified: false })
		expect(Object.keys(body.user).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'last_name', 'manage_role', 'plan', 'submit_at', 'verified'])
		const [mail] = await listOutbox(email)
		expect(mail?.subject).toBe('Verify your e-mail address')
		expect(mail?.text).toMatch(/\/user\/verify\/token\?firstpart=[\w-]+&secondpart=[\w-]+&thirdpart=[\w-]+/)
		expect(mail?.text).toMatch(/\b\d{6}\b/)
	})

	test("locale 'es' (issue 32): the account's verification mail and its link are Spanish; the answer is the same", async () => {
		const email = uniqueEmail('nueva')
		const answer = await callApi(register, '/api/user/register', { first_name: 'Lucía', last_name: 'Rivera', email, password: strongPassword, locale: 'es' })
		expect(answer.status).toBe(200)
		expect(Object.keys((answer.body as { user: object }).user)).not.toContain('locale')
		const [mail] = await listOutbox(email)
		expect(mail?.subject).toBe('Verifique su dirección de correo electrónico')
		expect(mail?.text).toContain('Hola, Lucía:')
		expect(mail?.text).toMatch(/\/es\/user\/verify\/token\?firstpart=/)
		expect(mail?.html).toContain('<html lang="es">')
		const refused = await callApi(register, '/api/user/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: strongPassword, locale: 'fr' })
		expect(refused.status).toBe(400)
		expect(refused.body).toMatch(/locale/)
	})

	test("202 'This user already exists!' for a taken e-mail, whatever its case", async () => {
		const { email } = await registerUser()
		const answer = await callApi(register, '/api/user/register', { first_name: 'X', last_name: 'Y', email: email.toUpperCase(), password: strongPassword })
		expect(answer.status).toBe(202)
		expect(answer.body).toBe('This user already exists!')
	})

	test.each([
		[{}, /first_name/],
		[{ first_name: 'A', last_name: 'B', email: 'not-an-email', password: strongPassword }, /email: Enter a valid e-mail address/],
		[{ first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'short' }, /password: Password must be at least 8 characters/],
		[{ first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'password123' }, /too common/],
		[{ first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'x'.repeat(129) }, /at most 128/],
		[{ first_name: 42, last_name: 'B', email: uniqueEmail(), password: strongPassword }, /first_name/],
		[[1, 2, 3], /expected object/i],
	])('400 with a message for bad input %#', async (payload, message) => {
		const answer = await callApi(register, '/api/user/register', payload)
		expect(answer.status).toBe(400)
		expect(answer.body).toMatch(message)
	})

	test('400 for a body that is not JSON, 415 for another content type', async () => {
		const broken = await callApi(register, '/api/user/register', null, { rawBody: '{"email":' })
		expect(broken.status).toBe(400)
		expect(broken.body).toBe('The body is not valid JSON')
		const form = await callApi(register, '/api/user/register', null, { rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
		expect(form.status).toBe(415)
	})

	test('403 for a browser post from another site', async () => {
		const answer = await callApi(register, '/api/user/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: strongPassword }, { headers: { origin: 'https://evil.example' } })
		expect(answer.status).toBe(403)
	})

	test('405 for GET', async () => {
		const answer = await callApi(loginWithTokenGet as never, '/api/user/login-with-token', null, { method: 'GET' })
		expect(answer.status).toBe(405)
	})
})

describe('POST /api/user/login', () => {
	test('201 with {token, user} while the account is not verified', async () => {
		const { email } = await registerUser()
		const answer = await callApi(login, '/api/user/login', { email, password: strongPassword })
		expect(answer.status).toBe(201)
		expectNoSecrets(answer)
		expect((answer.body as { user: { verified: boolean } }).user.verified).toBe(false)
	})

	test('401 with the same text for a wrong password and an unknown e-mail', async () => {
		const { email } = await registerUser()
		const wrong = await callApi(login, '/api/user/login', { email, password: 'Not-the-password-1' })
		const unknown = await callApi(login, '/api/user/login', { email: uniqueEmail('nobody'), password: strongPassword })
		expect([wrong.status, unknown.status]).toEqual([401, 401])
		expect(wrong.body).toBe('Your Email or Password is not correct.')
		expect(unknown.body).toBe('Your Email or Password is not correct.')
	})

	test('400 when a field is missing or of the wrong type', async () => {
		expect((await callApi(login, '/api/user/login', { email: uniqueEmail() })).status).toBe(400)
		expect((await callApi(login, '/api/user/login', { email: 5, password: 'x' })).status).toBe(400)
	})
})

describe('token verification, login with token, logout', () => {
	test('the mailed link token verifies the account once; then login answers 200', async () => {
		const { email } = await registerUser()
		const [mail] = await listOutbox(email)
		const token = verificationTokenIn(mail!.text)
		const verified = await callApi(tokenVerification, '/api/user/token-verification', { token })
		expect(verified.status).toBe(200)
		expectNoSecrets(verified)
		expect((verified.body as { user: { verified: boolean } }).user.verified).toBe(true)

		const replay = await callApi(tokenVerification, '/api/user/token-verification', { token })
		expect(replay.status).toBe(401)
		expect(replay.body).toBe('Unauthorized.')

		const signedIn = await callApi(login, '/api/user/login', { email, password: strongPassword })
		expect(signedIn.status).toBe(200)
		const welcome = await listOutbox(email)
		expect(welcome[0]?.subject).toBe('Welcome to American Dietitian')
	})

	test('401 for a forged, an expired, and a wrong-purpose token', async () => {
		const { email, answer } = await registerUser()
		const [mail] = await listOutbox(email)
		const token = verificationTokenIn(mail!.text)!
		const [head, payload, signature] = token.split('.')
		const forged = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`
		const key = new TextEncoder().encode(getEnv().JWT_SECRET)
		const expired = await new SignJWT({ purpose: 'verify-email', email })
			.setProtectedHeader({ alg: 'HS256' })
			.setSubject(String(answer.body.user.id))
			.setIssuedAt(Math.floor(Date.now() / 1000) - 90_000)
			.setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
			.sign(key)
		for (const bad of [forged, expired, answer.body.token, 'garbage']) {
			const result = await callApi(tokenVerification, '/api/user/token-verification', { token: bad })
			expect(result.status).toBe(401)
		}
	})

	test('login-with-token restores a session until logout revokes it', async () => {
		const { email } = await registerUser()
		const [mail] = await listOutbox(email)
		await callApi(tokenVerification, '/api/user/token-verification', { token: verificationTokenIn(mail!.text) })
		const signedIn = await callApi(login, '/api/user/login', { email, password: strongPassword })
		const { token } = signedIn.body as { token: string }

		const restored = await callApi(loginWithToken, '/api/user/login-with-token', { token })
		expect(restored.status).toBe(200)
		expectNoSecrets(restored)
		expect((restored.body as { user: { email: string } }).user.email).toBe(email)

		const out = await callApi(logout, '/api/user/logout', {}, { headers: { authorization: `Bearer ${token}` } })
		expect(out.status).toBe(200)
		const after = await callApi(loginWithToken, '/api/user/login-with-token', { token })
		expect(after.status).toBe(401)
		expect(after.body).toBe('Unauthorized.')
	})

	test('login-with-token answers 201 for an account that is not verified, 401 for garbage', async () => {
		const { answer } = await registerUser()
		expect((await callApi(loginWithToken, '/api/user/login-with-token', { token: answer.body.token })).status).toBe(201)
		expect((await callApi(loginWithToken, '/api/user/login-with-token', { token: 'x.y.z' })).status).toBe(401)
		expect((await callApi(loginWithToken, '/api/user/login-with-token', {})).status).toBe(400)
	})
})
