import { now } from '#app/modules/clock/clock.server.ts'
import { drainJobs } from './job-queue.server.ts'
import { runEverySweep } from './sweeps.server.ts'

/**
 * Everything due now: every sweep, then every due job (with the jobs the
 * sweeps queued). Tests call it after moving the clock; nothing sleeps.
 */
export async function runDueWork(at = now()) {
	return (await runEverySweep(at)) + (await drainJobs())
}
