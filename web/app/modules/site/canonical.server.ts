import { getEnv } from '#app/modules/config/env.server.ts'

/**
 * A page's canonical address: the site's public origin, the path, and the
 * page number of a list beyond its first page (searches, sizes and display
 * settings are left out, so their variants point to one page).
 */
export function canonicalUrl(path: string, page = 1) {
	const url = new URL(path, getEnv().SITE_URL)
	if (page > 1) url.searchParams.set('page', String(page))
	return url.toString()
}

/**
 * An article's canonical address, from either language's page: its text is English on both, so the
 * Spanish page is a duplicate that names the English original (docs/decisions/104).
 */
export const englishArticleUrl = (path: string) => canonicalUrl(path)
