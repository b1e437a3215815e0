import type { JobHandlers, Sweep } from '#app/modules/jobs/job-registry.server.ts'

const availability = () => import('./availability.server.ts')
const profileSubmission = () => import('./profile-submission.server.ts')
const closedListings = () => import('./closed-listings.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'profile-submitted': { userId: number }
		'availability-mail': { userId: number }
	}
}

export const handlers = {
	'profile-submitted': async ({ userId }) => (await profileSubmission()).mailSubmissionConfirmation(userId),
	'availability-mail': async ({ userId }) => (await availability()).sendAvailabilityMail(userId),
} satisfies JobHandlers

export const sweeps: Record<string, Sweep> = {
	// Listings that stay true (issue 30): a "still accepting?" mail is due every 30 days; hourly is late by at most an hour.
	'availability-mail': { everyMs: 60 * 60_000, run: async (at) => (await availability()).queueAvailabilityMails(at) },
	// A deleted account's address answers 410 for a year (issue 48), then 404.
	'closed-listings-retention': { everyMs: 24 * 60 * 60_000, run: async (at) => (await closedListings()).deleteOldClosedListings(at) },
}
