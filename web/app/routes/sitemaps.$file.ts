import type { Route } from './+types/sitemaps.$file'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { parseSitemapChild, sitemapChild } from '#app/modules/site/sitemap.server.ts'
import { sitemapHeaders, sitemapNotFound, sitemapUnavailable } from '#app/modules/site/sitemap-response.ts'

/** A child sitemap the index names: /sitemaps/pages.xml, /sitemaps/profiles-N.xml, /sitemaps/articles.xml. */
export async function loader({ params }: Route.LoaderArgs) {
	const child = parseSitemapChild(params.file)
	if (!child) return sitemapNotFound()
	try {
		const xml = await sitemapChild(child)
		return xml === null ? sitemapNotFound() : new Response(xml, { headers: sitemapHeaders })
	} catch (error) {
		if (error instanceof CmsUnavailableError) return sitemapUnavailable()
		throw error
	}
}
