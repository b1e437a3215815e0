import { searchAiArticles } from '#app/modules/articles/ai-articles.server.ts'
import { listAllPublishedArticles } from '#app/modules/articles/author-articles.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { landingPaths } from '#app/modules/directory/landing-pages.server.ts'
import { listedIds } from '#app/modules/directory/listings.server.ts'
import { buildSitemap } from '#app/modules/site/sitemap.server.ts'

/** The public pages, the directory's landing pages, every listed profile and every published article (without the articles while the CMS is down). */
export async function loader() {
	let articlePaths: string[] = []
	try {
		const [ai, authored] = await Promise.all([searchAiArticles({ page: 1, pageSize: 100, keyword: '' }), listAllPublishedArticles(100)])
		articlePaths = [...ai.data.map((a) => `/ai-singlepost/:${a.id}`), ...authored.map((a) => `/singlepost/${a.id}`)]
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
	}
	const profilePaths = (await listedIds()).map((id) => `/viewdoctorprofile/${id}`)
	return new Response(buildSitemap([...(await landingPaths()), ...profilePaths, ...articlePaths]), {
		headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
	})
}
