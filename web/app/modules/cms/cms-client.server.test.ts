import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { CmsUnavailableError, createCmsClient } from './cms-client.server.ts'

/**
 * A stand-in for Strapi's HTTP API on a local port, so the client's real
 * network code runs: timeouts, status handling, headers.
 */
type Behaviour = { status: number; body: unknown; delayMs?: number; raw?: string; hang?: boolean }
let server: http.Server
let baseUrl: string
let behaviour: Behaviour
let requests: { url: string; authorization?: string; method?: string; contentType?: string; body?: string }[]
/** Requests the stand-in never answered, resolved when the client gives up on one and closes its socket. */
let abandoned: Promise<void>[]

beforeEach(async () => {
	behaviour = { status: 200, body: { data: { title: 'About' } } }
	requests = []
	abandoned = []
	server = http.createServer((req, res) => {
		const request: (typeof requests)[number] = { url: req.url ?? '', authorization: req.headers.authorization }
		if (req.method !== 'GET') {
			Object.assign(request, { method: req.method, contentType: req.headers['content-type'], body: '' })
			req.on('data', (chunk) => (request.body += chunk))
		}
		requests.push(request)
		if (behaviour.hang) {
			abandoned.push(new Promise((resolve) => res.once('close', () => resolve())))
			return
		}
		setTimeout(() => {
			res.writeHead(behaviour.status, { 'content-type': 'application/json' })
			res.end(behaviour.raw ?? JSON.stringify(behaviour.body))
		}, behaviour.delayMs ?? 0)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
	resetClock()
	server.closeAllConnections()
	await new Promise((resolve) => server.close(resolve))
})

const client = (overrides: Partial<Parameters<typeof createCmsClient>[0]> = {}) =>
	createCmsClient({ baseUrl, token: () => 'secret-token', timeoutMs: 5000, ttlMs: 60_000, ...overrides })

describe('the CMS client', () => {
	test('reads with the server-side token and query parameters', async () => {
		const cms = client()
		expect(await cms.get('about-page', { 'pagination[pageSize]': 3, skip: undefined })).toEqual({ data: { title: 'About' } })
		expect(requests).toEqual([{ url: '/api/about-page?pagination%5BpageSize%5D=3', authorization: 'Bearer secret-token' }])
	})

	test('serves a fresh copy from the cache without asking again', async () => {
		const cms = client()
		await cms.get('about-page')
		behaviour.body = { data: { title: 'Changed' } }
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
		expect(requests).toHaveLength(1)
	})

	test('asks again once the copy is older than the TTL, on the site\'s clock', async () => {
		setClock(Date.now())
		const cms = client({ ttlMs: 60_000 })
		await cms.get('about-page')
		behaviour.body = { data: { title: 'Changed' } }
		advanceClock(59_999)
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
		advanceClock(1)
		expect(await cms.get('about-page')).toEqual({ data: { title: 'Changed' } })
		expect(requests).toHaveLength(2)
	})

	test('gives up on a CMS that never answers with CmsUnavailableError, and closes the request', async () => {
		behaviour.hang = true
		const cms = client({ timeoutMs: 300 })
		// The stand-in never answers: only the client's own timeout can end this.
		await expect(cms.get('about-page')).rejects.toThrow(/did not answer \/api\/about-page within 300 ms/)
		await Promise.all(abandoned)
		expect(abandoned).toHaveLength(1)
	})

	test('keeps serving the last good copy while the CMS fails', async () => {
		const cms = client({ ttlMs: 0, timeoutMs: 1000 })
		await cms.get('about-page')
		behaviour.status = 503
		behaviour.body = { error: 'down' }
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
		behaviour.hang = true
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
	})

	test('reports an unreachable CMS when nothing is cached', async () => {
		const cms = createCmsClient({ baseUrl: 'http://127.0.0.1:9', token: () => undefined, timeoutMs: 300, ttlMs: 60_000 })
		await expect(cms.get('about-page')).rejects.toThrow(/did not answer/)
	})

	test('a body that is not JSON counts as an outage: the cached copy is served, or CmsUnavailableError', async () => {
		const cms = client({ ttlMs: 0 })
		await cms.get('about-page')
		behaviour.raw = '<html>Bad gateway</html>'
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
		await expect(cms.get('terms-page')).rejects.toBeInstanceOf(CmsUnavailableError)
	})

	test('a 404 from the CMS is null, not an error', async () => {
		behaviour.status = 404
		behaviour.body = { error: { status: 404 } }
		expect(await client().get('terms-page')).toBeNull()
	})

	test('invalidation by prefix forgets only those reads', async () => {
		const cms = client()
		await cms.get('ai-articles', { page: 1 })
		await cms.get('about-page')
		cms.invalidate('ai-articles')
		await cms.get('ai-articles', { page: 1 })
		await cms.get('about-page')
		expect(requests.map((r) => r.url)).toEqual(['/api/ai-articles?page=1', '/api/about-page', '/api/ai-articles?page=1'])
	})

	test('simultaneous reads of the same path share one request', async () => {
		behaviour.delayMs = 50
		const cms = client()
		await Promise.all([cms.get('about-page'), cms.get('about-page'), cms.get('about-page')])
		expect(requests).toHaveLength(1)
	})

	test('uploads a file to the media library as multipart, with its description, and returns the record', async () => {
		behaviour.body = [{ id: 7, url: '/uploads/cover_1a2b.webp' }]
		const answer = await client().upload(new Blob(['fake image'], { type: 'image/webp' }), 'cover.webp', { alternativeText: 'Leaves on green' })
		expect(answer).toEqual([{ id: 7, url: '/uploads/cover_1a2b.webp' }])
		const [request] = requests
		expect(request).toMatchObject({ url: '/api/upload', method: 'POST', authorization: 'Bearer secret-token' })
		expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/)
		expect(request?.body).toContain('filename="cover.webp"')
		expect(request?.body).toContain('{"alternativeText":"Leaves on green"}')
	})

	test('a refused upload is a CmsRequestError with Strapi\'s answer', async () => {
		behaviour.status = 400
		behaviour.body = { error: { message: 'File is not a valid image' } }
		await expect(client().upload(new Blob(['x']), 'x.png', {})).rejects.toMatchObject({ name: 'CmsRequestError', status: 400, body: { error: { message: 'File is not a valid image' } } })
	})
})

describe('a read with nothing cached to fall back on (issue 33: a 503 under load)', () => {
	test('waits past the timeout for a CMS slowed by load; a read with a copy gives up at the timeout and serves the copy', async () => {
		const cms = client({ timeoutMs: 50, coldTimeoutMs: 5000, ttlMs: 0 })
		behaviour.delayMs = 150
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
		behaviour.body = { data: { title: 'Changed' } }
		expect(await cms.get('about-page')).toEqual({ data: { title: 'About' } })
	})

	test('once a long wait has run out, the next ones give up at the timeout for a while: a hung CMS does not hold every visitor', async () => {
		const cms = client({ timeoutMs: 50, coldTimeoutMs: 250, slowForMs: 30_000 })
		behaviour.hang = true
		await expect(cms.get('about-page')).rejects.toThrow(/within 250 ms/)
		await expect(cms.get('terms-page')).rejects.toThrow(/within 50 ms/)
		advanceClock(30_000)
		await expect(cms.get('privacy-page')).rejects.toThrow(/within 250 ms/)
		await Promise.all(abandoned)
	})
})
