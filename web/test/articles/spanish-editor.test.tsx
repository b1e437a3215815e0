import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import ArticleEditor, { loader as listLoader } from '#app/routes/articleeditor.tsx'
import NewArticle, { action as newAction, loader as newLoader } from '#app/routes/articleeditor.new.tsx'
import { callRoute, form as fields } from '../form-client.ts'
import { dietitianWithProfile, plainAccount, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { englishLeftIn, renderPage, visibleText } from '../render-page.tsx'

// Issue 42 point 10: the article editor under /es speaks Spanish; the articles keep the language they were written in.

// A stand-in for Strapi's REST API: no articles yet.
const server = http.createServer((_req, res) => {
	res.writeHead(200, { 'content-type': 'application/json' })
	res.end(JSON.stringify({ data: [], meta: { pagination: { total: 0 } } }))
})
beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

type PageData = Parameters<typeof renderPage>[2]
const page = (Page: unknown, path: string, data: unknown) => visibleText(renderPage(Page as ComponentType<never>, path, data as PageData))

test('/es/articleeditor and /es/articleeditor/new in Spanish; without a plan that writes, the plans by their Spanish names', { timeout: 60_000 }, async () => {
	const writer = await dietitianWithProfile({ plan: 2 })
	const cookie = await sessionCookieFor(writer.id)
	const list = await callRoute(listLoader, '/es/articleeditor', undefined, { cookie })
	expect(list.status).toBe(200)
	const listText = page(ArticleEditor, '/es/articleeditor', list.data)
	for (const words of ['Sus artículos', 'Nuevo artículo', 'Todos', 'Borrador', 'En revisión', 'Publicado', 'Todavía no tiene artículos']) expect(listText).toContain(words)
	expect(englishLeftIn(listText, ['Your articles', 'New article', 'All', 'Draft', 'In review', 'Published', 'No articles yet'])).toEqual([])

	const fresh = await callRoute(newLoader, '/es/articleeditor/new', undefined, { cookie })
	const html = renderPage(NewArticle as ComponentType<never>, '/es/articleeditor/new', fresh.data as PageData)
	const form = visibleText(html)
	for (const words of ['Nuevo artículo', '← Todos los artículos', 'Título', 'Resumen', 'Etiquetas', 'Imagen de portada', 'Negrita', 'Vista previa', 'Guardar borrador', 'Enviar a revisión']) expect(form).toContain(words)
	expect(englishLeftIn(form, ['Title', 'Summary', 'Tags', 'Cover image', 'Bold', 'Preview', 'Save draft', 'Submit for review', 'All articles'])).toEqual([])
	expect(html).toContain('href="/es/articleeditor"')
	const refused = await callRoute(newAction, '/es/articleeditor/new', fields({ intent: 'save', title: 'Té', summary: '', tags: '', body: '', coverAlt: '' }), { cookie })
	expect(refused.status).toBe(400)
	const refusedText = visibleText(renderPage(NewArticle as ComponentType<never>, '/es/articleeditor/new', fresh.data as PageData, refused.data))
	expect(refusedText).toContain('Título: como mínimo 3 caracteres')
	expect(refusedText).toContain('Escriba el artículo')
	expect(englishLeftIn(refusedText, ['Write the article', 'at least'])).toEqual([])

	const reader = await sessionCookieFor(await plainAccount())
	const noPlan = await callRoute(listLoader, '/es/articleeditor', undefined, { cookie: reader })
	const noPlanText = page(ArticleEditor, '/es/articleeditor', noPlan.data)
	expect(noPlanText).toContain('Publicar artículos es parte de los planes Profesional y Consultorio.')
	expect(englishLeftIn(noPlanText, ['Professional', 'Practice', 'Choose a plan'])).toEqual([])
	const english = await callRoute(listLoader, '/articleeditor', undefined, { cookie: reader })
	expect(page(ArticleEditor, '/articleeditor', english.data)).toContain('Publishing articles is part of the Professional and Practice plans.')
})
