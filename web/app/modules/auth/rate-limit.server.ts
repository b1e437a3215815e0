import { getEnv } from '#app/modules/config/env.server.ts'

type Window = { startedAt: number; count: number }
const windows = new Map<string, Window>()
const windowMs = 60_000

/**
 * Fixed one-minute windows per key, in this process's memory: enough for one
 * web process; several processes would each allow the limit. Returns the
 * seconds to wait when the key is over its limit, or 0.
 */
export function hitRateLimit(key: string, limit = getEnv().AUTH_RATE_LIMIT_PER_MINUTE): number {
	const now = Date.now()
	const current = windows.get(key)
	if (!current || now - current.startedAt >= windowMs) {
		windows.set(key, { startedAt: now, count: 1 })
		if (windows.size > 50_000) pruneExpired(now)
		return 0
	}
	current.count += 1
	if (current.count <= limit) return 0
	return Math.ceil((current.startedAt + windowMs - now) / 1000)
}

function pruneExpired(now: number) {
	for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key)
}

export const tooManyAttemptsMessage = (seconds: number) =>
	`Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`

/**
 * Limits an auth post by client address and, when given, by the e-mail it is
 * about. `countEmail: false` (a known sign-in source of that account) skips
 * the e-mail's limit, which strangers could otherwise use to lock the owner out.
 */
export async function checkAuthRateLimit(action: string, ip: string, email?: string, { countEmail = true } = {}): Promise<number> {
	const byIp = hitRateLimit(`${action}:ip:${ip}`)
	const byEmail = email && countEmail ? hitRateLimit(`${action}:email:${email.toLowerCase()}`) : 0
	return Math.max(byIp, byEmail)
}
