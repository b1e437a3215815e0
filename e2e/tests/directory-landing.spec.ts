import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

test('browse by state leads to a state page, then a city page that lists its dietitians, with breadcrumbs', async ({ page }) => {
	await page.goto('/search')
	await page.getByRole('navigation', { name: 'Browse by state' }).getByRole('link', { name: 'Illinois' }).click()
	await expect(page).toHaveURL(/\/dietitians\/illinois$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered dietitians in Illinois')
	await expectNoAxeViolations(page)

	await page.getByRole('main').getByRole('link', { name: 'Chicago', exact: true }).click()
	await expect(page).toHaveURL(/\/dietitians\/illinois\/chicago$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered dietitians in Chicago, IL')
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toContainText('Chicago, IL')
	const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
	await expect(breadcrumbs).toHaveText(/Dietitians›Illinois›Chicago/)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
	expect(jsonLd['@type']).toBe('BreadcrumbList')
	expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Dietitians', 'Illinois', 'Chicago'])
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dietitians\/illinois\/chicago$/)
	await expectNoAxeViolations(page)

	await breadcrumbs.getByRole('link', { name: 'Illinois' }).click()
	await expect(page).toHaveURL(/\/dietitians\/illinois$/)
})

test('a search with no result suggests nearby cities with their counts', async ({ page }) => {
	await page.goto('/search?where=61801&radius=5')
	await expect(page.getByText('No dietitian matches this search near')).toBeVisible()
	const nearby = page.getByRole('link', { name: 'Chicago', exact: true })
	await expect(nearby).toHaveAttribute('href', '/dietitians/illinois/chicago')
	await expectNoAxeViolations(page)

	// A state alone has no radius to widen; each filter is offered on its own, with what it finds.
	await page.goto('/search?state=IL&insurance=Nobody&accepting=1')
	await expect(page.getByText('No dietitian matches this search in Illinois.')).toBeVisible()
	await expect(page.getByRole('link', { name: /^Search within/ })).toHaveCount(0)
	const dropInsurance = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Without “Nobody”' }) })
	await expect(dropInsurance).toHaveText(/^Without “Nobody”: \d+ dietitians?$/)
	await dropInsurance.getByRole('link').click()
	await expect(page).toHaveURL(/\/search\?state=IL&accepting=1$/)
	await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})

test.describe('missing landing pages', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test('a state without listed dietitians is the 404 page', async ({ page, request }) => {
		expect((await request.get('/dietitians/narnia')).status()).toBe(404)
		expect((await request.get('/dietitians/illinois/nowhereville')).status()).toBe(404)
		await page.goto('/dietitians/narnia')
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	})
})

test("a state's code in the address (/dietitians/il) lands on the state's page, its cities too", async ({ page, request }) => {
	const moved = await request.get('/dietitians/il/chicago', { maxRedirects: 0 })
	expect(moved.status()).toBe(301)
	expect(moved.headers().location).toBe('/dietitians/illinois/chicago')
	await page.goto('/dietitians/il')
	await expect(page).toHaveURL(/\/dietitians\/illinois$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered dietitians in Illinois')
})
