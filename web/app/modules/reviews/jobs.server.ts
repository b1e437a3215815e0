import type { JobHandlers, Sweep } from '#app/modules/jobs/job-registry.server.ts'
import type { ReviewMail } from './review-mails.server.ts'

const reviewMails = () => import('./review-mails.server.ts')
const reviewInvitations = () => import('./review-invitations.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'review-mail': { appointmentId: number; mail: ReviewMail }
		'review-hidden-mail': { reviewId: number }
	}
}

export const handlers = {
	'review-mail': async ({ appointmentId, mail }) => (await reviewMails()).sendReviewMail(appointmentId, mail),
	'review-hidden-mail': async ({ reviewId }) => (await reviewMails()).sendReviewHiddenMail(reviewId),
} satisfies JobHandlers

// Each inserts or updates a row only from the state it found: replicas sweeping at once invite and remind once.
export const sweeps: Record<string, Sweep> = {
	'review-invitations': { everyMs: 10 * 60_000, run: async (at) => (await reviewInvitations()).inviteToReview(at) },
	'review-reminders': { everyMs: 10 * 60_000, run: async (at) => (await reviewInvitations()).remindToReview(at) },
}
