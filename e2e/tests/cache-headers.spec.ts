import type { APIRequestContext } from '@playwright/test'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../web/app/routes.ts'
import { expect, test } from '../fixtures.ts'
import { demo, signIn } from '../support/accounts.ts'

// Issue 15: every route of web/app/routes.ts, asked for by a visitor and by a
// signed-in user. A new route is walked too; its parameters need an entry below.

const publicHeader = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
// The pages a CDN may keep for visitors (the list).
const publicPaths = [
	'/home', '/services', '/aboutus', '/terms', '/privacypolicy', '/search', '/menu', '/newsletter', '/verified', '/how-listings-are-ordered',
	'/blogpage', '/ai-blogpage', /^\/singlepost\/[^/]+$/, /^\/ai-singlepost\/[^/]+$/, /^\/viewdoctorprofile\/[^/]+$/, /^\/dietitians\//,
]
// Files that choose their own caching (feeds, crawler files, images): anything
// but a shared-cacheable answer carrying a cookie.
const ownHeaderPaths = [/^\/(robots\.txt|sitemap\.xml|articles\.rss)$/, /^\/sitemaps\//, /^\/covers\//, /^\/uploads\//, /^\/media\//, /\/referral-letter\.pdf$/]

// `private, no-store`, or a route's own `no-store` (the health checks).
const notStored = /^\S+ (private, )?no-store$/

// A Spanish page (issue 32) is cached as its English twin is.
const withoutSpanish = (path: string) => path.replace(/^\/es(?=\/)/, '')
const isPublic = (path: string) => publicPaths.some((p) => (typeof p === 'string' ? p === withoutSpanish(path) : p.test(withoutSpanish(path))))
const ownsHeader = (path: string) => ownHeaderPaths.some((p) => p.test(path))

function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const here = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/')
		const own = entry.index || entry.path !== undefined ? [here || '/'] : []
		return [...own, ...routePaths(entry.children ?? [], here)]
	})
}

async function firstLink(request: APIRequestContext, page: string, pattern: RegExp) {
	const html = await (await request.get(page)).text()
	const found = html.match(pattern)?.[0]
	expect(found, `a link matching ${pattern} on ${page}`).toBeTruthy()
	return found!
}

async function concretePaths(request: APIRequestContext) {
	const state = await firstLink(request, '/search', /\/dietitians\/[a-z-]+(?=")/)
	const city = await firstLink(request, state, new RegExp(`${state}/(?!telehealth")[a-z-]+(?=")`))
	const profile = await firstLink(request, '/search?where=10001&radius=25', /\/viewdoctorprofile\/[^"?#]+/)
	const known: Record<string, string> = {
		'/media/*': await firstLink(request, '/search?where=10001&radius=25', /\/media\/avatars\/[a-f0-9]+-128\.webp/),
		'/d/:id': '/d/1',
		'/viewdoctorprofile/:id/seen': '/viewdoctorprofile/1/seen',
		'/viewprofile/requests/:id/read': '/viewprofile/requests/1/read',
		'/viewprofile/requests/:id/reply': '/viewprofile/requests/1/reply',
		'/viewprofile/appointments/:id': '/viewprofile/appointments/1',
		'/viewprofile/reviews/:id': '/viewprofile/reviews/1',
		'/viewprofile/visits/:id/not-held': '/viewprofile/visits/1/not-held',
		'/viewprofile/edit/:section': '/viewprofile/edit/summary',
		'/admin/users/:id': '/admin/users/1',
		'/dietitians/:state': state,
		'/dietitians/:state/telehealth': `${state}/telehealth`,
		'/dietitians/:state/:city': city,
		'/viewdoctorprofile/:id': profile,
		'/viewdoctorprofile/:id/referral-letter': `${profile}/referral-letter`,
		'/viewdoctorprofile/:id/book': `${profile}/book`,
		'/viewdoctorprofile/:id/report': `${profile}/report`,
		'/viewdoctorprofile/:id/referral-letter.pdf': `${profile}/referral-letter.pdf`,
		'/singlepost/:id': await firstLink(request, '/blogpage', /\/singlepost\/[^"?#]+/),
		'/ai-singlepost/:id': await firstLink(request, '/ai-blogpage', /\/ai-singlepost\/[^"?#]+/),
		'/user/welcome/:id': '/user/welcome/1',
		'/covers/:file': '/covers/missing.jpg',
		'/sitemaps/:file': '/sitemaps/profiles-1.xml',
		'/uploads/*': '/uploads/missing.jpg',
		'/articleeditor/ai/:documentId': '/articleeditor/ai/missing',
		'/articleeditor/:id': '/articleeditor/1',
		'/*': '/not-a-page',
		'/language/:locale': '/language/es?next=%2Fhome',
		'/calendar/:file': '/calendar/not-an-address.ics',
	}
	return routePaths(routes).map((path) => {
		if (!/[:*]/.test(path)) return path
		// A Spanish twin takes its English twin's example under /es.
		const example = known[path] ?? (path.startsWith('/es/') && known[path.slice(3)] ? `/es${known[path.slice(3)]}` : undefined)
		expect(example, `an example for the route ${path}`).toBeTruthy()
		return example!
	})
}

test('every route: public pages cacheable for a visitor, nothing cacheable for a signed-in user', async ({ page, request, playwright, baseURL }) => {
	test.setTimeout(90_000)
	const paths = await concretePaths(request)
	expect(paths.length).toBeGreaterThan(50)

	for (const path of paths) {
		// A fresh visitor each time: a cookie one route sets (a toast, a return path) is not carried on.
		const visitor = await playwright.request.newContext({ baseURL })
		const response = await visitor.get(path, { maxRedirects: 0 })
		const cacheControl = response.headers()['cache-control']
		if (isPublic(path)) {
			expect(`${path} ${response.status()} ${cacheControl}`).toBe(`${path} 200 ${publicHeader}`)
			expect(response.headers()['set-cookie'], path).toBeUndefined()
		} else if (ownsHeader(path)) {
			if (response.headers()['set-cookie']) expect(cacheControl, path).toBe('private, no-store')
		} else {
			expect(`${path} ${cacheControl}`).toMatch(notStored)
		}
		await visitor.dispose()
	}

	await signIn(page, demo.withPlan)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	for (const path of paths) {
		const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 })
		expect(`${path} ${response.headers()['cache-control']}`).toMatch(notStored)
	}
	// The walk's /language/es stored Spanish as the demo account's language (its mails follow it, issue 42.10):
	// it gets its English back, as the later tests of this stack read its mails in English.
	expect((await request.get('/language/en?next=%2Fhome', { headers: { cookie }, maxRedirects: 0 })).status()).toBe(303)
})
