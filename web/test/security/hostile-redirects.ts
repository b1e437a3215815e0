/**
 * Values a request may supply as a place to go (`next`, `redirectTo`, a remembered path) that a browser
 * would follow off this site, once the URL parser or the browser has normalised them: dot segments,
 * also percent-encoded; backslashes, which browsers read as slashes; tabs and line breaks, which they
 * drop; other schemes; protocol-relative addresses. Every route that redirects to such a value runs
 * this whole table (redirect-targets.test.ts).
 */
export const hostileRedirectTargets = [
	// Issue 41 point 1: each of these was answered `Location: //evil.example` by the language switch.
	'/.//evil.example',
	'/%2e%2e//evil.example',
	'/..//evil.example',
	'/a/..//evil.example',
	// Dot segments, other spellings
	'/%2E%2E//evil.example',
	'/%2e//evil.example',
	'/.%2e//evil.example',
	'/a/%2e%2e//evil.example',
	'/a/../..//evil.example',
	'/./.././/evil.example',
	// Backslashes (read as `/` by browsers and the URL parser)
	'/\\evil.example',
	'\\\\evil.example',
	'\\/evil.example',
	'/./\\evil.example',
	'/.\\/evil.example',
	// Tabs, line breaks and controls (dropped by browsers inside URLs)
	'/\t/evil.example',
	'/\n/evil.example',
	'/\r//evil.example',
	'/\u0000//evil.example',
	'/%0a/\t/evil.example',
	' //evil.example',
	// Protocol-relative and absolute addresses elsewhere
	'//',
	'//evil.example',
	'///evil.example',
	'//evil.example/%2e%2e',
	'https://evil.example',
	'https:evil.example',
	'https:evil',
	'http:evil.example',
	'http:/evil.example',
	'HTTPS://evil.example',
	'https://localhost:3000@evil.example',
	'https://evil.example#localhost:3000',
	// Other schemes
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'',
	// Very long
	`/${'a'.repeat(3000)}`,
] as const

/**
 * Whether a Location keeps a browser on the site: read against the site's address it stays there, and it
 * is written as a path (one leading slash, nothing a browser would turn into another host).
 */
export function staysOnSite(location: string | null, site = 'http://localhost:3000'): boolean {
	if (location === null) return false
	if (!location.startsWith('/') || location.startsWith('//') || /[\\\u0000-\u0020]/.test(location)) return false
	return new URL(location, site).origin === new URL(site).origin
}
