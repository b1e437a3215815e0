import { AsyncLocalStorage } from 'node:async_hooks'

/** The job a piece of work runs for: its row's id, its kind and how many mails it has sent in this run. */
export type JobRun = { jobId: number; kind: string; sends: number }

const storage = ((globalThis as { __jobRunStorage?: AsyncLocalStorage<JobRun> }).__jobRunStorage ??= new AsyncLocalStorage<JobRun>())

/** Runs a job's handler with its run known to what it calls (the mailer keys each send by it). */
export function runAsJob<T>(run: Omit<JobRun, 'sends'>, work: () => Promise<T>): Promise<T> {
	return storage.run({ ...run, sends: 0 }, work)
}

/**
 * The idempotency key of the next mail this job sends: the job's id and the
 * mail's place in the run. A retry runs the handler again from the start, so
 * its first mail gets the first attempt's first key and is skipped if that one
 * went. Outside a job (a code mailed during a request) there is none: the
 * request answers whether the send worked, and asking again sends again.
 */
export function nextSendOfJob(): { key: string; kind: string } | undefined {
	const run = storage.getStore()
	if (!run) return undefined
	return { key: `job:${run.jobId}:${run.sends++}`, kind: run.kind }
}
