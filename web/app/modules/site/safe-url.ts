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
 * A same-site path to return to after a detour (sign-in, checkout): the path,
 * query and hash of a site path, or the fallback for anything else. The value
 * judged is the one that will be sent: URL parsing resolves dot segments (also
 * percent-encoded ones), so `/.//evil.example` becomes `//evil.example`, which a
 * browser reads as another host. The normalised path must itself be a site path
 * and normalise to itself.
 */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
	if (typeof value !== 'string' || value.length > 2000 || !isSitePath(value)) return fallback
	const normalised = sitePathOf(value)
	if (normalised === null || !isSitePath(normalised) || sitePathOf(normalised) !== normalised) return fallback
	return normalised
}

function sitePathOf(value: string): string | null {
	const base = 'http://site.invalid'
	let url: URL
	try {
		url = new URL(value, base)
	} catch {
		return null
	}
	if (url.origin !== base) return null
	return `${url.pathname}${url.search}${url.hash}`
}
