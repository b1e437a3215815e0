import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { getEnv } from '#app/modules/config/env.server.ts'
import { calendarAddress, hostAndPort } from './calendar-address.ts'
import { CalendarReadError } from './calendar-read-error.ts'
import { isPublicAddress } from './public-address.ts'

/** The bounds of one read (issue 45 point 2): a calendar that needs more is not one we can keep up with every 15 minutes. */
export const readLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 }

export type CalendarRead = { status: 'not-modified' } | { status: 'read'; body: string; etag: string | null; lastModified: string | null }

/** Hosts (host:port) a development server or a test may read on a private address; config refuses it in production. */
const allowedHosts = () =>
	new Set(
		(getEnv().CALENDAR_FETCH_ALLOWED_HOSTS ?? '')
			.split(',')
			.map((entry) => entry.trim().toLowerCase())
			.filter(Boolean),
	)

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void

/**
 * The socket connects to the addresses this lookup checked, not to a second answer of the DNS: no
 * window between the check and the connection for a name that changes its answer (DNS rebinding).
 * Any private address among the answers refuses the host.
 */
function checkedLookup(skipCheck: boolean) {
	return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
		dns.lookup(hostname, { all: true }, (error, addresses) => {
			if (error) return callback(error, [])
			if (!skipCheck && addresses.some((a) => !isPublicAddress(a.address))) return callback(new CalendarReadError('not-allowed'), [])
			const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses
			if (usable.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), [])
			if (options.all) return callback(null, usable)
			callback(null, usable[0]!.address, usable[0]!.family)
		})
	}
}

/** Refuses an address before any connection: scheme, credentials, and an IP literal (which skips the lookup). */
function checkTarget(url: URL, allowed: Set<string>) {
	const skipCheck = allowed.has(hostAndPort(url).toLowerCase())
	const literal = url.hostname.replace(/^\[|\]$/g, '')
	if (!skipCheck && net.isIP(literal) && !isPublicAddress(literal)) throw new CalendarReadError('not-allowed')
	return skipCheck
}

type Hop = { kind: 'body'; body: string; etag: string | null; lastModified: string | null } | { kind: 'not-modified' } | { kind: 'redirect'; location: string }

function request(url: URL, headers: Record<string, string>, skipCheck: boolean, signal: AbortSignal): Promise<Hop> {
	return new Promise((resolve, reject) => {
		const client = url.protocol === 'https:' ? https : http
		const req = client.request(url, { method: 'GET', headers, agent: false, lookup: checkedLookup(skipCheck) as never, signal }, (res) => {
			const status = res.statusCode ?? 0
			if (status === 304) {
				res.resume()
				return resolve({ kind: 'not-modified' })
			}
			if ([301, 302, 303, 307, 308].includes(status)) {
				res.resume()
				const location = res.headers.location
				return location ? resolve({ kind: 'redirect', location }) : reject(new CalendarReadError('unreachable'))
			}
			if (status === 404 || status === 410) {
				res.resume()
				return reject(new CalendarReadError('not-found'))
			}
			if (status === 401 || status === 403) {
				res.resume()
				return reject(new CalendarReadError('forbidden'))
			}
			if (status < 200 || status >= 300) {
				res.resume()
				return reject(new CalendarReadError('unreachable'))
			}
			if (Number(res.headers['content-length'] ?? 0) > readLimits.maxBytes) {
				req.destroy()
				return reject(new CalendarReadError('too-large'))
			}
			const chunks: Buffer[] = []
			let size = 0
			res.on('data', (chunk: Buffer) => {
				size += chunk.length
				// Counted as it streams: a server that sends more than it announced is stopped at the limit.
				if (size > readLimits.maxBytes) {
					req.destroy()
					reject(new CalendarReadError('too-large'))
					return
				}
				chunks.push(chunk)
			})
			res.on('end', () => {
				if (!res.complete) return reject(new CalendarReadError('truncated'))
				resolve({ kind: 'body', body: Buffer.concat(chunks).toString('utf8'), etag: headerOf(res.headers.etag), lastModified: headerOf(res.headers['last-modified']) })
			})
			res.on('error', (error) => reject(error))
		})
		req.on('error', reject)
		req.end()
	})
}

const headerOf = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 200 ? value : null)

function asReadError(error: unknown, signal: AbortSignal): CalendarReadError {
	if (error instanceof CalendarReadError) return error
	if (signal.aborted) return new CalendarReadError('timeout')
	const code = (error as NodeJS.ErrnoException | undefined)?.code
	if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return new CalendarReadError('truncated')
	return new CalendarReadError('unreachable')
}

/**
 * Reads a calendar address within 10 seconds, 5 MB and 3 redirects, each hop checked again, with
 * the validators of the last read (a 304 means nothing changed). Throws a CalendarReadError.
 */
export async function readCalendar(address: string, validators: { etag: string | null; lastModified: string | null } = { etag: null, lastModified: null }): Promise<CalendarRead> {
	const parsed = calendarAddress(address)
	if ('problem' in parsed) throw new CalendarReadError('not-allowed')
	const allowed = allowedHosts()
	const controller = new AbortController()
	const timer = setTimeout(() => controller.abort(), readLimits.timeoutMs)
	const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'accept-encoding': 'identity', 'user-agent': 'AmericanDietitian-CalendarSync/1.0' }
	if (validators.etag) headers['if-none-match'] = validators.etag
	if (validators.lastModified) headers['if-modified-since'] = validators.lastModified
	try {
		let url = parsed.url
		for (let hop = 0; ; hop++) {
			const skipCheck = checkTarget(url, allowed)
			const answer = await request(url, headers, skipCheck, controller.signal)
			if (answer.kind === 'not-modified') return { status: 'not-modified' }
			if (answer.kind === 'body') return { status: 'read', body: answer.body, etag: answer.etag, lastModified: answer.lastModified }
			if (hop >= readLimits.maxRedirects) throw new CalendarReadError('too-many-redirects')
			const next = calendarAddress(new URL(answer.location, url).toString())
			if ('problem' in next) throw new CalendarReadError('not-allowed')
			url = next.url
		}
	} catch (error) {
		throw asReadError(error, controller.signal)
	} finally {
		clearTimeout(timer)
	}
}
