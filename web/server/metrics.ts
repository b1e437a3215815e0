// The operators' metrics: each request's duration by route pattern and status
// class, and GET /metrics in Prometheus' text format for the holder of
// METRICS_TOKEN. The registry lives in the app's build (its modules count
// mails, bookings and jobs); the entry module hands it over with these.
import crypto from 'node:crypto'
import type express from 'express'
import type { metrics as appMetrics } from '../app/modules/metrics/metrics.server.ts'
import type { RouteLabel } from '../app/modules/metrics/route-pattern.ts'

type Recorder = Pick<typeof appMetrics, 'httpRequestDuration'>

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Times every request and records it when the answer has gone. The route is
 * the pattern React Router matched (the root's middleware writes it into
 * `res.locals.routeLabel`); requests it never saw are "static" (build assets
 * and public files), "metrics", or "unmatched" (refused before routing).
 */
export function requestMetrics(metrics: Recorder): express.RequestHandler {
	return (req, res, next) => {
		const label: RouteLabel = { pattern: null }
		res.locals.routeLabel = label
		const end = metrics.httpRequestDuration.startTimer()
		res.on('finish', () => {
			const route = label.pattern ?? (req.path === '/metrics' ? 'metrics' : res.locals.servedStatic ? 'static' : 'unmatched')
			end({ method: methods.has(req.method) ? req.method : 'OTHER', route, status_class: `${Math.floor(res.statusCode / 100)}xx` })
		})
		next()
	}
}

/** Marks what the static handlers after it serve (the build's assets), for the route label. */
export const markStatic: express.RequestHandler = (_req, res, next) => {
	res.locals.servedStatic = true
	next()
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest()

/**
 * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`. Without the
 * variable the path is the site's own (a 404 page): nothing says metrics exist.
 * A wrong or missing token is a 401; the comparison takes the same time for any.
 */
export function metricsEndpoint({ token, text }: { token: string | undefined; text: () => Promise<{ contentType: string; body: string }> }): express.RequestHandler {
	if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (or unset, which turns /metrics off)')
	const expected = token ? digest(`Bearer ${token}`) : null
	return (req, res, next) => {
		if (!expected) return next()
		if (!crypto.timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
			res.status(401).set('www-authenticate', 'Bearer realm="metrics"').set('cache-control', 'no-store').type('text/plain').send('A metrics token is needed (Authorization: Bearer …)\n')
			return
		}
		text().then(
			({ contentType, body }) => res.status(200).set('content-type', contentType).set('cache-control', 'no-store').send(body),
			(error: unknown) => {
				console.warn(`[metrics] ${(error as Error).message}`)
				res.status(503).set('cache-control', 'no-store').type('text/plain').send('Metrics are unavailable for a moment\n')
			},
		)
	}
}
