import type { JobHandlers, Sweep } from '#app/modules/jobs/job-registry.server.ts'

const contactMail = () => import('./contact-mail.server.ts')
const contactSweeps = () => import('./contact-sweeps.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'contact-request-mail': { requestId: number }
		'contact-request-copy': { requestId: number }
		'contact-request-confirm': { requestId: number }
		'contact-reply-mail': { requestId: number }
		'contact-request-overdue': { requestId: number }
	}
}

export const handlers = {
	'contact-request-mail': async ({ requestId }) => (await contactMail()).mailContactRequest(requestId),
	'contact-request-copy': async ({ requestId }) => (await contactMail()).mailContactRequestCopy(requestId),
	'contact-request-confirm': async ({ requestId }) => (await contactMail()).mailContactConfirmation(requestId),
	'contact-reply-mail': async ({ requestId }) => (await contactMail()).mailContactReply(requestId),
	'contact-request-overdue': async ({ requestId }) => (await contactMail()).mailOverdueRequest(requestId),
} satisfies JobHandlers

// Contact requests (issues 27 and 30): unconfirmed holds are deleted; unanswered ones past their deadline get the promise.
export const sweeps: Record<string, Sweep> = {
	'contact-holds': { everyMs: 10 * 60_000, run: async (at) => (await contactSweeps()).deleteUnconfirmed(at) },
	'contact-replies': { everyMs: 60_000, run: async (at) => (await contactSweeps()).noticeOverdue(at) },
}
