import crypto from 'node:crypto'
import type { Route } from './+types/calendar.$file'
import { calendarFeedFor } from '#app/modules/appointments/calendar-feed.server.ts'

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * A dietitian's private calendar feed (issue 45 point 1): /calendar/<token>.ics,
 * the token is the credential (no session: calendar apps poll it). Clients poll
 * often, so the answer carries an ETag and a matching If-None-Match gets a 304;
 * `private` keeps shared caches from holding a feed a new address has replaced.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const token = params.file?.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : null
	const body = token ? await calendarFeedFor(token) : null
	if (body === null) return notFound()
	const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
	const headers = {
		etag,
		'cache-control': 'private, max-age=0, must-revalidate',
		'x-robots-tag': 'noindex',
		'referrer-policy': 'no-referrer',
		'x-content-type-options': 'nosniff',
	}
	const asked = request.headers.get('if-none-match')
	if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers })
	return new Response(body, { headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="visits.ics"' } })
}
