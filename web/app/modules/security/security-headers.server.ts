import crypto from 'node:crypto'
import { isProduction } from '#app/modules/config/env.server.ts'

export const createNonce = () => crypto.randomBytes(16).toString('base64')

/**
 * The Content-Security-Policy of every page: scripts only from this site or
 * with this response's nonce, no plugins, no framing, no foreign <base>, forms
 * posting only here (and to `formTargets`, e.g. a payment page a form leads to).
 * Images may come from https addresses, as article covers may.
 */
export function contentSecurityPolicy(nonce: string, { formTargets = [] as string[] } = {}) {
	const directives = [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		// Style attributes (a few computed widths and animations) cannot carry a nonce.
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: https:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'none'",
		`form-action ${["'self'", ...formTargets].join(' ')}`,
	]
	if (isProduction()) directives.push('upgrade-insecure-requests')
	return directives.join('; ')
}

/** Headers of every HTML document. */
export function documentSecurityHeaders(headers: Headers, nonce: string, options?: { formTargets?: string[] }) {
	// The development server injects its own scripts: the policy applies to the production build.
	if (process.env.NODE_ENV === 'production') headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, options))
	headers.set('X-Content-Type-Options', 'nosniff')
	headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
	headers.set('X-Frame-Options', 'DENY')
	headers.set('Cross-Origin-Opener-Policy', 'same-origin')
	headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()')
	if (isProduction()) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
}
