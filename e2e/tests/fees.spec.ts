import { expect, test } from '../fixtures.ts'

test('a visitor paying out of pocket finds dietitians who give a superbill and sees the fees on the card and the profile', async ({ page }) => {
	await page.goto('/search?where=10011')
	await page.getByText('Filters and sort').click()
	// Medicare heads the insurers: the Medicare guide sends its visitors here.
	await expect(page.getByLabel('Insurance').locator('option').nth(1)).toHaveText('Medicare')
	await page.getByLabel('Superbill for out-of-network').check()
	await page.getByRole('search', { name: 'Search dietitians' }).getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/superbill=1/)
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toBeVisible()
	for (const card of await cards.all()) await expect(card).toContainText('Superbill for out-of-network')

	// Maya Chen gives one (her profile says so): her card by name, with the same filter.
	await page.goto('/search?where=Maya%20Chen&superbill=1')
	const maya = cards.filter({ hasText: 'Maya Chen' })
	await expect(maya).toContainText('Self-pay first visit $165')
	await maya.getByRole('link', { name: /Maya Chen/ }).click()
	const fees = page.locator('section', { has: page.getByRole('heading', { name: 'Services and fees' }) })
	await expect(fees).toContainText(/Insurance: Aetna, Cigna, Medicare, Self-pay · confirmed by the dietitian [A-Z][a-z]{2} \d{2}, 20\d\d/)
	await expect(fees).toContainText('Self-pay: First visit $165 · follow-up $110')
	await expect(fees).toContainText('Superbill available for out-of-network reimbursement')
})

test('a search for telehealth with Medicare says what Medicare covers by video, and still lists telehealth dietitians', async ({ page }) => {
	await page.goto('/search?state=NY&insurance=Medicare&telehealth=1')
	await expect(page.getByText('Medicare and telehealth:')).toBeVisible()
	await expect(page.getByRole('link', { name: 'medicare.gov' })).toHaveAttribute('href', 'https://www.medicare.gov/coverage/telehealth')
	await expect(page.getByRole('main').getByRole('article').first()).toContainText('Telehealth')
})
