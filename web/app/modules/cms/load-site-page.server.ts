import { data } from 'react-router'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { CmsUnavailableError } from './cms-client.server.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { getSitePage, type SitePageKind } from './site-pages.server.ts'

/**
 * Loader data for an editorial page in a language. When Strapi is down and
 * nothing is cached, the page says so with a 503 instead of failing; an
 * unwritten page is a 404. `path` is the page's English address: the canonical
 * is that address in the page's language (`/es/aboutus` for Spanish).
 */
export async function loadSitePage(kind: SitePageKind, path: string, locale: Locale) {
	const canonical = canonicalUrl(localizePath(path, locale))
	try {
		const page = await getSitePage(kind, locale)
		if (!page) throw data(null, { status: 404 })
		return { page, canonical, locale }
	} catch (error) {
		if (error instanceof CmsUnavailableError) {
			console.warn(`[cms] ${error.message}`)
			return data({ page: null, canonical, locale }, { status: 503 })
		}
		throw error
	}
}
