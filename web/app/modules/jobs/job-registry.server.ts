/**
 * The job queue's registry: the queue knows no domain. Each domain that mails
 * or sweeps has one `jobs.server.ts` that declares its payloads (by extending
 * `JobPayloads`, below) and exports its `handlers` and `sweeps`; one
 * composition root (`app/background-work.server.ts`) lists those files for the
 * server, the worker and the tests. Adding a job touches one domain folder.
 * A jobs.server.ts imports its domain's code lazily (`() => import(…)`), so
 * loading every domain's job file on the first job costs next to nothing.
 *
 * A domain declares its payloads like this:
 *
 *     declare module '#app/modules/jobs/job-registry.server.ts' {
 *       interface JobPayloads { 'newsletter-code': { email: string } }
 *     }
 */
// Extended by each domain's jobs.server.ts (declaration merging); empty here by design.
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string
export type JobPayload<K extends JobKind> = JobPayloads[K]
export type JobHandler<K extends JobKind> = (payload: JobPayloads[K]) => Promise<void>
export type JobHandlers = { [K in JobKind]?: JobHandler<K> }

/**
 * Work that the passing of time makes due, not a request: a hold whose e-mail
 * was never confirmed expires, a reply deadline passes, a listing's "accepting"
 * grows old. A sweep asks the database what is due at `at` (the rows carry their
 * own deadlines, indexed), acts on it and returns how many things it handled.
 *
 * Sweeps are idempotent and safe side by side: each one changes a row only
 * from the state it found (`update … where state = … returning`), so two web
 * processes sweeping at once, or a test sweeping twice, do a thing once.
 */
export type Sweep = {
	/** How often the worker runs it; the due rows' own times decide what it does. */
	everyMs: number
	run: (at: Date) => Promise<number>
}

/** What a domain's jobs.server.ts exports. */
export type JobModule = { handlers?: JobHandlers; sweeps?: Record<string, Sweep> }

type Registry = {
	loaders: (() => Promise<JobModule>)[]
	loaded?: Promise<{ handlers: Map<string, JobHandler<never>>; sweeps: Map<string, Sweep> }>
	/** Handlers and sweeps a test adds for itself, beside the domains'. */
	extraHandlers: Map<string, JobHandler<never>>
	extraSweeps: Map<string, Sweep>
}
const registry: Registry = ((globalThis as { __jobRegistry?: Registry }).__jobRegistry ??= { loaders: [], extraHandlers: new Map(), extraSweeps: new Map() })

/**
 * Registers the domains' job files. They are loaded on first use, not here:
 * a test file that never runs a job does not load every domain.
 */
export function registerJobModules(loaders: (() => Promise<JobModule>)[]) {
	registry.loaders = loaders
	registry.loaded = undefined
}

function load() {
	registry.loaded ??= (async () => {
		if (registry.loaders.length === 0) throw new Error('no job modules are registered (app/background-work.server.ts registers them at start-up)')
		const modules = await Promise.all(registry.loaders.map((loader) => loader()))
		const handlers = new Map<string, JobHandler<never>>()
		const sweeps = new Map<string, Sweep>()
		for (const module of modules) {
			for (const [kind, handler] of Object.entries(module.handlers ?? {})) {
				if (handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`)
				handlers.set(kind, handler as JobHandler<never>)
			}
			for (const [name, sweep] of Object.entries(module.sweeps ?? {})) {
				if (sweeps.has(name)) throw new Error(`sweep ${name} is registered twice`)
				sweeps.set(name, sweep)
			}
		}
		return { handlers, sweeps }
	})().catch((error: unknown) => {
		registry.loaded = undefined
		throw error
	})
	return registry.loaded
}

/** The handler of a kind, or undefined when no domain handles it. */
export async function jobHandler(kind: string): Promise<JobHandler<never> | undefined> {
	return registry.extraHandlers.get(kind) ?? (await load()).handlers.get(kind)
}

/** Every registered kind (for the tests that check each has a handler). */
export async function registeredJobKinds(): Promise<string[]> {
	return [...(await load()).handlers.keys()]
}

/** Every sweep by name: the domains', then any a test added. */
export async function registeredSweeps(): Promise<[string, Sweep][]> {
	return [...(await load()).sweeps, ...registry.extraSweeps]
}

/** A job kind of a test's own (the queue's tests), until the returned function removes it. */
export function addJobHandlerForTest(kind: string, handler: (payload: unknown) => Promise<void>) {
	registry.extraHandlers.set(kind, handler as JobHandler<never>)
	return () => void registry.extraHandlers.delete(kind)
}

/** A sweep of a test's own, until the returned function removes it. */
export function addSweepForTest(name: string, sweep: Sweep) {
	registry.extraSweeps.set(name, sweep)
	return () => void registry.extraSweeps.delete(name)
}
