import { expect, expectNoAxeViolations, test, type Page } from '../fixtures.ts'

// Issue 32: a Spanish-speaking visitor goes /es/home → a search by ZIP → filters, and the landing pages,
// reading Spanish all the way (except the dietitians' own words) and staying under /es.

/** The site's own English words that must not be left on a Spanish search page (a dietitian's summary may be English). */
const englishChrome =
	/Next opening|Accepting new clients|Not accepting|Availability not confirmed|Self-pay|Superbill for|✓ Verified|Featured|How listings are ordered|Filters and sort|Registered dietitians|\d+ dietitians?\b|· In person|· Telehealth|Online ·|Sort by|Any state|Previous|Next\b|Browse by state|Other states|Cities in/

async function expectNoEnglishChrome(page: Page) {
	const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ')
	expect(text.match(englishChrome)?.[0] ?? null, 'English left on a Spanish page').toBeNull()
}

/** Every link and form in the page's main part stays on the Spanish site (or leaves the site). */
async function expectLinksStayInSpanish(page: Page) {
	const addresses = await page
		.getByRole('main')
		.locator('a[href^="/"], form[action^="/"]')
		.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? ''))
	expect(addresses.length).toBeGreaterThan(0)
	// The articles are English-only and say so (the lead's article card); every other site link stays under /es.
	expect(addresses.filter((address) => !address.startsWith('/es/') && address !== '/es' && !address.startsWith('/ai-singlepost/'))).toEqual([])
}

test('from the Spanish home page, a search by ZIP code and a filter, all in Spanish', async ({ page }) => {
	await page.goto('/es/home')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentre un dietista registrado cerca de usted')
	await expectLinksStayInSpanish(page)
	await expectNoAxeViolations(page)

	const hero = page.getByRole('search', { name: 'Buscar un dietista' })
	await hero.getByLabel('Código postal, ciudad o nombre').fill('10001')
	await hero.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/\/es\/search\?where=10001/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dietistas registrados cerca de New York, NY 10001')
	await expect(page.getByText(/^1–10 de \d+ dietistas$/)).toBeVisible()
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toContainText(/New York, NY · \d+\.\d mi/)
	await expect(cards.first()).toContainText(/Acepta clientes nuevos|No acepta clientes nuevos|Disponibilidad sin confirmar/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/search$/)
	await expectNoEnglishChrome(page)
	await expectLinksStayInSpanish(page)
	await expectNoAxeViolations(page)

	const form = page.getByRole('search', { name: 'Buscar dietistas' })
	await form.getByText('Filtros y orden').click()
	// With JavaScript each change applies at once (issue 42.3): each waits for its search before the next.
	await form.getByLabel('Especialidad').selectOption({ label: 'Diabetes' })
	await expect(page).toHaveURL(/\/es\/search\?.*specialty=diabetes/)
	await form.getByLabel('Acepta clientes nuevos').check()
	await expect(page).toHaveURL(/\/es\/search\?.*specialty=diabetes.*accepting=1/)
	await form.getByLabel('Ordenar por').selectOption({ label: 'Distancia' })
	await expect(page).toHaveURL(/\/es\/search\?.*sort=distance/)
	await form.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/\/es\/search\?.*specialty=diabetes.*accepting=1/)
	await expect(cards.first()).toBeVisible()
	for (const card of await cards.all()) await expect(card).toContainText('Acepta clientes nuevos')
	await expect(page.getByRole('search', { name: 'Buscar dietistas' }).getByLabel('Ordenar por')).toHaveValue('distance')
	await expectNoEnglishChrome(page)
	await expectLinksStayInSpanish(page)

	// Next page: the page links keep the language.
	const pages = page.getByRole('navigation', { name: 'Paginación' })
	if (await pages.count()) {
		await pages.getByRole('link', { name: 'Siguiente' }).click()
		await expect(page).toHaveURL(/\/es\/search\?.*page=2/)
	}
})

test('a search that finds no one, and one that cannot run, say so in Spanish', async ({ page }) => {
	await page.goto('/es/search?where=61801&radius=5')
	await expect(page.getByText(/^Ningún dietista cerca de .+ 61801 coincide con esta búsqueda\.$/)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Chicago', exact: true })).toHaveAttribute('href', '/es/dietitians/illinois/chicago')
	await expectNoEnglishChrome(page)
	await expectNoAxeViolations(page)

	await page.goto('/es/search?where=10001&state=CA')
	await expect(page.getByRole('alert')).toContainText('El código postal 10001 está en Nueva York, no en California.')
	await page.getByRole('link', { name: 'Todo el estado de California' }).click()
	await expect(page).toHaveURL(/\/es\/search\?state=CA/)
})

test('the Spanish state and city pages, with Spanish breadcrumbs and addresses', async ({ page }) => {
	await page.goto('/es/dietitians/new-york')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dietistas registrados en Nueva York')
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/dietitians\/new-york$/)
	const breadcrumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
	await expect(breadcrumbs).toHaveText(/Dietistas›Nueva York/)
	await expect(breadcrumbs.getByRole('link', { name: 'Dietistas' })).toHaveAttribute('href', '/es/search')
	await expectNoEnglishChrome(page)
	await expectLinksStayInSpanish(page)
	await expectNoAxeViolations(page)

	const cities = page.getByRole('region', { name: 'Ciudades de Nueva York' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Ciudades de Nueva York' }) }))
	const city = cities.getByRole('link').first()
	const cityName = (await city.textContent()) ?? ''
	await city.click()
	await expect(page).toHaveURL(/\/es\/dietitians\/new-york\/[a-z-]+$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dietistas registrados en ${cityName}, NY`)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
	expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Dietistas', 'Nueva York', cityName])
	expect(new URL(jsonLd.itemListElement[1].item).pathname).toBe('/es/dietitians/new-york')
	await expectNoEnglishChrome(page)
	await expectLinksStayInSpanish(page)
	await expectNoAxeViolations(page)
})

test('how listings are ordered, in Spanish', async ({ page }) => {
	await page.goto('/es/search?where=10001')
	await page.getByRole('main').getByRole('link', { name: 'Cómo se ordenan los resultados' }).first().click()
	await expect(page).toHaveURL(/\/es\/how-listings-are-ordered$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo se ordenan los resultados')
	await expect(page.getByRole('main')).toContainText('a menos de 5 millas')
	await expectLinksStayInSpanish(page)
	await expectNoAxeViolations(page)
})
