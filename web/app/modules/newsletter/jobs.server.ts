import type { Locale } from '#app/i18n/locale.ts'
import type { JobHandlers } from '#app/modules/jobs/job-registry.server.ts'

const subscriptions = () => import('./subscriptions.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'newsletter-code': { email: string; locale?: Locale }
		'newsletter-welcome': { subscriberId: number }
	}
}

export const handlers = {
	'newsletter-code': async ({ email, locale }) => (await subscriptions()).sendSubscriptionCode(email, locale),
	'newsletter-welcome': async ({ subscriberId }) => (await subscriptions()).sendWelcome(subscriberId),
} satisfies JobHandlers
