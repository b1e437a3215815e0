import { expect, test } from '../fixtures.ts'

// Issue 32: the Spanish site's addresses, language, alternates and the language switch.

test('a Spanish page says so: lang, hreflang alternates, a Spanish header and footer', async ({ page }) => {
	await page.goto('/es/home')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	const origin = new URL(page.url()).origin
	await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/home`)
	await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es/home`)
	await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/home`)
	const main = page.getByRole('navigation', { name: 'Principal' })
	await expect(main.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/es/search')
	await expect(main.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/es/services')
	await expect(page.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/es/terms')
})

test('the English page keeps its address and offers Spanish; the switch keeps the page and remembers the choice', async ({ page, context }) => {
	await page.goto('/search?where=10001')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
	await expect(page).toHaveURL(/\/es\/search\?where=10001$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es')
	// `/` has no page of its own: it opens the chosen language's home; a page with its own address never redirects.
	await page.goto('/')
	await expect(page).toHaveURL(/\/es\/home$/)
	await page.goto('/home')
	await expect(page).toHaveURL(/\/home$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
	await expect(page).toHaveURL(/\/es\/home$/)
	await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
	await expect(page).toHaveURL(/\/home$/)
	expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en')
})

test('the switch only goes to pages of this site', async ({ page }) => {
	const response = await page.request.get('/language/es?next=//evil.example/x', { maxRedirects: 0 })
	expect(response.status()).toBe(303)
	expect(response.headers()['location']).toBe('/es/home')
	expect((await page.request.get('/language/fr?next=/home', { maxRedirects: 0 })).status()).toBe(404)
})

test.describe('a browser that prefers Spanish', () => {
	test.use({ locale: 'es-US' })
	test('is offered the Spanish page on /home, never redirected, and can say no', async ({ page }) => {
		await page.goto('/home')
		await expect(page).toHaveURL(/\/home$/)
		const offer = page.getByRole('region', { name: 'Language' })
		await expect(offer.getByRole('link', { name: 'Vea esta página en español' })).toHaveAttribute('href', '/language/es?next=%2Fhome')
		await offer.getByRole('button', { name: 'Cerrar' }).click()
		await expect(offer).toBeHidden()
		// The language switch's own cookie: English, for the whole site, for a year.
		const lang = (await page.context().cookies()).find((cookie) => cookie.name === 'lang')
		expect(lang).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', httpOnly: false })
		expect(lang!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
		await page.reload()
		await expect(page.getByRole('link', { name: 'Vea esta página en español' })).toHaveCount(0)
	})
})

test.describe('a missing Spanish page', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })
	test('is a Spanish 404', async ({ page }) => {
		const response = await page.goto('/es/no-such-page')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la página')
	})
})

test('the blogs in Spanish: Spanish words around English articles that say they are English', async ({ page }) => {
	await page.goto('/es/ai-blogpage')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos del blog')
	const card = page.getByRole('main').getByRole('listitem').first()
	await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en')
	await expect(card.getByText('En inglés')).toBeVisible()
	await expect(card.getByText('Con ayuda de IA')).toBeVisible()
	await card.getByRole('link', { name: /^Leer el artículo completo/ }).click()
	await expect(page).toHaveURL(/\/es\/ai-singlepost\/:\d+$/)
	await expect(page.getByText('Este artículo está en inglés.')).toBeVisible()
	await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
	await expect(page.getByText(/^Este artículo se redactó con ayuda de inteligencia artificial/)).toBeVisible()

	await page.goto('/es/blogpage')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos de autores')
	await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click()
	await expect(page).toHaveURL(/\/es\/singlepost\/\d+$/)
	await expect(page.getByText('Este artículo está en inglés.')).toBeVisible()
})

test('the AI blog search in Spanish stays Spanish', async ({ page }) => {
	await page.goto('/es/ai-blogpage')
	await page.getByRole('searchbox').or(page.getByPlaceholder('Escriba una palabra clave')).first().fill('zzzzqqq')
	await page.getByRole('button', { name: 'Buscar', exact: true }).click()
	await expect(page).toHaveURL(/\/es\/ai-blogpage\?q=zzzzqqq$/)
	await expect(page.getByText('Ningún artículo coincide con “zzzzqqq”.')).toBeVisible()
})
