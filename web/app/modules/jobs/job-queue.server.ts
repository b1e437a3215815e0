import crypto from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { jobs } from '#db/schema/jobs.ts'
import { now, nowMs } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'
import { metrics } from '#app/modules/metrics/metrics.server.ts'
import { runAsJob } from './job-context.server.ts'
import { jobHandler, type JobKind, type JobPayload } from './job-registry.server.ts'
import { runScheduledSweeps } from './sweeps.server.ts'

const maxAttempts = 8
/** A claim holds a job this long; the worker renews it every third of that while the job runs. */
export const leaseMs = 60_000
// 10 s, 20 s, 40 s … capped at 30 minutes.
const retryDelayMs = (attempts: number) => Math.min(30 * 60_000, 10_000 * 2 ** (attempts - 1))

type Worker = {
	started: boolean
	timer?: ReturnType<typeof setInterval>
	draining?: Promise<number>
	again?: boolean
	/** This process's name on the jobs it holds: a replica renews and finishes only its own claims. */
	owner: string
	/** The jobs this process runs now, whose leases the heartbeat renews. */
	running: Set<number>
	heartbeat?: ReturnType<typeof setInterval>
}
const worker = ((globalThis as { __jobWorker?: Worker }).__jobWorker ??= { started: false, owner: crypto.randomUUID(), running: new Set() })

/** What happened to a job: the tests wait on it, the metrics count it. */
export type JobOutcome = { id: number; kind: string; payload: unknown; ok: boolean; durationMs: number }
const observers = ((globalThis as { __jobObservers?: Set<(outcome: JobOutcome) => void> }).__jobObservers ??= new Set())

/** Calls `listener` after each job this process runs; returns the function that stops it. */
export function observeJobs(listener: (outcome: JobOutcome) => void) {
	observers.add(listener)
	return () => void observers.delete(listener)
}

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
 * Claims due jobs for `owner` so two processes never run one job at once: a
 * claim is a lease that its owner renews while the job runs (`renewLeases`),
 * and another process takes the job only once the lease ran out, that is when
 * its owner stopped (a crash, a pause). Due means by the clock, not the
 * database's now(), so a test that moves the clock makes a reminder due.
 * Exported for the queue's own tests, which play a second replica.
 */
export async function claimDueJobs(limit: number, owner = worker.owner) {
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
		.set({ lockedUntil: new Date(at.getTime() + leaseMs), lockedBy: owner, attempts: sql`${jobs.attempts} + 1` })
		.where(sql`${jobs.id} in (${due})`)
		.returning()
}

/**
 * Extends the lease of every job this process is running (the heartbeat does
 * it every third of a lease; a test that moves the clock calls it itself).
 * Only its own claims: a lease another process took over stays theirs.
 */
export async function renewLeases() {
	if (worker.running.size === 0) return 0
	const db = await getDb()
	const renewed = await db
		.update(jobs)
		.set({ lockedUntil: new Date(nowMs() + leaseMs) })
		.where(and(inArray(jobs.id, [...worker.running]), eq(jobs.lockedBy, worker.owner)))
		.returning({ id: jobs.id })
	return renewed.length
}

function startHeartbeat() {
	if (worker.heartbeat) return
	worker.heartbeat = setInterval(() => void renewLeases().catch((error: unknown) => console.warn(`[jobs] renewing leases: ${describeError(error).split('\n')[0]}`)), leaseMs / 3)
	worker.heartbeat.unref()
}

function stopHeartbeatWhenIdle() {
	if (worker.running.size > 0 || !worker.heartbeat) return
	clearInterval(worker.heartbeat)
	worker.heartbeat = undefined
}

async function runJob(job: typeof jobs.$inferSelect, owner: string) {
	const db = await getDb()
	const started = performance.now()
	const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, owner))
	worker.running.add(job.id)
	startHeartbeat()
	let ok = false
	try {
		const handler = await jobHandler(job.kind)
		if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
		await runAsJob({ jobId: job.id, kind: job.kind }, () => handler(job.payload as never))
		// Only while the lease is still ours: a job another process took over is theirs to finish.
		await db.delete(jobs).where(mine)
		ok = true
	} catch (error) {
		const failed = job.attempts >= maxAttempts
		const message = describeError(error).split('\n')[0]!.slice(0, 500)
		console.warn(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed${failed ? ' for the last time' : ''}: ${message}`)
		await db
			.update(jobs)
			.set({
				lockedUntil: null,
				lockedBy: null,
				lastError: message,
				runAt: new Date(nowMs() + retryDelayMs(job.attempts)),
				failedAt: failed ? now() : null,
			})
			.where(mine)
	} finally {
		worker.running.delete(job.id)
		stopHeartbeatWhenIdle()
	}
	const outcome: JobOutcome = { id: job.id, kind: job.kind, payload: job.payload, ok, durationMs: performance.now() - started }
	metrics.jobRuns.inc({ kind: job.kind, outcome: ok ? 'ok' : 'failed' })
	for (const observer of observers) observer(outcome)
}

/**
 * Runs a claimed batch side by side: one after the other, each waiting its turn
 * for a database connection, the queue fell behind under load (newsletter codes
 * more than 20 s late at 200 clients). Jobs of one kind for the same thing (five
 * reset-code requests for one address) still run in order, so the first one's
 * mail makes the others see "sent within the minute".
 */
async function runSideBySide(batch: (typeof jobs.$inferSelect)[], owner: string) {
	const groups = new Map<string, (typeof jobs.$inferSelect)[]>()
	for (const job of batch) {
		const key = `${job.kind} ${JSON.stringify(job.payload)}`
		groups.set(key, [...(groups.get(key) ?? []), job])
	}
	await Promise.all(
		[...groups.values()].map(async (group) => {
			for (const job of group) await runJob(job, owner)
		}),
	)
}

/** How the queue stands, across every replica: jobs due now, how long the oldest has waited, and failed jobs. */
export async function queueStatus(at = now()) {
	const db = await getDb()
	const [row] = await db
		.select({
			due: sql<number>`count(*) filter (where ${jobs.failedAt} is null and ${jobs.runAt} <= ${at})`.mapWith(Number),
			oldest: sql<string | null>`min(${jobs.runAt}) filter (where ${jobs.failedAt} is null and ${jobs.runAt} <= ${at})`,
			failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
		})
		.from(jobs)
	const oldest = row?.oldest ? new Date(row.oldest).getTime() : null
	return { due: row?.due ?? 0, oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, (at.getTime() - oldest) / 1000), failed: row?.failed ?? 0 }
}

/** Runs every due job (tests call it to finish background work); returns how many ran. */
export function drainJobs(): Promise<number> {
	const owner = worker.owner
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
					const claimed = await claimDueJobs(10, owner)
					if (claimed.length === 0) break
					await runSideBySide(claimed, owner)
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
		void runScheduledSweeps().catch((error: unknown) => console.warn(`[sweeps] ${describeError(error).split('\n')[0]}`))
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
