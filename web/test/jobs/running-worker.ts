import { onTestFinished, vi } from 'vitest'
import { jobHandlers, type JobKind, type JobPayload } from '#app/modules/jobs/job-handlers.server.ts'
import { startJobWorker, stopJobWorker } from '#app/modules/jobs/job-queue.server.ts'

/**
 * The background worker as the server runs it, but with a poll longer than any
 * test: a job the test sees run was woken by the code that queued it. Stopped
 * (its drain finished) when the test ends.
 */
export function runningWorker() {
	startJobWorker({ pollMs: 60 * 60_000 })
	onTestFinished(async () => {
		await stopJobWorker()
	})
}

/**
 * Watches the jobs of one kind the worker runs: `ran` lists their payloads so
 * far, `next()` resolves with the payload of the next one once it has finished.
 */
export function watchJobs<K extends JobKind>(kind: K) {
	const handle = jobHandlers[kind] as (payload: JobPayload<K>) => Promise<void>
	const ran: JobPayload<K>[] = []
	let waiting: ((payload: JobPayload<K>) => void)[] = []
	vi.spyOn(jobHandlers, kind).mockImplementation((async (payload: JobPayload<K>) => {
		await handle(payload)
		ran.push(payload)
		const resolvers = waiting
		waiting = []
		for (const resolve of resolvers) resolve(payload)
	}) as never)
	return { ran, next: () => new Promise<JobPayload<K>>((resolve) => waiting.push(resolve)) }
}
