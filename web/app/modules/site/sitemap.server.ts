import { localizePath } from '#app/i18n/locale.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { escapeXml } from './xml.ts'

/** The public pages every crawler should know. Content pages add their own entries. */
const staticPaths = ['/home', '/search', '/services', '/aboutus', '/blogpage', '/ai-blogpage', '/newsletter', '/terms', '/privacypolicy', '/how-listings-are-ordered']

/**
 * Every page in both languages (issue 32): an entry per address, each naming its English and
 * Spanish versions and English as the default, as Google reads hreflang in a sitemap.
 */
export function buildSitemap(extraPaths: string[] = []) {
	const site = getEnv().SITE_URL
	const address = (path: string, locale: 'en' | 'es') => escapeXml(new URL(localizePath(path, locale), site).toString())
	const urls = [...staticPaths, ...extraPaths]
		.flatMap((path) => {
			const alternates = [
				`    <xhtml:link rel="alternate" hreflang="en" href="${address(path, 'en')}"/>`,
				`    <xhtml:link rel="alternate" hreflang="es" href="${address(path, 'es')}"/>`,
				`    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, 'en')}"/>`,
			].join('\n')
			return (['en', 'es'] as const).map((locale) => `  <url>\n    <loc>${address(path, locale)}</loc>\n${alternates}\n  </url>`)
		})
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}
