// SIGTERM (docker stop, a deploy): stop taking connections, let the requests in
// flight finish (at most DRAIN_TIMEOUT_MS, default 10 s), then close the app's
// resources and exit. A second signal while draining is ignored.
import type http from 'node:http'
import type express from 'express'

export function trackInFlight() {
	let inFlight = 0
	let idle: (() => void) | null = null
	const middleware: express.RequestHandler = (_req, res, next) => {
		inFlight += 1
		res.on('close', () => {
			inFlight -= 1
			if (inFlight === 0) idle?.()
		})
		next()
	}
	const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)))
	return { middleware, drained, count: () => inFlight }
}

export function shutDownGracefully(options: {
	server: http.Server
	drained: () => Promise<void>
	inFlight: () => number
	close: () => Promise<void>
	log: (message: string) => void
	timeoutMs: number
}) {
	let stopping = false
	const stop = async (signal: NodeJS.Signals) => {
		if (stopping) return
		stopping = true
		options.log(`${signal}: draining ${options.inFlight()} request(s)`)
		options.server.close()
		// Keep-alive connections would hold close() open; idle ones can go now.
		options.server.closeIdleConnections()
		const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), options.timeoutMs).unref())
		const outcome = await Promise.race([options.drained().then(() => 'drained' as const), timeout])
		if (outcome === 'timeout') {
			options.log(`drain timed out with ${options.inFlight()} request(s) left`)
			options.server.closeAllConnections()
		}
		await options.close().catch((error: unknown) => options.log(`closing failed: ${(error as Error).message}`))
		process.exit(signal === 'SIGINT' ? 130 : 0)
	}
	process.on('SIGTERM', (signal) => void stop(signal))
	process.on('SIGINT', (signal) => void stop(signal))
}
