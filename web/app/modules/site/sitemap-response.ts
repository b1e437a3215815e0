/** What every sitemap answer carries: crawlers and caches may keep it an hour. */
export const sitemapHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }

const plainText = { 'content-type': 'text/plain; charset=utf-8' }

export const sitemapNotFound = () => new Response('No such sitemap.', { status: 404, headers: plainText })

/**
 * The articles' sitemap while the CMS is down (docs/decisions/104): a 503 asks the crawler to come back
 * and keep what it read last time, where an empty list would tell it the site has no articles. Not cached.
 */
export const sitemapUnavailable = () =>
	new Response('The articles cannot be listed right now; try again later.', { status: 503, headers: { ...plainText, 'retry-after': '600', 'cache-control': 'no-store' } })
