import { data } from 'react-router'
import type { z } from 'zod'
import { checkAuthRateLimit, tooManyAttemptsMessage } from '#app/modules/auth/rate-limit.server.ts'
import { messages } from '#app/messages.ts'
import { siteMessages } from '#app/site-messages.ts'
import { isDatabaseUnavailable, retryAfterSeconds, warnDatabaseUnavailable } from '#app/modules/db/database-unavailable.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { BodyError, readJsonBody } from '#app/modules/request/read-body.server.ts'
import { isSameOrigin } from '#app/modules/request/same-origin.server.ts'

/** A JSON answer. Messages are JSON strings, as the original API's bodies were strings. */
export const reply = (body: unknown, status = 200, headers?: HeadersInit) => data(body, { status, headers })

export class ApiError extends Error {
	readonly status: number
	readonly headers?: HeadersInit
	constructor(status: number, message: string, headers?: HeadersInit) {
		super(message)
		this.status = status
		this.headers = headers
	}
}

function firstIssue(error: z.ZodError) {
	const issue = error.issues[0]
	if (!issue) return 'Invalid request'
	const field = issue.path.join('.')
	return field ? `${field}: ${issue.message}` : issue.message
}

/**
 * A page on another site cannot drive the API with a visitor's credentials:
 * cross-site browser requests are refused. Clients that are not browsers send
 * no Origin and authenticate with a Bearer token.
 */
function checkOrigin(request: Request) {
	if (!isSameOrigin(request)) throw new ApiError(403, 'Cross-origin requests are not allowed')
}

async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	let body: unknown
	try {
		body = await readJsonBody(request)
	} catch (error) {
		if (error instanceof BodyError) throw new ApiError(error.status, error.message)
		throw error
	}
	const parsed = await schema.safeParseAsync(body ?? {})
	if (!parsed.success) throw new ApiError(400, firstIssue(parsed.error))
	return parsed.data
}

/**
 * The answer to an unexpected failure: 503 `{message}` while the database is
 * unavailable (a restart: the client may try again shortly), otherwise the
 * original API's 501 'Server Error', logged.
 */
export function failureReply(error: unknown, request: Request) {
	const where = `${request.method} ${new URL(request.url).pathname}`
	if (isDatabaseUnavailable(error)) {
		warnDatabaseUnavailable(where, error)
		return reply({ message: siteMessages.serviceUnavailable }, 503, { 'retry-after': String(retryAfterSeconds) })
	}
	logError(error, where)
	return reply(messages.serverError, 501)
}

export type ApiContext = { request: Request; clientIp: string }

/**
 * A POST API endpoint: origin check, optional rate limit, zod-validated JSON,
 * and no unhandled error: bad input is a 4xx with a message; an unexpected
 * failure is the original API's 501 'Server Error' (503 while the database is away).
 */
export function apiAction<S extends z.ZodType>(options: {
	schema: S
	rateLimit?: {
		action: string
		emailOf?: (body: z.output<S>) => string | undefined
		/** True when the e-mail's own limit should not count this request (a known sign-in source). */
		skipEmailLimit?: (body: z.output<S>, context: ApiContext) => Promise<boolean>
	}
	handle: (body: z.output<S>, context: ApiContext) => Promise<ReturnType<typeof reply>>
}) {
	const handler = async ({ request, clientIp }: ApiContext) => {
		try {
			if (request.method !== 'POST') throw new ApiError(405, 'Use POST', { allow: 'POST' })
			checkOrigin(request)
			const body = await readBody(request, options.schema)
			if (options.rateLimit) {
				const skip = (await options.rateLimit.skipEmailLimit?.(body, { request, clientIp })) ?? false
				const wait = await checkAuthRateLimit(options.rateLimit.action, clientIp, options.rateLimit.emailOf?.(body), { countEmail: !skip })
				if (wait > 0) throw new ApiError(429, tooManyAttemptsMessage(wait), { 'retry-after': String(wait) })
			}
			return await options.handle(body, { request, clientIp })
		} catch (error) {
			if (error instanceof ApiError) return reply(error.message, error.status, error.headers)
			return failureReply(error, request)
		}
	}
	// The schema travels with the handler so the API description (openapi.server.ts) reads the very one that validates.
	return Object.assign(handler, { schema: options.schema })
}

/** GET and other methods on an API path: 405, not the page 404. */
export const methodNotAllowed = () => reply('Use POST', 405, { allow: 'POST' })
