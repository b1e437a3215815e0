import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { cmsWriteWithCover } from '#app/modules/articles/article-editor.server.ts'
import { coverUnreadable, prepareCover } from '#app/modules/articles/cover-upload.server.ts'
import { CmsRequestError } from '#app/modules/cms/cms-client.server.ts'

// A stand-in for Strapi's HTTP API that records every request: what reached the CMS is what it got.
let calls: string[] = []
const server = http.createServer((req, res) => {
	calls.push(`${req.method} ${req.url}`)
	req.resume()
	req.on('end', () => {
		res.setHeader('content-type', 'application/json')
		if (req.url === '/api/upload') res.end(JSON.stringify([{ id: 41 }]))
		else res.end(JSON.stringify({ data: { id: 41 } }))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
	delete (globalThis as { __env?: unknown }).__env
	delete (globalThis as { __cms?: unknown }).__cms
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	calls = []
})

const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(document.domain)"><rect width="10" height="10"/></svg>'], 'oats.png', { type: 'image/png' })
const html = new File(['<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'], 'oats.jpg', { type: 'image/jpeg' })
const png = async () => new File([await sharp({ create: { width: 120, height: 63, channels: 3, background: '#2f855a' } }).png().toBuffer()], 'oats.jpg', { type: 'image/jpeg' })

test.each([
	['an SVG declared image/png', svg],
	['an HTML page declared image/jpeg', html],
])('%s is refused with a message and nothing reaches the CMS', async (_, file) => {
	expect(await prepareCover(file)).toEqual({ ok: false, error: coverUnreadable })
	let wrote = false
	const saved = await cmsWriteWithCover({ cover: file, coverAlt: 'Oats' }, async () => {
		wrote = true
	})
	expect(saved).toEqual({ ok: false, message: coverUnreadable })
	expect(wrote).toBe(false)
	expect(calls).toEqual([])
})

test('an image is stored as what its bytes are, re-encoded without metadata, whatever type was declared', async () => {
	const withGps = new File([await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05621' } }).jpeg().withExif({ IFD0: { Copyright: 'secret place' } }).toBuffer()], 'a.png', { type: 'image/png' })
	const jpeg = await prepareCover(withGps)
	if (!jpeg.ok) throw new Error(jpeg.error)
	expect(jpeg.name).toMatch(/^cover-\w+\.jpg$/)
	const meta = await sharp(jpeg.bytes).metadata()
	expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
	expect(meta.exif).toBeUndefined()

	const prepared = await prepareCover(await png())
	expect(prepared).toMatchObject({ ok: true, type: 'image/png', name: expect.stringMatching(/\.png$/) })
	const saved = await cmsWriteWithCover({ cover: await png(), coverAlt: 'Oats' }, async (uploaded) => uploaded)
	expect(saved).toEqual({ ok: true, value: 41 })
	expect(calls).toEqual(['POST /api/upload'])
})

test('when the CMS refuses the article, the cover it has just stored is removed again', async () => {
	const saved = await cmsWriteWithCover({ cover: await png(), coverAlt: 'Oats' }, async () => {
		throw new CmsRequestError(400, { error: { message: 'title must be unique' } })
	})
	expect(saved).toMatchObject({ ok: false, message: 'The CMS refused this article: title must be unique.' })
	expect(calls).toEqual(['POST /api/upload', 'DELETE /api/upload/files/41'])
})
