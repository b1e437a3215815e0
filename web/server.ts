// The production web server: Express in front of the React Router build.
// A custom server (rather than react-router-serve) so that the database is opened
// before the port is, bodies are limited before they are read, the client address
// reaches the rate limits, logs are structured, and SIGTERM drains requests
// before the database closes.
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import { accessLog, createLogger, routeConsoleToLogger } from './server/logging.ts'
import { markStatic, metricsEndpoint, requestMetrics } from './server/metrics.ts'
import { documentBrotliQuality, precompressedAssets } from './server/precompressed-assets.ts'
import { publicFiles } from './server/public-files.ts'
import { createRequestHandler, refuseOversizedBodies } from './server/request-handler.ts'
import { shutDownGracefully, trackInFlight } from './server/shutdown.ts'
import { createLimitedServer, slowClientLimits } from './server/slow-clients.ts'

const logger = createLogger()
routeConsoleToLogger(logger)
;(globalThis as { __serverManagesShutdown?: boolean }).__serverManagesShutdown = true

const buildDir = path.join(import.meta.dirname, 'build')
// Importing the build runs entry.server's start-up: environment check, database open.
const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
// The context keys must be the very objects the app reads, so they come from the build.
const entry = build.entry.module as unknown as {
	clientIpContext: RouterContext<string>
	peerContext: RouterContext<{ address: string; forwarded: boolean } | null>
	databaseUnavailableContext: RouterContext<boolean>
	routeLabelContext: RouterContext<{ pattern: string | null } | null>
	retryAfterSeconds: number
	shutdown: () => Promise<void>
	metrics: Parameters<typeof requestMetrics>[0]
	metricsText: () => Promise<{ contentType: string; body: string }>
}

const app = express()
app.disable('x-powered-by')
const trustProxy = Boolean(process.env.TRUST_PROXY)
if (trustProxy) app.set('trust proxy', Number(process.env.TRUST_PROXY) || true)
const inFlight = trackInFlight()
app.use(inFlight.middleware)
app.use(accessLog(logger, { enabled: process.env.REQUEST_LOG !== 'off', trustIncomingId: trustProxy }))
app.use(requestMetrics(entry.metrics))
// Each replica's own figures, for the operators' Prometheus (docs/decisions/109); the proxy does not pass it.
app.get('/metrics', metricsEndpoint({ token: process.env.METRICS_TOKEN || undefined, text: entry.metricsText }))
// Documents and API answers: brotli to the browsers that take it (gzip to the others) at quality 5,
// where the size stops falling for the time it costs (docs/decisions/087; `npm run bench` prints the table).
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: documentBrotliQuality } } }))
app.use('/assets', markStatic)
app.use('/assets', precompressedAssets(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
app.use(publicFiles(path.join(buildDir, 'client'), { maxAge: '1h' }))
app.all(
	'/{*splat}',
	refuseOversizedBodies,
	createRequestHandler({
		build,
		getLoadContext(req, res) {
			const context = new RouterContextProvider()
			context.set(entry.clientIpContext, req.ip ?? 'unknown')
			context.set(entry.routeLabelContext, res.locals.routeLabel as { pattern: string | null })
			context.set(entry.peerContext, {
				address: req.socket.remoteAddress ?? '',
				forwarded: Boolean(req.get('x-forwarded-for') ?? req.get('forwarded') ?? req.get('x-real-ip')),
			})
			return context
		},
		databaseUnavailable: (context) => context.get(entry.databaseUnavailableContext),
		retryAfterSeconds: entry.retryAfterSeconds,
	}),
)

const port = Number(process.env.PORT ?? 3000)
// Loopback unless told otherwise: a reachable server is a decision (see env.server.ts).
const host = process.env.HOST || '127.0.0.1'
// Slow clients are cut off in time and one address holds a bounded number of connections (server/slow-clients.ts).
const server = createLimitedServer(app, slowClientLimits()).listen(port, host, () => console.log(`[web] listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`))
shutDownGracefully({
	server,
	drained: inFlight.drained,
	inFlight: inFlight.count,
	close: entry.shutdown,
	log: (message) => console.log(`[web] ${message}`),
	timeoutMs: Number(process.env.DRAIN_TIMEOUT_MS ?? 10_000),
})
