import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loader as aiArticleLoader, meta as aiArticleMeta } from '#app/routes/ai-singlepost.tsx'
import { loader as articleLoader } from '#app/routes/singlepost.tsx'
import { fetchChild, indexLocations, readChild } from './read-sitemaps.ts'

// A stand-in for Strapi's REST API: more published articles of each kind than one page of 100 holds.
const authoredIds = Array.from({ length: 230 }, (_, i) => i + 1)
const aiIds = Array.from({ length: 120 }, (_, i) => 1000 + i)
let down = true

const authored = (id: number) => ({ id, documentId: `a${id}`, public_id: id, title: `Article ${id}`, review_status: 'published', updatedAt: '2026-11-01T00:00:00.000Z' })
const ai = (id: number) => ({ id, documentId: `ai${id}`, public_id: id, title: `AI article ${id}`, written_at: '2026-11-01T00:00:00.000Z' })

function answer(url: URL) {
	const kind: { ids: number[]; row: (id: number) => object } | null =
		url.pathname === '/api/articles' ? { ids: authoredIds, row: authored } : url.pathname === '/api/ai-articles' ? { ids: aiIds, row: ai } : null
	if (!kind) return null
	const one = url.searchParams.get('filters[public_id][$eq]')
	const page = Number(url.searchParams.get('pagination[page]') ?? 1)
	const size = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), 100)
	const ids = one ? kind.ids.filter((id) => id === Number(one)) : kind.ids.slice((page - 1) * size, page * size)
	return { data: ids.map((id) => kind.row(id)), meta: { pagination: { page, pageSize: size, total: one ? ids.length : kind.ids.length } } }
}

const server = http.createServer((req, res) => {
	const body = down ? null : answer(new URL(req.url ?? '/', 'http://cms'))
	res.writeHead(down ? 503 : body ? 200 : 404, { 'content-type': 'application/json' })
	res.end(JSON.stringify(body ?? {}))
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test("while the CMS is down the articles' sitemap is a 503 to retry, and the index still names it", async () => {
	const unavailable = await fetchChild('articles.xml')
	expect(unavailable.status).toBe(503)
	expect(unavailable.headers.get('retry-after')).toBe('600')
	expect(unavailable.headers.get('cache-control')).toBe('no-store')
	expect(await indexLocations()).toContain('http://localhost:3000/sitemaps/articles.xml')
	down = false
})

test("the articles' sitemap lists every published article, past the CMS's page of 100, in English only", async () => {
	const items = await readChild('articles.xml')
	expect(items.map((item) => item.url).sort()).toEqual(
		[...authoredIds.map((id) => `http://localhost:3000/singlepost/${id}`), ...aiIds.map((id) => `http://localhost:3000/ai-singlepost/:${id}`)].sort(),
	)
	for (const item of items) expect(item.links, item.url).toEqual([])
})

test("a Spanish article page names the English article as its canonical: the text is the English one's", async () => {
	const request = (path: string) => new Request(`http://localhost:3000${path}`)
	const spanishAi = (await aiArticleLoader({ params: { id: ':1005' }, request: request('/es/ai-singlepost/:1005') } as never)) as { url: string }
	expect(spanishAi.url).toBe('http://localhost:3000/ai-singlepost/:1005')
	const tags = aiArticleMeta({ loaderData: spanishAi, matches: [] } as never) as Record<string, unknown>[]
	expect(tags.filter((tag) => tag.rel === 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/ai-singlepost/:1005' }])
	expect(tags.find((tag) => tag.property === 'og:url')?.content).toBe('http://localhost:3000/ai-singlepost/:1005')

	const spanish = (await articleLoader({ params: { id: '42' }, request: request('/es/singlepost/42') } as never)) as { url: string }
	const english = (await articleLoader({ params: { id: '42' }, request: request('/singlepost/42') } as never)) as { url: string }
	expect([spanish.url, english.url]).toEqual(['http://localhost:3000/singlepost/42', 'http://localhost:3000/singlepost/42'])
})
