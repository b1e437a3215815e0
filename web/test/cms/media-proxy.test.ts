import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serveUpload } from '#app/modules/cms/media-proxy.server.ts'

// A stand-in Strapi: one image, and one file whose request it takes and never answers (a hung CMS).
const image = Buffer.from('RIFF....WEBPVP8 not really an image, but typed as one')
const held: http.ServerResponse[] = []
const server = http.createServer((req, res) => {
	if (req.url === '/uploads/cover_abc123.webp') return void res.writeHead(200, { 'content-type': 'image/webp', 'content-length': image.length }).end(image)
	if (req.url === '/uploads/hung_abc123.webp') return void held.push(res)
	res.writeHead(404).end()
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

/** The CMS timeout, in milliseconds, for the next requests. */
function cmsTimeout(ms: number) {
	process.env.STRAPI_TIMEOUT_MS = String(ms)
	delete (globalThis as { __env?: unknown }).__env
}
afterAll(() => {
	for (const res of held) res.destroy()
	return new Promise((resolve) => server.close(resolve))
})

test('an image is passed through with its type and a year of caching; an unknown one is a 404', async () => {
	// The usual timeout: under a loaded machine's suite, 0.3 s was sometimes too short for an answering CMS.
	cmsTimeout(2000)
	const served = await serveUpload('cover_abc123.webp')
	expect(served.status).toBe(200)
	expect(served.headers.get('content-type')).toBe('image/webp')
	expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect(Buffer.from(await served.arrayBuffer())).toEqual(image)
	expect((await serveUpload('missing_abc123.webp')).status).toBe(404)
	expect((await serveUpload('../etc/passwd')).status).toBe(404)
})

test('a CMS that takes the request and never answers: the image is a 503 after the CMS timeout, not a request held open', async () => {
	cmsTimeout(300)
	const served = await serveUpload('hung_abc123.webp')
	expect(served.status).toBe(503)
	expect(await served.text()).toBe('The media library is unavailable right now')
	expect(held).toHaveLength(1)
	// The CMS timeout here is 0.3 s; a proxy that waited its old 10 s for any answer fails on this test's 5 s.
}, 5000)
