import { listAllPublishedArticles } from '#app/modules/articles/author-articles.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { escapeXml } from '#app/modules/site/xml.ts'


/** RSS 2.0 feed of the Authors Digest. */
export async function loader() {
	const site = getEnv().SITE_URL
	let articles
	try {
		articles = await listAllPublishedArticles(50)
	} catch (error) {
		if (error instanceof CmsUnavailableError) return new Response('Articles are unavailable right now.', { status: 503 })
		throw error
	}
	const items = articles
		.map((a) => {
			const link = new URL(`/singlepost/${a.id}`, site).toString()
			return `<item><title>${escapeXml(a.title)}</title><link>${link}</link><guid>${link}</guid><description>${escapeXml(a.summary)}</description><author>${escapeXml(a.authorName)}</author>${a.publishedDate ? `<pubDate>${new Date(a.publishedDate).toUTCString()}</pubDate>` : ''}</item>`
		})
		.join('')
	const body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>American Dietitian: Authors Digest</title><link>${new URL('/blogpage', site)}</link><description>Articles by registered dietitians.</description>${items}</channel></rss>`
	return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
