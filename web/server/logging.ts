// Structured logs of the production server: one JSON line per event (pino),
// each request with an id that its app logs carry too, and no e-mail address,
// cookie or credential in any line.
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import { format } from 'node:util'
import type express from 'express'
import pino from 'pino'
import { redactUrl } from '../app/modules/logging/redact-url.ts'

export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

// Also written as a URL writes it (`%40` for the @, as in `?to=dana%40example.com`).
const emailAddress = /[^\s@"'<>()[\],;:=&?/#]+(?:@|%40)[^\s@"'<>()[\],;:=&?/#%]+\.[a-z]{2,}/gi
export const redactEmails = (text: string) => text.replace(emailAddress, '[email]')

export function createLogger() {
	return pino({ base: { service: 'web' }, level: process.env.LOG_LEVEL ?? 'info', timestamp: pino.stdTimeFunctions.isoTime })
}

export type Logger = ReturnType<typeof createLogger>

/**
 * The app logs through console.*; in the production server those calls become
 * JSON lines with the current request's id, e-mail addresses redacted.
 */
export function routeConsoleToLogger(logger: Logger) {
	const line = (level: 'info' | 'warn' | 'error') =>
		(...args: unknown[]) => {
			const requestId = requestContext.getStore()?.requestId
			logger[level](requestId ? { requestId } : {}, redactEmails(format(...args)))
		}
	console.log = line('info')
	console.info = line('info')
	console.warn = line('warn')
	console.error = line('error')
}

// An id from a trusted proxy is kept (so its logs and ours join); anything else gets a new one.
const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/

/** Gives each request an id (echoed as X-Request-Id) and logs it when it ends. */
export function accessLog(logger: Logger, { enabled, trustIncomingId }: { enabled: boolean; trustIncomingId: boolean }): express.RequestHandler {
	return (req, res, next) => {
		const incoming = req.get('x-request-id')
		const requestId = trustIncomingId && incoming && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID()
		res.setHeader('x-request-id', requestId)
		const started = process.hrtime.bigint()
		if (enabled) {
			res.on('finish', () => {
				logger.info(
					{
						requestId,
						method: req.method,
						url: redactEmails(redactUrl(req.originalUrl)),
						status: res.statusCode,
						ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
						bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
					},
					'request',
				)
			})
		}
		requestContext.run({ requestId }, next)
	}
}
