import { distanceBandMiles } from '../../web/app/modules/directory/listing-order.ts'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

// Issue 30 point 2 and issue 29 point 2, as a visitor sees them on the demo data.

const bandOf = (miles: number) => {
	const band = distanceBandMiles.findIndex((edge) => miles < edge)
	return band === -1 ? distanceBandMiles.length : band
}

test('Best match around a ZIP: Featured first, then nearer distance bands before farther ones', async ({ page }) => {
	await page.goto('/search?where=10001&radius=100')
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toBeVisible()
	const shown = await cards.evaluateAll((articles) =>
		articles.map((article) => ({ featured: [...article.querySelectorAll('span')].some((label) => label.textContent === 'Featured'), miles: Number(/([\d.]+) mi\b/.exec(article.textContent ?? '')?.[1] ?? 'NaN') })),
	)
	const featured = shown.filter((card) => card.featured).length
	expect(shown.slice(0, featured).every((card) => card.featured)).toBe(true)
	const bands = shown.slice(featured).map((card) => bandOf(card.miles))
	expect(bands).toEqual([...bands].sort((a, b) => a - b))
	expect(featured).toBeGreaterThan(0)
	await page.getByRole('link', { name: 'How listings are ordered' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('How listings are ordered')
	await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('"Openings this week" and "Soonest opening" are a plain form; the rule page is linked beside the sort', async ({ page }) => {
		await page.goto('/search?where=10001')
		const form = page.getByRole('search', { name: 'Search dietitians' })
		await form.getByText('Filters and sort').click()
		await form.getByLabel('Openings this week').check()
		await form.getByLabel('Sort by').selectOption('soonest')
		await form.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/[?&]openings=1/)
		await expect(page).toHaveURL(/[?&]sort=soonest/)
		await expect(form.getByLabel('Openings this week')).toBeChecked()
		await expect(form.getByLabel('Sort by')).toHaveValue('soonest')
		// Every card found has an opening this week, and says when.
		const cards = page.getByRole('main').getByRole('article')
		for (const card of await cards.all()) await expect(card).toContainText(/Next opening: (Today|Tomorrow|[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2})/)
		await form.getByRole('link', { name: 'How listings are ordered' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('How listings are ordered')
		await expect(page.getByText(`within ${distanceBandMiles[0]} miles`, { exact: true })).toBeVisible()
	})
})
