import type { JobHandlers } from '#app/modules/jobs/job-registry.server.ts'

const planActiveMail = () => import('./plan-active-mail.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'plan-active-mail': { invoiceId: string }
	}
}

export const handlers = {
	'plan-active-mail': async ({ invoiceId }) => (await planActiveMail()).mailPlanActive(invoiceId),
} satisfies JobHandlers
