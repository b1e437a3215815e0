import { listArticlesForEditor } from './author-articles.server.ts'

/**
 * The dietitian's articles, every status, with their text, for "Download my data" (issue 48). The CMS holds
 * them: when it cannot be reached the export says so instead of leaving them out silently.
 */
export async function articlesExport(email: string) {
	try {
		const articles = await listArticlesForEditor({ authorEmail: email })
		return articles.map((article) => ({
			id: article.id,
			title: article.title,
			summary: article.summary,
			status: article.status,
			tags: article.tags,
			publishedDate: article.publishedDate,
			updatedAt: article.updatedAt,
			body: article.body,
		}))
	} catch {
		return { unavailable: 'The articles could not be read just now (the content system did not answer). Download again in a few minutes to include them.' }
	}
}
