import { data, type MiddlewareFunction } from 'react-router'
import { getEnv } from '#app/modules/config/env.server.ts'

/**
 * Whether a state-changing request comes from this site's own pages. Browsers
 * send Origin (and Sec-Fetch-Site) on cross-site posts; a request with neither
 * is not from a browser page (an API client, a test) and carries no ambient
 * credentials of a visitor.
 */
export function isSameOrigin(request: Request): boolean {
	const origin = request.headers.get('origin')
	if (origin !== null) {
		const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin])
		return allowed.has(origin)
	}
	const site = request.headers.get('sec-fetch-site')
	return site === null || site === 'same-origin' || site === 'none'
}

/**
 * For resource routes that change state with the visitor's cookie (React
 * Router checks page actions itself, not resource routes): a cross-site post is a 403.
 */
export function requireSameOrigin(request: Request) {
	if (!isSameOrigin(request)) throw data('Cross-origin requests are not allowed', { status: 403 })
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The root route's guard for every action, page or resource route. React Router
 * refuses a page action whose Origin names another site, but not one without
 * Origin that the browser marks `Sec-Fetch-Site: cross-site`: this refuses both.
 */
export const refuseCrossSiteWrites: MiddlewareFunction<Response> = ({ request }, next) => {
	if (!readOnlyMethods.has(request.method)) requireSameOrigin(request)
	return next()
}
