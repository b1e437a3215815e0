// The production web server: Express in front of the React Router build.
// A custom server (rather than react-router-serve) so that the database is opened
// before the port is, the client address reaches the rate limits, and SIGTERM
// closes the database cleanly.
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import { redactUrl } from './app/modules/logging/redact-url.ts'
import { createRequestHandler, refuseOversizedBodies } from './server/request-handler.ts'

const buildDir = path.join(import.meta.dirname, 'build')
// Importing the build runs entry.server's start-up: environment check, database open.
const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
// The context key must be the very object the app reads, so it comes from the build.
const { clientIpContext, peerContext } = build.entry.module as unknown as {
	clientIpContext: RouterContext<string>
	peerContext: RouterContext<{ address: string; forwarded: boolean } | null>
}

const app = express()
app.disable('x-powered-by')
if (process.env.TRUST_PROXY) app.set('trust proxy', Number(process.env.TRUST_PROXY) || true)
app.use(compression())
app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
// The access log never holds a credential from a query string (verification links, codes).
morgan.token('safe-url', (req) => redactUrl((req as express.Request).originalUrl ?? req.url ?? ''))
if (process.env.REQUEST_LOG !== 'off') app.use(morgan(':method :safe-url :status :res[content-length] - :response-time ms'))
app.all(
	'/{*splat}',
	refuseOversizedBodies,
	createRequestHandler({
		build,
		getLoadContext(req) {
			const context = new RouterContextProvider()
			context.set(clientIpContext, req.ip ?? 'unknown')
			context.set(peerContext, {
				address: req.socket.remoteAddress ?? '',
				forwarded: Boolean(req.get('x-forwarded-for') ?? req.get('forwarded') ?? req.get('x-real-ip')),
			})
			return context
		},
	}),
)

const port = Number(process.env.PORT ?? 3000)
// Loopback unless told otherwise: a reachable server is a decision (see env.server.ts).
const host = process.env.HOST || '127.0.0.1'
app.listen(port, host, () => console.log(`[web] listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`))
