import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { InlineCssContext } from '#app/components/inline-css.tsx'
import { NonceContext } from '#app/components/nonce.tsx'
import { scheduleLapsedPlanCheck } from '#app/modules/billing/lapsed-subscriptions.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { paymentFormTargets } from '#app/modules/billing/checkout-hosts.server.ts'
import { createNonce, documentSecurityHeaders } from '#app/modules/security/security-headers.server.ts'
import { closeDb, getDbHandle } from '#app/modules/db/db.server.ts'
import { startCmsCacheListener, stopCmsCacheListener } from '#app/modules/cms/cache-broadcast.server.ts'
import { closeRedis } from '#app/modules/redis/redis.server.ts'
import { startJobWorker, stopJobWorker } from '#app/modules/jobs/job-queue.server.ts'
import { registerBackgroundWork } from '#app/background-work.server.ts'
import { stopSearchAppearances } from '#app/modules/statistics/search-appearances.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { handleRequestError } from '#app/modules/logging/request-errors.server.ts'
import { coalescedStream } from '#app/modules/request/coalesced-stream.server.ts'
import { siteCss } from '#app/modules/site/site-css.server.ts'
import { messagesFor } from '#app/i18n/catalogue.server.ts'
import { FallbackMessagesContext } from '#app/i18n/fallback-messages.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'

// Fail at start-up, not at the first request: a bad environment or a database
// held by another process stops the server with a clear message.
getEnv()
if (!(globalThis as { __serverManagesShutdown?: boolean }).__serverManagesShutdown) {
	// Under the development server: registered before the database's own shutdown
	// hook, so no job starts on a closing database.
	process.on('SIGTERM', () => void stopJobWorker())
	process.on('SIGINT', () => void stopJobWorker())
}
await getDbHandle()
await startCmsCacheListener()
registerBackgroundWork()
startJobWorker()
scheduleLapsedPlanCheck()

/** Called by the production server once in-flight requests are done. */
export async function shutdown() {
	await stopJobWorker()
	// The search appearances still in memory, before the database closes.
	await stopSearchAppearances()
	await stopCmsCacheListener()
	await closeRedis()
	await closeDb()
}

export { clientIpContext, peerContext } from '#app/modules/request/client-ip.ts'
export { databaseUnavailableContext, retryAfterSeconds } from '#app/modules/db/database-unavailable.server.ts'
export { routeLabelContext } from '#app/modules/metrics/route-pattern.ts'
export { metrics } from '#app/modules/metrics/metrics.server.ts'
export { metricsText } from '#app/modules/metrics/metrics-text.server.ts'

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
		const nonce = createNonce()
		const app = (
			<NonceContext.Provider value={nonce}>
				<InlineCssContext.Provider value={siteCss}>
					<FallbackMessagesContext.Provider value={{ locale: localeFromUrl(request.url), messages: messagesFor(localeFromUrl(request.url), ['common', 'newsletter']) }}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</FallbackMessagesContext.Provider>
				</InlineCssContext.Provider>
			</NonceContext.Provider>
		)
		const { pipe, abort } = renderToPipeableStream(app, {
			nonce,
			// React writes a finished Suspense boundary apart (hidden, put in place by a script) once the
			// document passes 12.8 KB, which ours does in its inline stylesheet: the signed-in menu would be
			// missing without JavaScript. What is ready when the document is sent is written in place.
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			[readyEvent]() {
				shellRendered = true
				const body = coalescedStream()
				responseHeaders.set('Content-Type', 'text/html')
				documentSecurityHeaders(responseHeaders, nonce, { formTargets: paymentFormTargets(request) })
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

/** Errors React Router hands the server: a refused cross-site post and an absent database are warnings, the rest errors. */
export const handleError = handleRequestError
