// The Express adapter of React Router (as @react-router/express does it), with
// one difference: a request body passes through a byte counter that stops it at
// the route's limit, so an oversized body is refused while it streams in
// instead of being buffered whole.
import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type express from 'express'
import { createRequestHandler as createHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { BodyTooLargeError, bodyLimitFor, formatBytes } from '../app/modules/request/body-limits.ts'
import { cacheControlFor, defaultCacheSettings, hasSessionCookieHeader, type CacheSettings } from '../app/modules/request/cache-policy.ts'
import { unavailableAnswer } from './unavailable-answer.ts'

type Options = {
	build: ServerBuild
	getLoadContext: (req: express.Request, res: express.Response) => RouterContextProvider
	/** Whether a loader or action of the request failed because the database was unavailable (set by the app). */
	databaseUnavailable: (context: RouterContextProvider) => boolean
	retryAfterSeconds: number
}

class ByteLimit extends Transform {
	private seen = 0
	private readonly limit: number
	constructor(limit: number) {
		super()
		this.limit = limit
	}
	override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
		this.seen += chunk.length
		if (this.seen > this.limit) return callback(new BodyTooLargeError(this.limit))
		callback(null, chunk)
	}
}

/** How much of a refused body is read and dropped, and for how long, before the connection is cut. */
const discardLimits = { bytes: 128 * 1024 * 1024, ms: 60_000 }

/**
 * Reads and drops the rest of a refused body. A browser still uploading when
 * the connection closes shows a "connection reset" page instead of our answer;
 * past the limits the connection is cut all the same.
 */
function discardBody(req: express.Request) {
	let seen = 0
	const cut = () => req.socket.destroy()
	const timer = setTimeout(cut, discardLimits.ms)
	timer.unref()
	const done = () => clearTimeout(timer)
	req.on('data', (chunk: Buffer) => {
		seen += chunk.length
		if (seen > discardLimits.bytes) {
			done()
			cut()
		}
	})
	req.on('end', done)
	req.on('close', done)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The answer a browser shows for a form that sent too much (without JavaScript: the page's own check did not run). */
const tooLargePage = (message: string, back: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Upload too large | American Dietitian</title></head>
<body><main><h1>That upload is too large</h1><p>${escapeHtml(message)}. A photo may be at most 5 MB: choose a smaller one and send the form again.</p>
<p><a href="${escapeHtml(back)}">Back to the form</a></p></main></body></html>`

/** Refuses a body whose declared length is over the route's limit, before reading it. */
export function refuseOversizedBodies(req: express.Request, res: express.Response, next: express.NextFunction) {
	const declared = Number(req.get('content-length') ?? 0)
	const limit = bodyLimitFor(req.path)
	if (declared > limit) {
		discardBody(req)
		const message = `The request body is larger than ${formatBytes(limit)}`
		if (req.path.startsWith('/api/')) res.status(413).json(message)
		else if (!req.path.endsWith('.data') && req.accepts(['text/plain', 'text/html']) === 'text/html') res.status(413).type('html').send(tooLargePage(message, req.originalUrl))
		else res.status(413).type('text/plain').send(message)
		return
	}
	next()
}

function createRequest(req: express.Request, res: express.Response): Request {
	const [, hostPortText] = req.get('host')?.split(':') ?? []
	const hostPort = Number.parseInt(hostPortText ?? '', 10)
	const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${Number.isSafeInteger(hostPort) ? `:${hostPort}` : ''}`
	const url = new URL(`${req.protocol}://${host}${req.originalUrl}`)
	let controller: AbortController | null = new AbortController()
	const headers = new Headers()
	for (const [key, values] of Object.entries(req.headers)) {
		if (!values) continue
		if (Array.isArray(values)) for (const value of values) headers.append(key, value)
		else headers.set(key, values)
	}
	const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
	res.on('finish', () => (controller = null))
	res.on('close', () => controller?.abort())
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		const limit = bodyLimitFor(url.pathname)
		const limited = req.pipe(new ByteLimit(limit))
		req.on('error', (error) => limited.destroy(error))
		// A route may answer without reading the body (a guard's redirect, a 401). The rest of
		// the body must still be read off the connection, or the client's next request on it
		// (keep-alive) meets the leftover bytes and the connection is reset.
		res.on('finish', () => {
			if (req.complete) return
			req.unpipe(limited)
			limited.destroy()
			discardBody(req)
			req.resume()
		})
		init.body = createReadableStreamFromReadable(limited)
		init.duplex = 'half'
	}
	return new Request(url.href, init)
}

const cacheSettings: CacheSettings = {
	sMaxAge: Number(process.env.CACHE_S_MAXAGE ?? defaultCacheSettings.sMaxAge),
	staleWhileRevalidate: Number(process.env.CACHE_STALE_WHILE_REVALIDATE ?? defaultCacheSettings.staleWhileRevalidate),
}

export function createRequestHandler({ build, getLoadContext, databaseUnavailable, retryAfterSeconds }: Options): express.RequestHandler {
	const handle = createHandler(build, process.env.NODE_ENV)
	return async (req, res, next) => {
		let request: Request
		try {
			request = createRequest(req, res)
		} catch {
			// A Host header or URL that does not form a URL.
			res.status(400).type('text/plain').send('Bad request')
			return
		}
		try {
			const context = getLoadContext(req, res)
			const response = await handle(request, context)
			if (res.destroyed || res.writableEnded) {
				await response.body?.cancel()
				return
			}
			if (response.status >= 500 && databaseUnavailable(context)) {
				// Not the error page's 500: the client may try again in a moment.
				await response.body?.cancel()
				const answer = unavailableAnswer(req.path, retryAfterSeconds)
				res.status(503).set(answer.headers).type(answer.contentType).send(answer.body)
				return
			}
			res.statusMessage = response.statusText
			res.status(response.status)
			for (const [key, value] of response.headers.entries()) res.append(key, value)
			const cacheControl = cacheControlFor(
				{
					method: req.method,
					pathname: req.path,
					status: response.status,
					hasSession: hasSessionCookieHeader(req.get('cookie') ?? null),
					setsCookie: response.headers.has('set-cookie'),
					current: response.headers.get('cache-control'),
				},
				cacheSettings,
			)
			if (cacheControl) res.setHeader('cache-control', cacheControl)
			if (!response.body) return void res.end()
			try {
				await writeReadableStreamToWritable(response.body, res)
			} catch (error) {
				if (res.destroyed || res.writableEnded) return
				throw error
			}
		} catch (error) {
			next(error)
		}
	}
}
