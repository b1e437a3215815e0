import type { JobHandlers, Sweep } from '#app/modules/jobs/job-registry.server.ts'

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		/** A transactional mail that bounced softly, sent again (issue 48). */
		'mail-resend': { messageId: string; email: string }
	}
}

const mailer = () => import('./mailer.server.ts')
const suppressions = () => import('./suppressions.server.ts')

export const handlers: JobHandlers = {
	'mail-resend': async (payload) => (await import('./postmark-webhook.server.ts')).resendSoftBounced(payload),
}

export const sweeps: Record<string, Sweep> = {
	'mail-log-retention': { everyMs: 60 * 60_000, run: async (at) => (await mailer()).deleteOldMailLog(at) },
	'mail-soft-bounce-retention': { everyMs: 60 * 60_000, run: async (at) => (await suppressions()).deleteOldSoftBounces(at) },
}
