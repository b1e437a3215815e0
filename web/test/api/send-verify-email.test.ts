import { and, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { verifications } from '#db/schema/accounts.ts'
import { checkCode } from '#app/modules/accounts/verification-codes.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as sendVerifyEmail } from '#app/routes/api/user.send-verify-email.ts'
import { callApi } from '../api-client.ts'
import { whileHeldOpen } from '../db/held-transaction.ts'
import { codeIn, latestMail, registerUser } from './helpers.ts'

test('429 within a minute of the last mail, then 200 with a new mail; the older code stops working', async () => {
	const { email, answer } = await registerUser()
	const { token, user } = answer.body
	const throttled = await callApi(sendVerifyEmail, '/api/user/send-verify-email', { token, user })
	expect(throttled.status).toBe(429)
	expect(throttled.body).toMatch(/^Please wait \d+ seconds before asking for another e-mail\.$/)

	// As if the first mail went out two minutes ago.
	const db = await getDb()
	await db.update(verifications).set({ createdAt: sql`now() - interval '2 minutes'` })
	const sent = await callApi(sendVerifyEmail, '/api/user/send-verify-email', { token, user })
	expect(sent.status).toBe(200)
	expect(sent.body).toBe('ok')
	expect(await listOutbox(email)).toHaveLength(2)
})

test('the token may come as a Bearer header; a bad token is 401', async () => {
	const { answer } = await registerUser()
	const db = await getDb()
	await db.update(verifications).set({ createdAt: sql`now() - interval '2 minutes'` })
	const viaHeader = await callApi(sendVerifyEmail, '/api/user/send-verify-email', {}, { headers: { authorization: `Bearer ${answer.body.token}` } })
	expect(viaHeader.status).toBe(200)
	const bad = await callApi(sendVerifyEmail, '/api/user/send-verify-email', { token: 'nope' })
	expect(bad.status).toBe(401)
	expect(bad.body).toBe('Unauthorized.')
})

test('two resends at the same moment (a double click after a failed mail) both answer 200, and the newest mail works', async () => {
	const { email, answer } = await registerUser()
	const db = await getDb()
	// The first mail failed: its code was taken back, so nothing holds the user to the minute between mails.
	await db.delete(verifications).where(and(eq(verifications.target, email), eq(verifications.type, 'verify-email')))
	// The other click's code row is written, not committed yet, when this one issues its own (dated
	// two minutes back: where the two run one after the other, PGlite, this one is not held to the minute).
	const resent = await whileHeldOpen(
		(tx) =>
			tx.insert(verifications).values({ target: email, type: 'verify-email', codeHash: 'the other click', expiresAt: new Date(Date.now() + 15 * 60_000), createdAt: new Date(Date.now() - 2 * 60_000) }),
		() => callApi(sendVerifyEmail, '/api/user/send-verify-email', { token: answer.body.token }),
	)
	expect(resent.status).toBe(200)
	const code = codeIn((await latestMail(email)).text)!
	expect(await checkCode(email, 'verify-email', code, { consume: false })).toMatchObject({ ok: true })
})
