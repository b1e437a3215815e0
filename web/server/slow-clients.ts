// How long the production server waits for a client, and how many connections one address may
// hold (issue 41 point 4). Node's defaults held a body trickled in a byte every 5 s for 329 s
// and headers for 89 s, each holding a connection and its memory. The proxy in front
// (docker/nginx.conf) sets the matching limits for the clients it serves. Plain TypeScript with
// no aliased imports: server.ts imports it directly, and so do the tests.
import http, { type RequestListener } from 'node:http'
import type { Socket } from 'node:net'

export type SlowClientLimits = {
	/** The whole request line and headers must arrive within this (SERVER_HEADERS_TIMEOUT_MS). */
	headersTimeoutMs: number
	/** The whole request, headers and body, must arrive within this (SERVER_REQUEST_TIMEOUT_MS). */
	requestTimeoutMs: number
	/** Open connections one client address may hold at once; 0: no cap (SERVER_CONNECTIONS_PER_ADDRESS). */
	connectionsPerAddress: number
	/** How often Node looks for requests past their time: a client is cut off at most this much late. */
	checkIntervalMs: number
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
	const raw = env[name]
	if (raw === undefined || raw === '') return fallback
	const value = Number(raw)
	if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (${raw} given)`)
	return value
}

/**
 * The limits from the environment. Defaults: 15 s for the headers (a phone on a poor connection
 * sends its few hundred bytes in well under a second; 15 s covers a stalled radio), 60 s for the
 * whole request (the largest body we take, a 6 MB photo form, at 1 Mbit/s, a slow phone's upload),
 * and 50 connections per address (a browser opens 6 per site; several people behind one office
 * address). Behind a proxy (TRUST_PROXY) every connection comes from the proxy, which counts
 * clients itself (limit_conn), so the cap is off unless set.
 */
export function slowClientLimits(env: NodeJS.ProcessEnv = process.env): SlowClientLimits {
	const headersTimeoutMs = wholeNumber(env, 'SERVER_HEADERS_TIMEOUT_MS', 15_000)
	// Node requires the request's time to cover the headers' time.
	const requestTimeoutMs = Math.max(wholeNumber(env, 'SERVER_REQUEST_TIMEOUT_MS', 60_000), headersTimeoutMs)
	return {
		headersTimeoutMs,
		requestTimeoutMs,
		connectionsPerAddress: wholeNumber(env, 'SERVER_CONNECTIONS_PER_ADDRESS', env.TRUST_PROXY ? 0 : 50),
		// Node's default is 30 s, which would let a trickling client overstay by as much.
		checkIntervalMs: Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
	}
}

const tooMany = 'Too many connections from your address. Close some pages and try again.\n'
const tooManyAnswer = `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(tooMany)}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${tooMany}`

/** An HTTP server for `app` that cuts slow clients off in time and caps connections per address. */
export function createLimitedServer(app: RequestListener, limits: SlowClientLimits): http.Server {
	const server = http.createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs }, app)
	if (limits.connectionsPerAddress > 0) capConnectionsPerAddress(server, limits.connectionsPerAddress)
	return server
}

function capConnectionsPerAddress(server: http.Server, cap: number) {
	const open = new Map<string, number>()
	server.on('connection', (socket: Socket) => {
		const address = socket.remoteAddress ?? ''
		const count = (open.get(address) ?? 0) + 1
		if (count > cap) {
			// Answered before any request is read; the socket goes even if the client keeps sending.
			socket.end(tooManyAnswer)
			setTimeout(() => socket.destroy(), 1000).unref()
			return
		}
		open.set(address, count)
		socket.once('close', () => {
			const left = (open.get(address) ?? 1) - 1
			if (left > 0) open.set(address, left)
			else open.delete(address)
		})
	})
}
