import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { jobs } from '#db/schema/jobs.ts'
import { mailSends } from '#db/schema/mail.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { claimDueJobs, drainJobs, enqueueJob, leaseMs, renewLeases } from '#app/modules/jobs/job-queue.server.ts'
import { addJobHandlerForTest } from '#app/modules/jobs/job-registry.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'

// Issue 43 point 7, the queue's half: each mail once. A job still running on one
// replica is never claimed by another, and a retry after a partial failure never
// sends again a mail that went. The mail provider is a local stand-in for
// Postmark's API, reached by Postmark's real client.
const received: { To: string; Subject: string }[] = []
const refuseOnce = new Set<string>()
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		const mail = JSON.parse(raw) as { To: string; Subject: string }
		received.push(mail)
		if (refuseOnce.delete(mail.To)) {
			res.writeHead(500, { 'content-type': 'application/json' })
			return void res.end(JSON.stringify({ ErrorCode: 1, Message: 'Service unavailable' }))
		}
		res.writeHead(200, { 'content-type': 'application/json' })
		res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: `m-${received.length}`, To: mail.To, SubmittedAt: new Date().toISOString() }))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.POSTMARK_SERVER_TOKEN = 'server-token-for-tests'
	process.env.POSTMARK_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	delete (globalThis as { __env?: unknown }).__env
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const queue = (kind: string) => enqueueJob(kind as never, {} as never)
const mail = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` })

test('a retry after a partial failure sends only the mail that failed, not the one that went', async () => {
	setClock('2026-12-01T15:00:00Z')
	onTestFinished(
		addJobHandlerForTest('test-two-mails', async () => {
			await sendMail(mail('first@example.com', 'The first mail'))
			await sendMail(mail('second@example.com', 'The second mail'))
		}),
	)
	refuseOnce.add('second@example.com')
	await queue('test-two-mails')

	expect(await drainJobs()).toBe(1)
	expect(received.map((sent) => sent.To)).toEqual(['first@example.com', 'second@example.com'])
	const [waiting] = await (await getDb()).select().from(jobs)
	expect(waiting).toMatchObject({ kind: 'test-two-mails', attempts: 1, lastError: expect.stringContaining('Postmark refused the mail') })

	advanceClock(11_000)
	expect(await drainJobs()).toBe(1)
	// The provider saw the first mail once and the second twice (refused, then taken).
	expect(received.map((sent) => sent.To)).toEqual(['first@example.com', 'second@example.com', 'second@example.com'])
	expect(await (await getDb()).select().from(jobs)).toEqual([])
	const log = await (await getDb()).select({ recipient: mailSends.recipient, status: mailSends.status, kind: mailSends.kind }).from(mailSends)
	expect(log).toEqual(
		expect.arrayContaining([
			{ recipient: 'first@example.com', status: 'sent', kind: 'test-two-mails' },
			{ recipient: 'second@example.com', status: 'failed', kind: 'test-two-mails' },
			{ recipient: 'second@example.com', status: 'sent', kind: 'test-two-mails' },
		]),
	)
	expect(log).toHaveLength(3)
})

test('a job still running on one replica is never claimed by another while its lease is renewed; it is once its owner stops', async () => {
	setClock('2026-12-01T15:00:00Z')
	let finish!: () => void
	const gate = new Promise<void>((resolve) => (finish = resolve))
	let started!: () => void
	const running = new Promise<void>((resolve) => (started = resolve))
	let runs = 0
	onTestFinished(
		addJobHandlerForTest('test-long-job', async () => {
			runs++
			started()
			await gate
		}),
	)
	await queue('test-long-job')
	const draining = drainJobs()
	await running

	// The job runs longer than a lease; this replica's heartbeat renews it in time.
	advanceClock(leaseMs / 2)
	expect(await renewLeases()).toBe(1)
	advanceClock(leaseMs / 2 + 10_000)
	const mine = (claimed: Awaited<ReturnType<typeof claimDueJobs>>) => claimed.filter((job) => job.kind === 'test-long-job')
	expect(mine(await claimDueJobs(10, 'another-replica'))).toEqual([])

	// Its owner stops renewing (paused, or gone): once the lease ran out, another replica may take it.
	advanceClock(leaseMs)
	const taken = mine(await claimDueJobs(10, 'another-replica'))
	expect(taken.map((job) => ({ kind: job.kind, lockedBy: job.lockedBy }))).toEqual([{ kind: 'test-long-job', lockedBy: 'another-replica' }])

	// The first owner's run ends: the job is the other replica's now, so the first does not delete it.
	finish()
	expect(await draining).toBe(1)
	const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.kind, 'test-long-job'))
	expect(row).toMatchObject({ lockedBy: 'another-replica' })
	expect(runs).toBe(1)
})
