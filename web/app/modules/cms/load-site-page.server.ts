import { data } from 'react-router'
import { CmsUnavailableError } from './cms-client.server.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { getSitePage, type SitePageKind } from './site-pages.server.ts'

/**
 * Loader data for an editorial page. When Strapi is down and nothing is cached,
 * the page says so with a 503 instead of failing; an unwritten page is a 404.
 * `path` is the page's own address, for its canonical link.
 */
export async function loadSitePage(kind: SitePageKind, path: string) {
	const canonical = canonicalUrl(path)
	try {
		const page = await getSitePage(kind)
		if (!page) throw data(null, { status: 404 })
		return { page, canonical }
	} catch (error) {
		// The CMS client has logged why (cms-client.server.ts).
		if (error instanceof CmsUnavailableError) return data({ page: null, canonical }, { status: 503 })
		throw error
	}
}
