import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { jobs } from '#db/schema/jobs.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { confirmContactRequest } from '#app/modules/leads/contact-confirmation.server.ts'
import { profileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { action } from '#app/routes/api/dietitians.contact.ts'
import { callApi } from '../api-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// A local stand-in for Postmark's API that refuses mail until told otherwise.
const received: Record<string, unknown>[] = []
let refuse = true
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		received.push(JSON.parse(raw || '{}'))
		res.writeHead(refuse ? 500 : 200, { 'content-type': 'application/json' })
		res.end(JSON.stringify(refuse ? { ErrorCode: 1, Message: 'Down' } : { ErrorCode: 0, Message: 'OK', MessageID: 'm-1', To: 'x', SubmittedAt: new Date().toISOString() }))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.POSTMARK_SERVER_TOKEN = 'server-token-for-tests'
	process.env.POSTMARK_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test('a mail failure keeps the request, shows it undelivered in the dashboard, and the job delivers it later', async () => {
	const dietitian = await dietitianWithProfile({ plan: 2 })
	refuse = false
	const answer = await callApi(action, '/api/dietitians/contact', { id: dietitian.id, name: 'Robin Fail', email: 'robin@example.com', message: 'Is there a waiting list for new clients?' })
	expect(answer.status).toBe(201)
	await drainJobs()
	// The visitor confirms; then the provider goes down.
	const confirmMail = received.find((mail) => mail.To === 'robin@example.com')
	const token = /\/contact\/confirm\?t=(\S+)/.exec(String(confirmMail?.TextBody))![1]!
	refuse = true
	expect((await confirmContactRequest(token)).ok).toBe(true)
	await drainJobs()
	let dashboard = await profileDashboard({ id: dietitian.id, plan: 2 })
	expect(dashboard?.requests).toMatchObject([{ name: 'Robin Fail', mailed: false, read: false }])
	expect(received.find((mail) => mail.To === dietitian.businessEmail)).toMatchObject({ ReplyTo: 'robin@example.com', Subject: 'New contact request from Robin Fail' })

	refuse = false
	await (await getDb()).update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'contact-request-mail'))
	await drainJobs()
	dashboard = await profileDashboard({ id: dietitian.id, plan: 2 })
	expect(dashboard?.requests).toMatchObject([{ name: 'Robin Fail', mailed: true }])
})
