import type { JobHandlers } from '#app/modules/jobs/job-registry.server.ts'

const passwordReset = () => import('./password-reset.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'password-reset-request': { email: string }
	}
}

export const handlers = {
	'password-reset-request': async ({ email }) => (await passwordReset()).sendPasswordResetCode(email),
} satisfies JobHandlers
