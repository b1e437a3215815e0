import type { Sweep } from '#app/modules/jobs/job-registry.server.ts'

const mailer = () => import('./mailer.server.ts')

export const sweeps: Record<string, Sweep> = {
	'mail-log-retention': { everyMs: 60 * 60_000, run: async (at) => (await mailer()).deleteOldMailLog(at) },
}
