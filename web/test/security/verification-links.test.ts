import { expect, test } from 'vitest'
import { findUserByEmail } from '#app/modules/accounts/users.server.ts'
import { sendVerificationMail } from '#app/modules/accounts/email-verification.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as tokenVerification } from '#app/routes/api/user.token-verification.ts'
import { action as verifyToken } from '#app/routes/user/verify-token.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { registerUser, verificationTokenIn } from '../api/helpers.ts'

test('only the newest verification link works; an older one says why', async () => {
	const { email } = await registerUser()
	const [first] = await listOutbox(email)
	const oldToken = verificationTokenIn(first!.text)!
	await sendVerificationMail((await findUserByEmail(email))!, { force: true })
	const [second] = await listOutbox(email)
	const newToken = verificationTokenIn(second!.text)!
	expect(newToken).not.toBe(oldToken)

	const old = await callRoute(verifyToken, '/user/verify/token', form({ intent: 'verify', token: oldToken }))
	expect(old.status).toBe(400)
	expect(old.data).toMatchObject({ error: 'A newer verification e-mail was sent after this one: only the newest link works.' })
	expect((await callApi(tokenVerification, '/api/user/token-verification', { token: oldToken })).status).toBe(401)

	const fresh = await callRoute(verifyToken, '/user/verify/token', form({ intent: 'verify', token: newToken }))
	expect(fresh.status).toBe(302)
	expect(fresh.location).toMatch(/^\/user\/welcome\/\d+$/)

	// Used once: the same link now says the address is verified, and signs nobody in.
	const reused = await callRoute(verifyToken, '/user/verify/token', form({ intent: 'verify', token: newToken }))
	expect(reused.status).toBe(302)
	expect(reused.location).toBe('/user/signin')
	expect(reused.headers.getSetCookie().some((c) => c.startsWith('en_session='))).toBe(false)
})
