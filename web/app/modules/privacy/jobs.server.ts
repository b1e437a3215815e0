import type { Locale } from '#app/i18n/locale.ts'
import type { JobHandlers } from '#app/modules/jobs/job-registry.server.ts'

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		/** "Erase what I sent" (issue 48 point 5): the code that proves the address. */
		'privacy-erasure-code': { email: string; locale: Locale }
	}
}

export const handlers = {
	'privacy-erasure-code': async ({ email, locale }) => (await import('./visitor-erasure.server.ts')).sendErasureCode(email, locale),
} satisfies JobHandlers
