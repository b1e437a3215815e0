import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StubArticle = { publicId: number; documentId: string; authorEmail: string; status: 'draft' | 'in_review' | 'published' }

/**
 * A stand-in for Strapi's REST API holding one article, so pages that read the
 * CMS answer as they would with content (and an author to own it). Lists
 * honour the review-status and public-id filters; writes succeed.
 */
export async function startStubCms(article: () => StubArticle) {
	const row = () => {
		const a = article()
		return {
			id: a.publicId,
			documentId: a.documentId,
			public_id: a.publicId,
			title: 'Eating for a calm gut',
			slug: 'eating-for-a-calm-gut',
			summary: 'Fibre, slowly.',
			body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Start small.' }] }],
			author: { documentId: 'authordocument000001', name: 'Robin Paid', account_email: a.authorEmail },
			tags: [{ name: 'gut health' }],
			review_status: a.status,
			review_note: '',
			published_date: null,
			updatedAt: '2026-11-22T10:00:00.000Z',
		}
	}
	const server = http.createServer((req, res) => {
		req.resume()
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://cms.test')
			res.writeHead(200, { 'content-type': 'application/json' })
			if (req.method !== 'GET') return res.end(JSON.stringify({ data: { id: 1, documentId: article().documentId } }))
			if (url.pathname === `/api/articles/${article().documentId}`) return res.end(JSON.stringify({ data: row() }))
			if (url.pathname === '/api/articles') {
				const status = url.searchParams.get('filters[review_status][$eq]')
				const id = url.searchParams.get('filters[public_id][$eq]')
				const match = (!status || status === article().status) && (!id || Number(id) === article().publicId)
				const data = match ? [row()] : []
				return res.end(JSON.stringify({ data, meta: { pagination: { total: data.length } } }))
			}
			res.end(JSON.stringify({ data: [], meta: { pagination: { total: 0 } } }))
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
