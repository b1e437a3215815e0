import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { verifications } from '#db/schema/accounts.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as sendVerifyEmail } from '#app/routes/api/user.send-verify-email.ts'
import { callApi } from '../api-client.ts'
import { registerUser } from './helpers.ts'

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
