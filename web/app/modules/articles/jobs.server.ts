import type { ReviewEvent } from './review-notices.server.ts'
import type { JobHandlers } from '#app/modules/jobs/job-registry.server.ts'

const reviewNotices = () => import('./review-notices.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		/** Queued by the CMS's content webhook when an article's review state changes. */
		'article-review-mail': ReviewEvent
	}
}

export const handlers = {
	'article-review-mail': async (event) => (await reviewNotices()).mailReviewChange(event),
} satisfies JobHandlers
