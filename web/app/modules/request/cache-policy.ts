// Plain TypeScript with no aliased imports: the production server applies it to
// every answer (server/request-handler.ts); vitest tests it directly.

/** Shared caches (a CDN, the caching proxy) may keep public pages this long. */
export type CacheSettings = { sMaxAge: number; staleWhileRevalidate: number }

export const defaultCacheSettings: CacheSettings = { sMaxAge: 60, staleWhileRevalidate: 600 }

export const noStore = 'private, no-store'

// Pages that look the same for every visitor who is not signed in. A `.data`
// suffix (React Router's navigation requests) counts as the page.
const publicPages = [
	/^\/$/,
	/^\/(home|services|aboutus|terms|privacypolicy|blogpage|ai-blogpage|search|menu|newsletter|verified|how-listings-are-ordered)$/,
	/^\/(singlepost|ai-singlepost|viewdoctorprofile)\/[^/]+$/,
	/^\/dietitians(\/[^/]+){1,2}$/,
]

// A Spanish page (`/es/…`, issue 32) is public when its English twin is.
const withoutSpanishPrefix = (pathname: string) => pathname.replace(/^\/es(?=\/|$)/, '') || '/'

export const isPublicPage = (pathname: string) => publicPages.some((pattern) => pattern.test(withoutSpanishPrefix(pathname.replace(/\.data$/, ''))))

export type CacheInput = {
	method: string
	pathname: string
	status: number
	/** The request carried a session cookie (signed in, or a stale session being cleared). */
	hasSession: boolean
	/** The answer sets a cookie (a session, a flash toast being read). */
	setsCookie: boolean
	/** Cache-Control the route chose itself, if any. */
	current: string | null
}

/**
 * The Cache-Control of an answer. Logged-out GETs of public pages may be kept
 * by shared caches for a minute and served stale while refreshing; anything
 * personal (a session, a cookie being set, a form answer, /api, /admin, /dev)
 * is `private, no-store`. A route's own header wins only when nothing personal is involved.
 */
export function cacheControlFor(input: CacheInput, settings: CacheSettings = defaultCacheSettings): string | null {
	const readOnly = input.method === 'GET' || input.method === 'HEAD'
	if (!readOnly || input.hasSession || input.setsCookie) return noStore
	if (/^\/(api|admin|dev)(\/|\.|$)/.test(input.pathname)) return noStore
	if (input.current) return input.current
	if (input.status === 200 && isPublicPage(input.pathname)) {
		return `public, max-age=0, s-maxage=${settings.sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`
	}
	return noStore
}

/** Whether a Cookie header holds a session (the name the auth module sets). */
export const hasSessionCookieHeader = (cookie: string | null) => /(?:^|;\s*)en_session=[^;]+/.test(cookie ?? '')
