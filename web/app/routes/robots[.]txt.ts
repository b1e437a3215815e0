import { getEnv } from '#app/modules/config/env.server.ts'

export function loader() {
	const site = getEnv().SITE_URL
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'Disallow: /articleeditor',
		'Disallow: /setupprofile',
		'Disallow: /viewprofile',
		'Disallow: /user/',
		'Disallow: /api/',
		'Disallow: /dev/',
		// The Spanish twins of the pages above, and the language switch (a redirect; the pages have hreflang).
		'Disallow: /es/user/',
		'Disallow: /language/',
		`Sitemap: ${new URL('/sitemap.xml', site)}`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
