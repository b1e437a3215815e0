// Plain TypeScript with no aliased imports: the production server (server.ts)
// imports this file directly to refuse oversized bodies before reading them.

const KiB = 1024
const MiB = 1024 * KiB

/** The largest request body each kind of route accepts, in bytes. */
export const bodyLimits = {
	/** Auth forms, the POST API, every other form. */
	standard: 64 * KiB,
	/** Signed webhooks (Stripe, the CMS): event payloads. */
	webhook: 1 * MiB,
	/** Photo uploads (profile photos, article covers): a 5 MB image plus the form around it. */
	upload: 6 * MiB,
} as const

// Longest prefix first; the `.data` suffix of React Router's data requests is ignored.
const routeKinds: [prefix: string, limit: number][] = [
	['/api/user/change-avatar', bodyLimits.upload],
	['/setupprofile', bodyLimits.upload],
	['/viewprofile', bodyLimits.upload],
	// The article editor: a long Markdown body and a cover image.
	['/articleeditor', bodyLimits.upload],
	['/api/stripe/webhook', bodyLimits.webhook],
	// Postmark's records are small; its handler holds them to 256 KB (postmark-webhook.server.ts).
	['/api/postmark/webhook', bodyLimits.webhook],
	['/webhooks/', bodyLimits.webhook],
]

export function bodyLimitFor(pathname: string): number {
	// A Spanish twin (/es/setupprofile, issue 42 point 10) takes what its English page takes.
	const path = pathname.replace(/\.data$/, '').replace(/^\/es(?=\/)/, '')
	for (const [prefix, limit] of routeKinds) {
		if (path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}.`)) return limit
	}
	return bodyLimits.standard
}

export class BodyTooLargeError extends Error {
	readonly limit: number
	constructor(limit: number) {
		super(`The request body is larger than ${formatBytes(limit)}`)
		this.limit = limit
		this.name = 'BodyTooLargeError'
	}
}

export const formatBytes = (bytes: number) => (bytes >= MiB ? `${Math.round(bytes / MiB)} MB` : `${Math.round(bytes / KiB)} KB`)
