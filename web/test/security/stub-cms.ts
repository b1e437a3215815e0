import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export type StubArticle = { publicId: number; documentId: string; authorEmail: string; status: 'draft' | 'in_review' | 'published' }
export type StubAiArticle = { publicId: number; documentId: string }

/** What the stub holds: author articles, AI articles, and one media-library image. */
export type StubContent = { articles: StubArticle[]; aiArticles: StubAiArticle[]; upload: string }

/** The document an article created through the stub becomes: every new article gets this number. */
export const createdArticle = { publicId: 9001, documentId: 'createdarticledoc001' }

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }]

function articleRow(a: StubArticle) {
	return {
		id: a.publicId,
		documentId: a.documentId,
		public_id: a.publicId,
		title: 'Eating for a calm gut',
		slug: `eating-for-a-calm-gut-${a.publicId}`,
		summary: 'Fibre, slowly.',
		body: paragraph('Start small.'),
		author: { documentId: 'authordocument000001', name: 'Robin Paid', account_email: a.authorEmail },
		tags: [{ name: 'gut health' }],
		review_status: a.status,
		review_note: '',
		published_date: a.status === 'published' ? '2026-11-20T10:00:00.000Z' : null,
		updatedAt: '2026-11-22T10:00:00.000Z',
	}
}

function aiArticleRow(a: StubAiArticle) {
	return {
		id: a.publicId,
		documentId: a.documentId,
		public_id: a.publicId,
		slug: `what-fibre-does-${a.publicId}`,
		title: 'What fibre does',
		author: 'Nora Byte',
		sub_content: 'A plain-words guide to fibre.',
		contents: paragraph('Fibre feeds the gut.'),
		written_at: '2026-11-21T10:00:00.000Z',
		updatedAt: '2026-11-21T10:00:00.000Z',
		publishedAt: '2026-11-21T10:00:00.000Z',
	}
}

const list = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } })

/**
 * A stand-in for Strapi's REST API with a little content, so the pages that
 * read the CMS answer as they would with content, and articles have an author
 * to own them. Lists honour the filters the site sends (review status, public
 * id, author); writes succeed, and an article created through it is
 * `createdArticle`. `/uploads/<upload>` is a PNG image.
 */
export async function startStubCms(content: () => StubContent) {
	const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f855a' } }).png().toBuffer()
	const server = http.createServer((req, res) => {
		req.resume()
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://cms.test')
			const { articles, aiArticles, upload } = content()
			const created = { publicId: createdArticle.publicId, documentId: createdArticle.documentId, authorEmail: '', status: 'draft' as const }
			const json = (body: unknown, status = 200) => {
				res.writeHead(status, { 'content-type': 'application/json' })
				res.end(JSON.stringify(body))
			}
			if (url.pathname === `/uploads/${upload}`) {
				res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(image.length) })
				return res.end(image)
			}
			const [, api, collection, documentId] = url.pathname.split('/')
			if (api !== 'api') return json({ error: { status: 404, message: 'Not Found' } }, 404)
			if (req.method !== 'GET') {
				if (collection === 'articles' && req.method === 'POST') return json({ data: articleRow(created) })
				return json({ data: { id: 1, documentId: documentId ?? 'stubdocument00000001' } })
			}
			const filter = (name: string) => url.searchParams.get(name)
			if (collection === 'articles') {
				if (documentId) {
					const found = [...articles, created].find((a) => a.documentId === documentId)
					return found ? json({ data: articleRow(found) }) : json({ data: null }, 404)
				}
				const status = filter('filters[review_status][$eq]')
				const id = filter('filters[public_id][$eq]')
				const author = filter('filters[author][account_email][$eqi]')?.toLowerCase()
				const rows = articles.filter((a) => (!status || a.status === status) && (!id || Number(id) === a.publicId) && (!author || a.authorEmail === author))
				return json(list(rows.map(articleRow)))
			}
			if (collection === 'ai-articles') {
				if (documentId) {
					const found = aiArticles.find((a) => a.documentId === documentId)
					return found ? json({ data: aiArticleRow(found) }) : json({ data: null }, 404)
				}
				const id = filter('filters[public_id][$eq]')
				return json(list(aiArticles.filter((a) => !id || Number(id) === a.publicId).map(aiArticleRow)))
			}
			json(list([]))
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
