import { getEnv } from '#app/modules/config/env.server.ts'
import { escapeXml } from './xml.ts'

/** The public pages every crawler should know. Content pages add their own entries. */
const staticPaths = ['/home', '/search', '/services', '/aboutus', '/blogpage', '/ai-blogpage', '/newsletter', '/terms', '/privacypolicy', '/how-listings-are-ordered']


export function buildSitemap(extraPaths: string[] = []) {
	const site = getEnv().SITE_URL
	const urls = [...staticPaths, ...extraPaths]
		.map((path) => `  <url><loc>${escapeXml(new URL(path, site).toString())}</loc></url>`)
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
