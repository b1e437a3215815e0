import { onTestFinished } from 'vitest'
import { observeJobs, startJobWorker, stopJobWorker } from '#app/modules/jobs/job-queue.server.ts'
import type { JobKind, JobPayload } from '#app/modules/jobs/job-registry.server.ts'

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
 * Watches the jobs of one kind the worker runs: `ran` lists the payloads of
 * those that finished so far, `next()` resolves with the payload of the next
 * one once it has finished.
 */
export function watchJobs<K extends JobKind>(kind: K) {
	const ran: JobPayload<K>[] = []
	let waiting: ((payload: JobPayload<K>) => void)[] = []
	const stop = observeJobs((outcome) => {
		if (outcome.kind !== kind || !outcome.ok) return
		const payload = outcome.payload as JobPayload<K>
		ran.push(payload)
		const resolvers = waiting
		waiting = []
		for (const resolve of resolvers) resolve(payload)
	})
	onTestFinished(stop)
	return { ran, next: () => new Promise<JobPayload<K>>((resolve) => waiting.push(resolve)) }
}
