import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { demo, signIn } from '../support/accounts.ts'

// One of each page template a visitor can open (the signed-in ones follow below).
const pages = [
	'/home',
	'/services',
	'/aboutus',
	'/terms',
	'/privacypolicy',
	'/search',
	'/search?searchZipCode=10001',
	'/blogpage',
	'/ai-blogpage',
	'/newsletter',
	'/user/signin',
	'/user/signup',
	'/user/forgotpassword',
	'/user/verify',
	'/api/docs',
	'/not-a-page',
]

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

/** One page of each template that has an id or slug, picked from the sitemaps the index names: a profile, a landing page, articles. */
async function sitemapPages(request: APIRequestContext) {
	const children = locs(await (await request.get('/sitemap.xml')).text())
	const locations = (await Promise.all(children.map(async (child) => locs(await (await request.get(child)).text())))).flat()
	const patterns = [/^\/viewdoctorprofile\/\d+$/, /^\/dietitians\/[a-z-]+$/, /^\/dietitians\/[a-z-]+\/telehealth$/, /^\/dietitians\/[a-z-]+\/(?!telehealth$)[a-z-]+$/, /^\/singlepost\//, /^\/ai-singlepost\//]
	return patterns.map((pattern) => {
		const found = locations.find((location) => pattern.test(location))
		expect(found, `the sitemap lists a page like ${pattern}`).toBeTruthy()
		return found!
	})
}

test('every page template sends a nonce-based CSP and the other security headers', async ({ request }) => {
	for (const path of [...pages, ...(await sitemapPages(request))]) {
		const response = await request.get(path)
		const headers = response.headers()
		const csp = headers['content-security-policy'] ?? ''
		const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
		expect(nonce, path).toBeTruthy()
		for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp, path).toContain(directive)
		const html = await response.text()
		// Data blocks (JSON-LD, JSON) are not run, so they need no nonce.
		const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)].map((m) => m[0])
		expect(scripts.length, path).toBeGreaterThan(0)
		for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`)
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['permissions-policy']).toContain('camera=()')
		expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
	}
})

const signedInPages = [
	{ account: demo.withPlan, paths: ['/viewprofile', '/viewprofile/edit/summary', '/setupprofile', '/articleeditor', '/articleeditor/new'] },
	{ account: demo.admin, paths: ['/admin', '/admin/users', '/admin/approvals', '/admin/subscribers'] },
]

for (const { account, paths } of signedInPages) test(`signed-in page templates send the same CSP, with a nonce on every script (${paths[0]}…)`, async ({ page, request }) => {
	await signIn(page, account)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	for (const path of paths) {
		const response = await request.get(path, { headers: { cookie } })
		expect(response.status(), path).toBe(200)
		const csp = response.headers()['content-security-policy'] ?? ''
		const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
		expect(nonce, path).toBeTruthy()
		for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp, path).toContain(directive)
		const scripts = [...(await response.text()).matchAll(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)].map((m) => m[0])
		for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`)
	}
})

test('pages run under the CSP without a violation', async ({ page }) => {
	const violations: string[] = []
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
	})
	for (const path of ['/home', '/services', '/ai-blogpage', '/blogpage', '/search?searchZipCode=10001', '/api/docs']) {
		await page.goto(path)
		await page.getByRole('link', { name: 'Pricing' }).first().click()
		await expect(page).toHaveURL(/\/services$/)
	}
	expect(violations).toEqual([])
})

test('a visitor’s public page may be cached by a CDN; a signed-in page never', async ({ page, request }) => {
	for (const path of ['/home', '/services', '/aboutus', '/ai-blogpage']) {
		const response = await request.get(path)
		expect(response.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
		expect(response.headers()['set-cookie'], path).toBeUndefined()
	}
	await signIn(page, demo.noPlan)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	for (const path of ['/home', '/services', '/viewprofile']) {
		const response = await request.get(path, { headers: { cookie } })
		expect(response.headers()['cache-control'], path).toBe('private, no-store')
	}
	expect((await request.get('/dev/outbox.json')).headers()['cache-control']).toBe('private, no-store')
})

test('health and readiness answer with JSON details', async ({ request }) => {
	const live = await request.get('/healthz')
	expect(live.status()).toBe(200)
	expect(await live.json()).toMatchObject({ status: 'ok' })
	const ready = await request.get('/readyz')
	expect(ready.status()).toBe(200)
	expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, cms: { ok: true } } })
})
