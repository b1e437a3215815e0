import { getEnv } from '#app/modules/config/env.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'

/**
 * The one search limit per client address, shared by the /search page and the
 * search API (the same key): loose (a person paging through results never meets
 * it), there to stop a script from copying the directory or loading the
 * database. It counts at the origin, so a page a CDN serves from its cache costs
 * nothing. SEARCH_RATE_LIMIT_PER_MINUTE (default 120); browser tests raise it.
 */
export const searchesPerMinute = () => getEnv().SEARCH_RATE_LIMIT_PER_MINUTE

/** Counts one search by `clientIp`; the seconds to wait when it is over the limit, else 0. */
export const searchRateLimitWait = (clientIp: string) => hitRateLimit(`dietitian-search:ip:${clientIp}`, searchesPerMinute())

export const tooManySearchesMessage = (seconds: number) =>
	`Too many searches from this address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
