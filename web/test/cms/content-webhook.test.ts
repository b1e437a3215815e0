import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getSitePage } from '#app/modules/cms/site-pages.server.ts'
import { action as webhook } from '#app/routes/webhooks.cms.ts'

// A stand-in for Strapi's REST API whose content the test changes.
let title = 'About us, first version'
let requests = 0
const server = http.createServer((_req, res) => {
	requests++
	res.writeHead(200, { 'content-type': 'application/json' })
	res.end(JSON.stringify({ data: { title, body: [], updated_on: '2026-11-01' } }))
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
	process.env.CMS_WEBHOOK_SECRET = 'a-shared-webhook-secret'
	process.env.CMS_CACHE_TTL_MS = '600000'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (secret: string | null, body: unknown) =>
	webhook({
		request: new Request('http://localhost/webhooks/cms', {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...(secret ? { 'x-webhook-secret': secret } : {}) },
			body: JSON.stringify(body),
		}),
	} as never)

test('a signed content webhook drops the cached page; an unsigned one is refused and changes nothing', async () => {
	expect((await getSitePage('about'))?.title).toBe('About us, first version')
	title = 'About us, second version'
	expect((await getSitePage('about'))?.title).toBe('About us, first version')

	const refused = await post('wrong-secret', { event: 'entry.update', model: 'about-page' })
	expect(refused.status).toBe(401)
	expect((await post(null, { model: 'about-page' })).status).toBe(401)
	expect((await getSitePage('about'))?.title).toBe('About us, first version')

	const accepted = await post('a-shared-webhook-secret', { event: 'entry.update', model: 'about-page' })
	expect(accepted.status).toBe(204)
	expect((await getSitePage('about'))?.title).toBe('About us, second version')
	expect(requests).toBe(2)
})
