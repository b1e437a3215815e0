import { data } from 'react-router'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { CmsUnavailableError } from './cms-client.server.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { getSitePage, type SitePageKind } from './site-pages.server.ts'

/**
 * Loader data for an editorial page in the language of its address. When
 * Strapi is down and nothing is cached, the page says so with a 503 instead of
 * failing; an unwritten page is a 404. `path` is the page's English address:
 * the canonical is that address in the page's language (`/es/aboutus`).
 */
export async function loadSitePage(kind: SitePageKind, path: string, request: Request) {
	const locale = localeFromUrl(request.url)
	const canonical = canonicalUrl(localizePath(path, locale))
	const i18n = pageI18n(request, ['site-pages'])
	try {
		const page = await getSitePage(kind, locale)
		if (!page) throw data(null, { status: 404 })
		return { page, canonical, i18n }
	} catch (error) {
		if (error instanceof CmsUnavailableError) {
			console.warn(`[cms] ${error.message}`)
			return data({ page: null, canonical, i18n }, { status: 503 })
		}
		throw error
	}
}
