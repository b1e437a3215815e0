import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { precompressedAssets } from '../../server/precompressed-assets.ts'

// The asset middleware as server.ts mounts it, on a folder with one script, its
// brotli and Zopfli copies (any brotli and gzip will do here) and a stylesheet without them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
const precompressed = zlib.gzipSync(script, { level: 9 })
const brotlied = zlib.brotliCompressSync(script)
let server: http.Server
let port: number

beforeAll(async () => {
	fs.writeFileSync(path.join(dir, 'app-123.js'), script)
	fs.writeFileSync(path.join(dir, 'app-123.js.gz'), precompressed)
	fs.writeFileSync(path.join(dir, 'app-123.js.br'), brotlied)
	fs.writeFileSync(path.join(dir, 'site-123.css'), `body { color: red; }\n`.repeat(200))
	fs.writeFileSync(`${dir}-outside.js.gz`, precompressed)
	const app = express()
	app.use(compression())
	app.use('/assets', precompressedAssets(dir, { immutable: true, maxAge: '1y' }))
	app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y' }))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})

afterAll(() => {
	server.close()
	fs.rmSync(dir, { recursive: true, force: true })
	fs.rmSync(`${dir}-outside.js.gz`, { force: true })
})

/** A raw GET: the body as it came over the wire, not decompressed. */
function get(pathname: string, headers: Record<string, string> = {}) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
		}).on('error', reject)
	})
}

test('a browser that accepts brotli gets the build’s .br bytes as the script, with the asset cache headers', async () => {
	const response = await get('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
	expect(response.status).toBe(200)
	expect(response.headers['content-encoding']).toBe('br')
	expect(response.headers['content-type']).toMatch(/^text\/javascript/)
	expect(response.headers['content-length']).toBe(String(brotlied.length))
	expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(response.headers.vary).toMatch(/Accept-Encoding/i)
	expect(response.body.equals(brotlied)).toBe(true)
	expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script)
})

test('a client that takes gzip and not brotli gets the build’s .gz bytes', async () => {
	const refusing = await get('/assets/app-123.js', { 'accept-encoding': 'br;q=0, gzip' })
	expect(refusing.headers['content-encoding']).toBe('gzip')
	expect(refusing.body.equals(precompressed)).toBe(true)
	const response = await get('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate' })
	expect(response.status).toBe(200)
	expect(response.headers['content-encoding']).toBe('gzip')
	expect(response.headers['content-type']).toMatch(/^text\/javascript/)
	expect(response.headers['content-length']).toBe(String(precompressed.length))
	expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(response.headers.vary).toMatch(/Accept-Encoding/i)
	expect(response.body.equals(precompressed)).toBe(true)
	expect(zlib.gunzipSync(response.body).toString()).toBe(script)
})

test('a client without gzip gets the plain file, and a file without a .gz copy is compressed on the fly', async () => {
	const plain = await get('/assets/app-123.js', { 'accept-encoding': 'identity' })
	expect(plain.headers['content-encoding']).toBeUndefined()
	expect(plain.body.toString()).toBe(script)
	expect(plain.headers.vary).toMatch(/Accept-Encoding/i)

	const css = await get('/assets/site-123.css', { 'accept-encoding': 'gzip' })
	expect(css.headers['content-type']).toMatch(/^text\/css/)
	expect(css.headers['content-encoding']).toBe('gzip')
	expect(zlib.gunzipSync(css.body).toString()).toContain('color: red')
})

test('a path that leaves the folder or names a missing file is not served from a .gz', async () => {
	expect((await get(`/assets/..%2F${path.basename(dir)}-outside.js`, { 'accept-encoding': 'gzip' })).status).toBe(404)
	expect((await get('/assets/missing-1.js', { 'accept-encoding': 'gzip' })).status).toBe(404)
})
