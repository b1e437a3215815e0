import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'

/**
 * The search API's limit per client address: loose (a person paging through
 * results never meets it), there to stop a script from copying the directory
 * or loading the database.
 */
export const searchesPerMinute = 120

/** Counts one search by `clientIp`; the seconds to wait when it is over the limit, else 0. */
export const searchRateLimitWait = (clientIp: string) => hitRateLimit(`dietitian-search:ip:${clientIp}`, searchesPerMinute)

export const tooManySearchesMessage = (seconds: number) =>
	`Too many searches from this address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
