import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { jobs } from '#db/schema/jobs.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as sendVerifyCode } from '#app/routes/api/user.send-verify-code.ts'
import { action as forgotPassword } from '#app/routes/user/forgotpassword.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { registerUser, uniqueEmail } from '../api/helpers.ts'

const resetMails = async (email: string) => (await listOutbox(email)).filter((mail) => mail.subject === 'Your password reset code')

describe('reset codes', () => {
	test('a registered and an unknown e-mail get the same answer, with the same work done before it', async () => {
		const { email } = await registerUser()
		const unknown = uniqueEmail('ghost')
		const db = await getDb()
		const answers = []
		for (const address of [email, unknown]) {
			answers.push(await callApi(sendVerifyCode, '/api/user/send-verify-code', { email: address }))
		}
		expect(answers.map((a) => [a.status, a.body])).toEqual([
			[200, 'success'],
			[200, 'success'],
		])
		// Before the answer only a job was stored, for both; no code, no mail yet.
		const queued = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'password-reset-request'))
		expect(queued.map((job) => job.payload)).toEqual([{ email }, { email: unknown }])
		expect(await resetMails(email)).toEqual([])
		expect(await drainJobs()).toBe(2)
		expect(await resetMails(email)).toHaveLength(1)
		expect(await resetMails(unknown)).toEqual([])
	})

	test('asking again within a minute sends no second mail; after a minute it does', async () => {
		const { email } = await registerUser()
		for (let i = 0; i < 5; i++) {
			const answer = await callRoute(forgotPassword, '/user/forgotpassword', form({ intent: 'send', email }), { ip: `198.51.100.${i + 60}` })
			expect(answer.status).toBe(200)
		}
		await drainJobs()
		expect(await resetMails(email)).toHaveLength(1)
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
		try {
			await callApi(sendVerifyCode, '/api/user/send-verify-code', { email })
			await drainJobs()
		} finally {
			vi.useRealTimers()
		}
		expect(await resetMails(email)).toHaveLength(2)
	})
})
