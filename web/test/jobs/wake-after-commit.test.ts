import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { jobs } from '#db/schema/jobs.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { runningWorker, watchJobs } from './running-worker.ts'

const queuedFor = async (email: string) => (await getDb()).select({ id: jobs.id }).from(jobs).where(eq(sql`${jobs.payload}->>'email'`, email))

test('a job queued in a transaction runs after its commit, woken at once rather than at the next poll', async () => {
	runningWorker()
	const codes = watchJobs('newsletter-code')
	const email = 'woken@example.com'
	const sent = codes.next()
	await withJobs(async (tx) => {
		await enqueueJob('newsletter-code', { email }, { tx })
		// A worker woken now, before the commit, would have its turn here.
		await new Promise(setImmediate)
		expect(codes.ran).toEqual([])
		expect(await tx.select({ id: jobs.id }).from(jobs).where(eq(sql`${jobs.payload}->>'email'`, email))).toHaveLength(1)
	})
	expect(await sent).toEqual({ email })
	expect(await listOutbox(email)).toHaveLength(1)
})

test('a transaction that rolls back queues nothing, and the worker goes on with the next commit’s jobs', async () => {
	runningWorker()
	const codes = watchJobs('newsletter-code')
	const undone = 'undone@example.com'
	await expect(
		withJobs(async (tx) => {
			await enqueueJob('newsletter-code', { email: undone }, { tx })
			throw new Error('the change failed after its mail was queued')
		}),
	).rejects.toThrow('the change failed after its mail was queued')
	expect(await queuedFor(undone)).toEqual([])

	const kept = 'kept@example.com'
	const sent = codes.next()
	await withJobs((tx) => enqueueJob('newsletter-code', { email: kept }, { tx }))
	expect(await sent).toEqual({ email: kept })
	expect(codes.ran).toEqual([{ email: kept }])
	expect(await listOutbox(undone)).toEqual([])
})

test('enqueueJob refuses a transaction that withJobs did not open (nobody would wake the worker after its commit)', async () => {
	const db = await getDb()
	const email = 'unwoken@example.com'
	await expect(db.transaction((tx) => enqueueJob('newsletter-code', { email }, { tx: tx as JobTx }))).rejects.toThrow(/not one withJobs opened/)
	expect(await queuedFor(email)).toEqual([])
})
