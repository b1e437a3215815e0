/**
 * The one URL rule of the site. Anything a user types that becomes a link or an
 * image (article covers, Markdown links and images, profile websites) passes
 * through here, so a value like `//evil.example/x` or `/\evil.example/x` (which
 * browsers read as another host) never counts as "a path on this site".
 */

// Browsers drop tabs and line breaks inside URLs and read `\` as `/`, so any of
// them, or a control character, makes a value unsafe to judge.
const unsafeCharacters = /[\\\u0000-\u0020\u007F-\u009F]/

/** A path on this site: one leading slash, not followed by another slash. */
export function isSitePath(value: string): boolean {
	return value.startsWith('/') && !value.startsWith('//') && !unsafeCharacters.test(value)
}

function parseWebUrl(value: string, protocols: string[]): URL | null {
	if (unsafeCharacters.test(value)) return null
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return null
	}
	if (!protocols.includes(url.protocol)) return null
	// user:password@host hides the real host from readers.
	if (url.username || url.password || !url.hostname.includes('.')) return null
	return url
}

/** An absolute https:// address on a real host name. */
export const isHttpsUrl = (value: string) => parseWebUrl(value, ['https:']) !== null

/** An absolute http:// or https:// address on a real host name. */
export const isWebUrl = (value: string) => parseWebUrl(value, ['http:', 'https:']) !== null

/** Where an image may come from: this site, or an https:// address. */
export const isSafeImageSource = (value: string) => isSitePath(value) || isHttpsUrl(value)

/** Where a link may lead: this site, a web address, or an e-mail address. */
export function isSafeLinkTarget(value: string): boolean {
	if (isSitePath(value) || isWebUrl(value)) return true
	return /^mailto:[^\s@/\\]+@[^\s@/\\]+\.[^\s@/\\]+$/i.test(value) && !unsafeCharacters.test(value)
}

/**
 * The one judge of a place to go that a request supplies (sign-in's `redirectTo`, the
 * language switch's `next`, a guard's remembered path, a Referer): the path, query and hash
 * to redirect to, or the fallback. The value judged is the one that will be sent: it is
 * parsed as a URL against the site's origin first, which resolves dot segments (also
 * percent-encoded ones) and reads backslashes as slashes, so `/.//evil.example` and
 * `/%2e%2e//evil.example` become `//evil.example`, which a browser reads as another host.
 * What is left must be on the site's origin and a path with one leading slash, and
 * normalising it again must not change it. A site path, or an absolute address on the
 * site's own origin (a Referer), passes; anything else (another scheme, another host, a
 * tab, line break or control character that browsers drop) gives the fallback.
 * docs/decisions/110.
 */
export function safeRedirectPath(value: unknown, fallback = '/home', siteOrigin = 'http://site.invalid'): string {
	if (typeof value !== 'string' || value.length > 2000 || unsafeCharacters.test(value)) return fallback
	const path = sitePathOf(value, siteOrigin)
	if (path === null || !isSitePath(path) || sitePathOf(path, siteOrigin) !== path) return fallback
	return path
}

function sitePathOf(value: string, siteOrigin: string): string | null {
	let url: URL
	let site: URL
	try {
		site = new URL(siteOrigin)
		// A path is read against the site; anything else must be an absolute address on its own.
		url = value.startsWith('/') ? new URL(value, site) : new URL(value)
	} catch {
		return null
	}
	if (url.origin !== site.origin || url.username || url.password) return null
	return `${url.pathname}${url.search}${url.hash}`
}
