import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { I18nProvider } from '#app/i18n/i18n-context.tsx'
import { getSitePage, type SitePage } from '#app/modules/cms/site-pages.server.ts'
import * as about from '#app/routes/aboutus.tsx'
import * as terms from '#app/routes/terms.tsx'
import { action as webhook } from '#app/routes/webhooks.cms.ts'

// A stand-in for Strapi's REST API with i18n: a single type answers in the locale asked for (`?locale=`), and 404
// when that locale has no version, as Strapi 5 does.
type Version = { title: string; updated_on: string }
let content: Record<string, Partial<Record<string, Version>>>
let requests: string[]
const server = http.createServer((req, res) => {
	const url = new URL(req.url ?? '/', 'http://cms')
	requests.push(url.pathname + url.search)
	const version = content[url.pathname.replace('/api/', '')]?.[url.searchParams.get('locale') ?? 'en']
	res.writeHead(version ? 200 : 404, { 'content-type': 'application/json' })
	const body = [{ type: 'paragraph', children: [{ type: 'text', text: `${version?.title} text` }] }]
	res.end(JSON.stringify(version ? { data: { ...version, body } } : { data: null, error: { status: 404, name: 'NotFoundError' } }))
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
	process.env.CMS_WEBHOOK_SECRET = 'a-shared-webhook-secret'
	process.env.CMS_CACHE_TTL_MS = '600000'
	process.env.SITE_URL = 'https://americandietitian.example'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(async () => {
	content = {
		'about-page': {
			en: { title: 'About American Dietitian', updated_on: '2026-11-01' },
			es: { title: 'Acerca de American Dietitian', updated_on: '2026-11-01' },
		},
		'terms-page': { en: { title: 'Terms of Service', updated_on: '2026-11-01' } },
	}
	requests = []
	await changed('about-page')
	await changed('terms-page')
})

/** Strapi's webhook after an editor saves a page, in whichever locale. */
async function changed(model: string, locale = 'en') {
	const response = await webhook({
		request: new Request('http://localhost/webhooks/cms', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-webhook-secret': 'a-shared-webhook-secret' },
			body: JSON.stringify({ event: 'entry.update', model, entry: { locale } }),
		}),
	} as never)
	expect(response.status).toBe(204)
}

type SitePageRoute = typeof about | typeof terms
type Loaded = { page: SitePage; canonical: string }

/** A visit to a page: its loader's data, the page as React Router renders it, and its title and canonical. */
async function visit(route: SitePageRoute, path: string) {
	const request = new Request(`http://localhost${path}`)
	const loaded = (await route.loader({ request } as never)) as Loaded
	const Page = route.default as unknown as ComponentType
	const Stub = createRoutesStub([
		{
			id: 'root',
			Component: () => (
				<I18nProvider>
					<Outlet />
				</I18nProvider>
			),
			children: [{ id: 'page', path, Component: Page, loader: () => loaded }],
		},
	])
	const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: null, page: loaded } }} />)
	const meta = route.meta({ loaderData: loaded, matches: [{ loaderData: loaded }] } as never) as { title?: string; tagName?: string; href?: string }[]
	return { loaded, html, title: meta.find((tag) => tag.title)?.title, canonical: meta.find((tag) => tag.tagName === 'link')?.href }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

test('/es/aboutus gets the Spanish version from Strapi (locale=es), dated in Spanish, with its /es canonical', async () => {
	const { loaded, html, title, canonical } = await visit(about, '/es/aboutus')
	expect(canonical).toBe('https://americandietitian.example/es/aboutus')
	expect(title).toBe('Acerca de American Dietitian | American Dietitian')
	expect(loaded.page).toMatchObject({ lang: 'es', fellBack: false })
	expect(requests).toEqual(['/api/about-page?locale=es'])
	expect(text(html)).toBe('Acerca de American Dietitian Última actualización: 1 de noviembre de 2026 Acerca de American Dietitian text')
	expect(html).not.toContain('lang=')
})

test('the English page asks for the English version and keeps its address and date format', async () => {
	const { loaded, html, canonical } = await visit(about, '/aboutus')
	expect(canonical).toBe('https://americandietitian.example/aboutus')
	expect(loaded.page).toMatchObject({ title: 'About American Dietitian', lang: 'en', fellBack: false })
	expect(requests).toEqual(['/api/about-page?locale=en'])
	expect(text(html)).toBe('About American Dietitian Last updated Nov 01, 2026 About American Dietitian text')
})

test('a page with no Spanish version shows the English one on /es/terms, says so in Spanish and marks the English text', async () => {
	const { loaded, html, title, canonical } = await visit(terms, '/es/terms')
	expect(canonical).toBe('https://americandietitian.example/es/terms')
	// The title stays in the language of the address.
	expect(title).toBe('Términos del servicio | American Dietitian')
	expect(loaded.page).toMatchObject({ title: 'Terms of Service', lang: 'en', fellBack: true })
	expect(requests).toEqual(['/api/terms-page?locale=es', '/api/terms-page?locale=en'])

	expect(html).toContain('<p role="note"')
	expect(text(html)).toBe('Esta página todavía no está traducida; se muestra en inglés. Terms of Service Última actualización: 1 de noviembre de 2026 Terms of Service text')
	expect(html).toMatch(/<h1 lang="en"[^>]*>Terms of Service<\/h1>/)
	expect(html).toMatch(/<div lang="en"[^>]*><div class="prose-cms"><p>Terms of Service text<\/p>/)
	// The English page itself has no note.
	expect((await visit(terms, '/terms')).html).not.toContain('role="note"')
})

test('a page written in no language at all is a 404 in Spanish too', async () => {
	content['terms-page'] = {}
	await changed('terms-page')
	await expect(terms.loader({ request: new Request('http://localhost/es/terms') } as never)).rejects.toMatchObject({ init: { status: 404 } })
})

test('each language is cached on its own: a Spanish read never serves English, and both are served from the cache', async () => {
	expect((await getSitePage('about', 'es'))?.title).toBe('Acerca de American Dietitian')
	expect((await getSitePage('about', 'en'))?.title).toBe('About American Dietitian')
	expect((await getSitePage('about', 'es'))?.title).toBe('Acerca de American Dietitian')
	expect((await getSitePage('about', 'en'))?.title).toBe('About American Dietitian')
	expect(requests).toEqual(['/api/about-page?locale=es', '/api/about-page?locale=en'])
})

test('a webhook for a Spanish save drops every locale\'s copy: a new translation replaces the English fallback', async () => {
	expect(await getSitePage('terms', 'es')).toMatchObject({ title: 'Terms of Service', fellBack: true })
	content['terms-page']!.es = { title: 'Términos del servicio', updated_on: '2026-11-20' }
	content['terms-page']!.en = { title: 'Terms of Service (revised)', updated_on: '2026-11-20' }
	// Still cached until Strapi says something changed.
	expect(await getSitePage('terms', 'es')).toMatchObject({ title: 'Terms of Service', fellBack: true })

	await changed('terms-page', 'es')
	expect(await getSitePage('terms', 'es')).toMatchObject({ title: 'Términos del servicio', fellBack: false, updatedOn: '20 de noviembre de 2026' })
	expect(await getSitePage('terms', 'en')).toMatchObject({ title: 'Terms of Service (revised)', fellBack: false })
})
