import { getEnv } from '#app/modules/config/env.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'

/** One hit of an auth post against its per-minute limit; seconds to wait, or 0. */
const hit = (key: string) => hitRateLimit(key, getEnv().AUTH_RATE_LIMIT_PER_MINUTE)

export const tooManyAttemptsMessage = (seconds: number) =>
	`Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`

/**
 * Limits an auth post by client address and, when given, by the e-mail it is
 * about, counted per person (`sam+2@…` is `sam@…`, modules/validation/email-key.ts). `countEmail: false` (a known sign-in source of that account) skips
 * the e-mail's limit, which strangers could otherwise use to lock the owner out.
 */
export async function checkAuthRateLimit(action: string, ip: string, email?: string, { countEmail = true } = {}): Promise<number> {
	const [byIp, byEmail] = await Promise.all([
		hit(`${action}:ip:${ip}`),
		email && countEmail ? hit(`${action}:email:${emailKey(email)}`) : 0,
	])
	return Math.max(byIp, byEmail)
}
