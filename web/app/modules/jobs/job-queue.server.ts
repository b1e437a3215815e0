import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { jobs } from '#db/schema/jobs.ts'
import { now, nowMs } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'
import { jobHandlers, type JobKind, type JobPayload } from './job-handlers.server.ts'

const maxAttempts = 8
const lockMs = 60_000
// 10 s, 20 s, 40 s … capped at 30 minutes.
const retryDelayMs = (attempts: number) => Math.min(30 * 60_000, 10_000 * 2 ** (attempts - 1))

type Worker = { started: boolean; timer?: ReturnType<typeof setInterval>; draining?: Promise<number>; again?: boolean }
const worker = ((globalThis as { __jobWorker?: Worker }).__jobWorker ??= { started: false })

type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]
declare const opensJobQueue: unique symbol
/** A transaction opened by `withJobs`: the only kind `enqueueJob` queues in. */
export type JobTx = Transaction & { readonly [opensJobQueue]: true }

// Per open withJobs transaction: whether it queued a job that is due now.
const queuedIn = new WeakMap<object, { due: boolean }>()

/**
 * Runs `work` in one transaction whose jobs (`enqueueJob(…, { tx })`) exist
 * exactly when its changes do, then wakes the worker once, after the commit,
 * if it queued a job due now. The wake belongs here, not to each caller: a
 * caller that forgot it left its mail for the next poll, and a wake before the
 * commit finds nothing (the rows are not visible yet). `enqueueJob` takes no
 * other transaction, so a caller cannot queue in one that nobody wakes after.
 * The transaction itself carries the right to queue, not a separate `enqueue`
 * argument: it already goes down to every function that queues (the Stripe
 * event handlers, an appointment's answers), so their signatures only name it.
 * A transaction that rolls back queued nothing and wakes nothing.
 */
export async function withJobs<T>(work: (tx: JobTx) => Promise<T>): Promise<T> {
	const db = await getDb()
	const state = { due: false }
	const result = await db.transaction(async (tx) => {
		queuedIn.set(tx, state)
		try {
			return await work(tx as JobTx)
		} finally {
			queuedIn.delete(tx)
		}
	})
	if (state.due) wakeJobWorker()
	return result
}

/**
 * Stores work to do after the answer; the row is the promise that it will be
 * done. `runAt` (by the clock) puts it off, a reminder for the day before, say.
 * Without `tx` the row is committed here and a running worker starts it at
 * once; with `tx` (from `withJobs`) it is committed with the caller's changes,
 * and `withJobs` wakes the worker after that commit.
 */
export async function enqueueJob<K extends JobKind>(kind: K, payload: JobPayload<K>, options: { runAt?: Date; tx?: JobTx } = {}) {
	const due = !options.runAt || options.runAt <= now()
	if (options.tx) {
		const state = queuedIn.get(options.tx)
		if (!state) throw new Error('enqueueJob: the transaction is not one withJobs opened (or it has ended), so no worker would be woken after its commit')
		await options.tx.insert(jobs).values({ kind, payload, runAt: options.runAt ?? now() })
		state.due ||= due
		return
	}
	await (await getDb()).insert(jobs).values({ kind, payload, runAt: options.runAt ?? now() })
	if (due) wakeJobWorker()
}

/** Starts a drain of due jobs at once (with the worker running). */
function wakeJobWorker() {
	if (worker.started) setImmediate(drainInBackground)
}

/** A background drain: a failure (the database briefly away) waits for the next tick, never ends the process. */
function drainInBackground() {
	void drainJobs().catch((error: unknown) => console.warn(`[jobs] ${describeError(error).split('\n')[0]}`))
}

/**
 * Claims due jobs (others' claims expire after a minute) so two processes never
 * run one job twice at once. Due means by the clock, not the database's now(),
 * so a test that moves the clock makes a reminder due.
 */
async function claimDueJobs(limit: number) {
	const db = await getDb()
	const at = now()
	const due = db
		.select({ id: jobs.id })
		.from(jobs)
		.where(and(isNull(jobs.failedAt), lte(jobs.runAt, at), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at))))
		.orderBy(asc(jobs.id))
		.limit(limit)
		.for('update', { skipLocked: true })
	return db
		.update(jobs)
		.set({ lockedUntil: new Date(at.getTime() + lockMs), attempts: sql`${jobs.attempts} + 1` })
		.where(sql`${jobs.id} in (${due})`)
		.returning()
}

async function runJob(job: typeof jobs.$inferSelect) {
	const db = await getDb()
	const handler = jobHandlers[job.kind as JobKind]
	try {
		if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
		await handler(job.payload as never)
		await db.delete(jobs).where(eq(jobs.id, job.id))
	} catch (error) {
		const failed = job.attempts >= maxAttempts
		const message = describeError(error).split('\n')[0]!.slice(0, 500)
		console.warn(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed${failed ? ' for the last time' : ''}: ${message}`)
		await db
			.update(jobs)
			.set({
				lockedUntil: null,
				lastError: message,
				runAt: new Date(nowMs() + retryDelayMs(job.attempts)),
				failedAt: failed ? now() : null,
			})
			.where(eq(jobs.id, job.id))
	}
}

/**
 * Runs a claimed batch side by side: one after the other, each waiting its turn
 * for a database connection, the queue fell behind under load (newsletter codes
 * more than 20 s late at 200 clients). Jobs of one kind for the same thing (five
 * reset-code requests for one address) still run in order, so the first one's
 * mail makes the others see "sent within the minute".
 */
async function runSideBySide(batch: (typeof jobs.$inferSelect)[]) {
	const groups = new Map<string, (typeof jobs.$inferSelect)[]>()
	for (const job of batch) {
		const key = `${job.kind} ${JSON.stringify(job.payload)}`
		groups.set(key, [...(groups.get(key) ?? []), job])
	}
	await Promise.all(
		[...groups.values()].map(async (group) => {
			for (const job of group) await runJob(job)
		}),
	)
}

/** Runs every due job (tests call it to finish background work); returns how many ran. */
export function drainJobs(): Promise<number> {
	if (worker.draining) {
		worker.again = true
		return worker.draining
	}
	worker.draining = (async () => {
		let ran = 0
		try {
			do {
				worker.again = false
				for (;;) {
					const claimed = await claimDueJobs(10)
					if (claimed.length === 0) break
					await runSideBySide(claimed)
					ran += claimed.length
				}
			} while (worker.again)
		} finally {
			worker.draining = undefined
		}
		return ran
	})()
	return worker.draining
}

/**
 * Starts the background worker of this process: new jobs at once, retries and
 * scheduled sweeps every few seconds. A test passes a poll longer than itself,
 * so a job it sees run was woken, not found by the poll.
 */
export function startJobWorker({ pollMs = 5_000 }: { pollMs?: number } = {}) {
	if (worker.started) return
	worker.started = true
	const tick = () => {
		drainInBackground()
		void import('./scheduled-work.server.ts')
			.then(({ runScheduledSweeps }) => runScheduledSweeps())
			.catch((error: unknown) => console.warn(`[sweeps] ${describeError(error).split('\n')[0]}`))
	}
	// The database may be briefly away (a restart); the next tick tries again.
	worker.timer = setInterval(tick, pollMs)
	worker.timer.unref()
	drainInBackground()
}

export function stopJobWorker() {
	worker.started = false
	if (worker.timer) clearInterval(worker.timer)
	worker.timer = undefined
	return worker.draining ?? Promise.resolve(0)
}
