import { describe, expect, test, vi } from 'vitest'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as changePassword } from '#app/routes/api/user.change-password.ts'
import { action as checkVerifyCode } from '#app/routes/api/user.check-verify-code.ts'
import { action as login } from '#app/routes/api/user.login.ts'
import { action as loginWithToken } from '#app/routes/api/user.login-with-token.ts'
import { action as sendVerifyCode } from '#app/routes/api/user.send-verify-code.ts'
import { action as tokenVerification } from '#app/routes/api/user.token-verification.ts'
import { callApi } from '../api-client.ts'
import { codeIn, expectNoSecrets, registerUser, strongPassword, uniqueEmail, verificationTokenIn } from './helpers.ts'

const newPassword = 'Lentil-soup-2026!'

async function verifiedUser() {
	const { email } = await registerUser()
	const [mail] = await listOutbox(email)
	await callApi(tokenVerification, '/api/user/token-verification', { token: verificationTokenIn(mail!.text) })
	const signedIn = await callApi(login, '/api/user/login', { email, password: strongPassword })
	return { email, token: (signedIn.body as { token: string }).token }
}

async function requestCode(email: string) {
	const answer = await callApi(sendVerifyCode, '/api/user/send-verify-code', { email })
	expect(answer.status).toBe(200)
	// The code goes out after the answer, from the job queue.
	await drainJobs()
	const [mail] = await listOutbox(email)
	expect(mail?.subject).toBe('Your password reset code')
	return codeIn(mail!.text)!
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/user/send-verify-code', () => {
	test("200 'success' for an account, and a 6-digit code by mail", async () => {
		const { email } = await verifiedUser()
		expect(await requestCode(email)).toMatch(/^\d{6}$/)
	})

	test('the same 200 for an unknown e-mail, and no mail', async () => {
		const email = uniqueEmail('ghost')
		const answer = await callApi(sendVerifyCode, '/api/user/send-verify-code', { email })
		expect(answer.status).toBe(200)
		expect(answer.body).toBe('success')
		await drainJobs()
		expect(await listOutbox(email)).toEqual([])
	})

	test('400 for a malformed e-mail', async () => {
		expect((await callApi(sendVerifyCode, '/api/user/send-verify-code', { email: 'nope' })).status).toBe(400)
	})
})

describe('POST /api/user/check-verify-code', () => {
	test('200 with a reset token for the right code, also sent as an integer', async () => {
		const { email } = await verifiedUser()
		const code = await requestCode(email)
		const answer = await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: Number(code) })
		expect(answer.status).toBe(200)
		expect(answer.body).toMatchObject({ message: 'ok', resetToken: expect.any(String) })
	})

	test("202 'Verify Code Invalid' for a wrong code; the 6th try fails even with the right code", async () => {
		const { email } = await verifiedUser()
		const code = await requestCode(email)
		for (let attempt = 0; attempt < 5; attempt++) {
			const answer = await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: wrongCode(code) })
			expect(answer.status).toBe(202)
			expect(answer.body).toBe('Verify Code Invalid')
		}
		const sixth = await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: code })
		expect(sixth.status).toBe(202)
	})

	test('400 for a code that is not 6 digits', async () => {
		const { email } = await verifiedUser()
		expect((await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: '12ab56' })).status).toBe(400)
		expect((await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: 1234567 })).status).toBe(400)
	})
})

describe('POST /api/user/change-password', () => {
	test('refuses a change without proof: the hole of the original API is closed', async () => {
		const { email } = await verifiedUser()
		const answer = await callApi(changePassword, '/api/user/change-password', { email, password: newPassword })
		expect(answer.status).toBe(400)
		expect(answer.body).toMatch(/verification code .* or reset token .* is required/)
		expect((await callApi(login, '/api/user/login', { email, password: strongPassword })).status).toBe(200)
	})

	test('with the mailed code: changes the password once, signs out every session', async () => {
		const { email, token } = await verifiedUser()
		const code = await requestCode(email)
		const answer = await callApi(changePassword, '/api/user/change-password', { email, password: newPassword, verifyCode: code })
		expect(answer.status).toBe(200)
		expectNoSecrets(answer)
		expect((await callApi(login, '/api/user/login', { email, password: strongPassword })).status).toBe(401)
		expect((await callApi(login, '/api/user/login', { email, password: newPassword })).status).toBe(200)
		expect((await callApi(loginWithToken, '/api/user/login-with-token', { token })).status).toBe(401)

		const replay = await callApi(changePassword, '/api/user/change-password', { email, password: 'Another-pass-77', verifyCode: code })
		expect(replay.status).toBe(403)
	})

	test('with the reset token from check-verify-code, once', async () => {
		const { email } = await verifiedUser()
		const code = await requestCode(email)
		const checked = await callApi(checkVerifyCode, '/api/user/check-verify-code', { email, verifyCode: code })
		const { resetToken } = checked.body as { resetToken: string }
		expect((await callApi(changePassword, '/api/user/change-password', { email, password: newPassword, resetToken })).status).toBe(200)
		expect((await callApi(changePassword, '/api/user/change-password', { email, password: 'Another-pass-77', resetToken })).status).toBe(403)
		expect((await callApi(login, '/api/user/login', { email, password: newPassword })).status).toBe(200)
	})

	test("a reset token is bound to its account and dies when a newer code is issued", async () => {
		const first = await verifiedUser()
		const second = await verifiedUser()
		const code = await requestCode(first.email)
		const { resetToken } = (await callApi(checkVerifyCode, '/api/user/check-verify-code', { email: first.email, verifyCode: code })).body as { resetToken: string }
		expect((await callApi(changePassword, '/api/user/change-password', { email: second.email, password: newPassword, resetToken })).status).toBe(403)
		// A newer code may be asked for a minute later.
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
		await requestCode(first.email)
		vi.useRealTimers()
		expect((await callApi(changePassword, '/api/user/change-password', { email: first.email, password: newPassword, resetToken })).status).toBe(403)
	})

	test('a wrong code is refused with 403 and a weak new password with 400', async () => {
		const { email } = await verifiedUser()
		const code = await requestCode(email)
		expect((await callApi(changePassword, '/api/user/change-password', { email, password: newPassword, verifyCode: wrongCode(code) })).status).toBe(403)
		expect((await callApi(changePassword, '/api/user/change-password', { email, password: 'qwerty123', verifyCode: code })).status).toBe(400)
	})
})
