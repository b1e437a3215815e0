import { LRUCache } from 'lru-cache'
import { nowMs } from '#app/modules/clock/clock.server.ts'

/** Strapi could not be reached (down, slow, or answered 5xx) and nothing was cached. */
export class CmsUnavailableError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.name = 'CmsUnavailableError'
	}
}

/** Strapi refused a write (validation, not found): a 4xx with its error body. */
export class CmsRequestError extends Error {
	readonly status: number
	readonly body: unknown
	constructor(status: number, body: unknown) {
		super(`The CMS refused the request (${status})`)
		this.status = status
		this.body = body
		this.name = 'CmsRequestError'
	}
}

export type CmsClientOptions = {
	baseUrl: string
	/** Read at each call: in development Strapi writes its token file after the web has started. */
	token: () => string | undefined
	timeoutMs: number
	/**
	 * How long a read waits when nothing is cached (default: timeoutMs). A read with a copy to
	 * fall back on gives up at timeoutMs and serves the copy; one without could only answer
	 * "unavailable" (a 503), so it waits longer for a Strapi slowed by load (issue 33). After
	 * one such read runs out of time, the next ones give up at timeoutMs for `slowForMs` (on
	 * the site's clock), so a Strapi that hangs does not make every visitor wait the long time.
	 */
	coldTimeoutMs?: number
	slowForMs?: number
	ttlMs: number
	maxEntries?: number
}

type Entry = { value: unknown; fetchedAt: number }

export type CmsQuery = Record<string, string | number | undefined>

/**
 * A read-through cache in front of Strapi's REST API. A fresh entry is served
 * without a request; a stale one is refreshed, and kept being served while
 * Strapi is unreachable, so a CMS outage degrades to old content, not errors.
 */
export function createCmsClient(options: CmsClientOptions) {
	const cache = new LRUCache<string, Entry>({ max: options.maxEntries ?? 500 })
	const inflight = new Map<string, Promise<unknown>>()
	/** Until when (site clock) reads with nothing cached give up at timeoutMs: a long wait ran out lately. */
	let slowUntil = Number.NEGATIVE_INFINITY

	function url(path: string, query: CmsQuery = {}) {
		const target = new URL(`/api/${path.replace(/^\//, '')}`, options.baseUrl)
		for (const [key, value] of Object.entries(query)) {
			if (value !== undefined) target.searchParams.set(key, String(value))
		}
		return target
	}

	async function request(target: URL, init: RequestInit = {}, timeoutMs = options.timeoutMs): Promise<Response> {
		const token = options.token()
		const headers = new Headers(init.headers)
		if (token) headers.set('authorization', `Bearer ${token}`)
		if (typeof init.body === 'string') headers.set('content-type', 'application/json')
		try {
			return await fetch(target, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) })
		} catch (error) {
			const timedOut = error instanceof Error && error.name === 'TimeoutError'
			if (timedOut && timeoutMs > options.timeoutMs) slowUntil = nowMs() + (options.slowForMs ?? 30_000)
			throw new CmsUnavailableError(`The CMS did not answer ${target.pathname} within ${timeoutMs} ms`, {
				cause: error,
			})
		}
	}

	async function fetchJson(target: URL, timeoutMs: number): Promise<unknown> {
		const response = await request(target, {}, timeoutMs)
		if (response.status === 404) return null
		if (!response.ok) {
			throw new CmsUnavailableError(`The CMS answered ${response.status} for ${target.pathname}`)
		}
		try {
			return await response.json()
		} catch (error) {
			// A proxy's error page or a cut-off body: treated like an outage, so the cached copy is served.
			throw new CmsUnavailableError(`The CMS answered ${target.pathname} with a body that is not JSON`, { cause: error })
		}
	}

	/** GET a path, through the cache. Resolves to null when Strapi answers 404. */
	async function get<T>(path: string, query?: CmsQuery): Promise<T | null> {
		const target = url(path, query)
		const key = target.pathname + target.search
		const entry = cache.get(key)
		// The site's clock (decision 080): a test moves it past the TTL instead of waiting.
		if (entry && nowMs() - entry.fetchedAt < options.ttlMs) return entry.value as T | null
		let pending = inflight.get(key)
		if (!pending) {
			const patient = !entry && nowMs() >= slowUntil
			pending = fetchJson(target, patient ? Math.max(options.timeoutMs, options.coldTimeoutMs ?? options.timeoutMs) : options.timeoutMs)
				.then((value) => {
					cache.set(key, { value, fetchedAt: nowMs() })
					return value
				})
				.finally(() => inflight.delete(key))
			inflight.set(key, pending)
		}
		try {
			return (await pending) as T | null
		} catch (error) {
			if (entry) return entry.value as T | null
			// In the request's log (its id): which request went without the content, and why.
			console.warn(`[cms] ${(error as Error).message}; nothing cached`)
			throw error
		}
	}

	/**
	 * A write (POST, PUT, DELETE) straight to Strapi, never cached; it drops the
	 * cached reads of the same collection. Throws CmsUnavailableError when
	 * Strapi fails, CmsRequestError when it refuses the data.
	 */
	async function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T | null> {
		const target = url(path)
		const response = await request(target, { method, body: body === undefined ? undefined : JSON.stringify(body) })
		const collection = path.replace(/^\//, '').split('/')[0] ?? ''
		invalidate(collection)
		if (response.status >= 500) throw new CmsUnavailableError(`The CMS answered ${response.status} for ${method} ${target.pathname}`)
		if (response.status === 204) return null
		const json = (await response.json().catch(() => null)) as T | null
		if (!response.ok) throw new CmsRequestError(response.status, json)
		return json
	}

	/**
	 * Uploads one file to Strapi's media library; its record (id, url, size)
	 * comes back. The same errors as `write`.
	 */
	async function upload<T>(file: Blob, name: string, fileInfo: Record<string, string>): Promise<T> {
		const body = new FormData()
		body.append('files', file, name)
		body.append('fileInfo', JSON.stringify(fileInfo))
		const target = url('upload')
		const response = await request(target, { method: 'POST', body })
		if (response.status >= 500) throw new CmsUnavailableError(`The CMS answered ${response.status} for POST ${target.pathname}`)
		const json = (await response.json().catch(() => null)) as T | null
		if (!response.ok || json === null) throw new CmsRequestError(response.status, json)
		return json
	}

	function invalidate(prefix?: string) {
		if (!prefix) return cache.clear()
		const start = `/api/${prefix.replace(/^\//, '')}`
		for (const key of cache.keys()) if (key.startsWith(start)) cache.delete(key)
	}

	return {
		get,
		write,
		upload,
		/** Forget cached reads: all of them, or those whose path starts with the prefix. */
		invalidate,
		cachedCount: () => cache.size,
	}
}

export type CmsClient = ReturnType<typeof createCmsClient>
