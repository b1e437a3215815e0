import { buildSitemap } from '#app/modules/site/sitemap.server.ts'

export function loader() {
	return new Response(buildSitemap(), {
		headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
	})
}
