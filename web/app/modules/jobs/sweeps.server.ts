import { now } from '#app/modules/clock/clock.server.ts'
import { registeredSweeps } from './job-registry.server.ts'

const lastRun = ((globalThis as { __sweepRuns?: Map<string, number> }).__sweepRuns ??= new Map())

/** The worker's tick: each sweep whose interval has passed (by the clock), one after the other. */
export async function runScheduledSweeps(at = now()) {
	let handled = 0
	for (const [name, sweep] of await registeredSweeps()) {
		const previous = lastRun.get(name)
		if (previous !== undefined && at.getTime() - previous < sweep.everyMs && at.getTime() >= previous) continue
		lastRun.set(name, at.getTime())
		handled += await sweep.run(at)
	}
	return handled
}

/** Every sweep once, whatever its interval (what a test or /dev/clock wants after moving the clock). */
export async function runEverySweep(at = now()) {
	let handled = 0
	for (const [, sweep] of await registeredSweeps()) handled += await sweep.run(at)
	return handled
}
