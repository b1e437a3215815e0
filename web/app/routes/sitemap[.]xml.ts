import { sitemapIndex } from '#app/modules/site/sitemap.server.ts'
import { sitemapHeaders } from '#app/modules/site/sitemap-response.ts'

/** The sitemap index (docs/decisions/104): it names the pages', the profiles' and the articles' sitemaps. */
export async function loader() {
	return new Response(await sitemapIndex(), { headers: sitemapHeaders })
}
