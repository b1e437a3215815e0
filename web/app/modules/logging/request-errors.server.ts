import type { HandleErrorFunction } from 'react-router'
import { databaseUnavailableContext, isDatabaseUnavailable, warnDatabaseUnavailable } from '#app/modules/db/database-unavailable.server.ts'
import { isSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { logError } from './log-error.server.ts'

/** What the server does with an error React Router hands it (entry.server.tsx's handleError). */
export const handleRequestError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	const where = `${request.method} ${new URL(request.url).pathname}`
	if (isDatabaseUnavailable(error)) {
		// Not a bug: the server answers 503 for this request (server/request-handler.ts).
		context.set(databaseUnavailableContext, true)
		warnDatabaseUnavailable(where, error)
		return
	}
	if (isRefusedCrossSiteWrite(error, request)) {
		// Not a bug either: React Router answered 400 before any route ran (a probe, a form on another site).
		console.warn(`[refused] ${where}: a form posted from another site (Origin: ${toOneLine(request.headers.get('origin') ?? '').slice(0, 100)})`)
		return
	}
	logError(error, where)
}

const mutationMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const toOneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ')

/**
 * React Router's own refusal of an action whose Origin is another site (or not a URL), checked
 * before the root's middleware (request/same-origin.server.ts) can answer its 403: a document
 * request gets "…Aborting the action.", a data request (`.data`) "Bad Request". Only for a request
 * that is indeed cross-site, so no other error is ever taken for one.
 */
function isRefusedCrossSiteWrite(error: unknown, request: Request): boolean {
	if (!(error instanceof Error) || !mutationMethods.has(request.method) || isSameOrigin(request)) return false
	return error.message.endsWith('Aborting the action.') || error.message === 'Bad Request'
}
