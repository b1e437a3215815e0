import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'
import { scheduleLapsedPlanCheck } from '#app/modules/billing/lapsed-subscriptions.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDbHandle } from '#app/modules/db/db.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'

// Fail at start-up, not at the first request: a bad environment or a database
// held by another process stops the server with a clear message.
getEnv()
await getDbHandle()
scheduleLapsedPlanCheck()

export { clientIpContext } from '#app/modules/request/client-ip.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		// Crawlers and no-JS clients get the whole document at once.
		const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
			[readyEvent]() {
				shellRendered = true
				const body = new PassThrough()
				responseHeaders.set('Content-Type', 'text/html')
				responseHeaders.set('X-Content-Type-Options', 'nosniff')
				responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin')
				responseHeaders.set('X-Frame-Options', 'DENY')
				resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
				pipe(body)
			},
			onShellError(error: unknown) {
				reject(error)
			},
			onError(error: unknown) {
				responseStatusCode = 500
				if (shellRendered) logError(error, 'render')
			},
		})
		setTimeout(abort, streamTimeout + 1000)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	logError(error, `${request.method} ${new URL(request.url).pathname}`)
}
