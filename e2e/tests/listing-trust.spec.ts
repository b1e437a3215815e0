import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { demo, signIn } from '../support/accounts.ts'

// Issue 30 on the demo data: "Verified" from recorded checks, availability confirmed and dated, paused listings.
const shots = process.env.TRUST_SHOTS_DIR

async function shoot(page: Page, name: string) {
	if (!shots) return
	for (const [label, width] of [['desktop', 1280], ['phone', 390]] as const) {
		await page.setViewportSize({ width, height: 900 })
		await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true })
	}
	await page.setViewportSize({ width: 1280, height: 720 })
}

test('search shows confirmed and unconfirmed listings, the Verified badge only with a check, and the checks on a profile', async ({ page }) => {
	// Unconfirmed listings come after the confirmed ones in Best match: ordered by name, both kinds share the first page.
	await page.goto('/search?where=10001&radius=50&sort=name')
	const cards = page.getByRole('article')
	await expect(cards.filter({ hasText: /Accepting new clients · confirmed [A-Z][a-z]{2} \d{2}/ }).first()).toBeVisible()
	await expect(cards.filter({ hasText: 'Availability not confirmed' }).first()).toBeVisible()
	await expect(cards.filter({ hasText: '✓ Verified' }).first()).toBeVisible()
	expect(await cards.filter({ hasNotText: '✓ Verified' }).count()).toBeGreaterThan(0)
	await shoot(page, 'search')

	await page.goto('/search?name=Maya%20Chen')
	await page.getByRole('link', { name: /Maya Chen/ }).first().click()
	await expect(page.getByText('✓ Verified')).toBeVisible()
	await expect(page.getByText(/^NPI \d{10} · checked [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible()
	await expect(page.getByText(/^Licence NY \S+ · checked /)).toBeVisible()
	await expect(page.getByText(/Accepting new clients · confirmed/).first()).toBeVisible()
	await expectNoAxeViolations(page)
	await shoot(page, 'profile')

	await page.getByRole('link', { name: 'What “Verified” means' }).click()
	await expect(page.getByRole('heading', { name: 'What “✓ Verified” means' })).toBeVisible()
	await expectNoAxeViolations(page)
	await shoot(page, 'verified')
})

test('a paused listing says so and offers others; the admin sees the counts, the filter and the check form', async ({ browser, page }) => {
	await signIn(page, demo.admin)
	await page.goto('/admin')
	await expect(page.getByRole('link', { name: /Paused, unconfirmed 90\+ days/ })).toBeVisible()
	await shoot(page, 'admin-dashboard')
	await page.goto('/admin/users?availability=paused')
	const first = page.getByRole('row').nth(1).getByRole('link')
	const href = await first.getAttribute('href')
	const id = href!.split('/').pop()
	await first.click()
	await expect(page.getByRole('form', { name: 'Record a credential check' })).toBeVisible()
	await shoot(page, 'admin-user')

	const visitor = await browser.newContext()
	const visitorPage = await visitor.newPage()
	const response = await visitorPage.goto(`/viewdoctorprofile/${id}`)
	expect(response?.status()).toBe(410)
	await expect(visitorPage.getByRole('heading', { name: /listing is paused/ })).toBeVisible()
	await expect(visitorPage.getByRole('heading', { name: 'Dietitians like them who confirmed lately' })).toBeVisible()
	await expectNoAxeViolations(visitorPage)
	await shoot(visitorPage, 'paused')
	await visitor.close()

	await page.goto('/admin/approvals')
	await shoot(page, 'approvals')
	const unknown = await page.request.get('/admin/users?availability=stale')
	expect(unknown.status()).toBe(400)
	expect(await unknown.text()).toContain('The availability filter is one of: confirmed, unconfirmed, paused')
})

test('the dietitian confirms availability from the dashboard', async ({ page }) => {
	await signIn(page, demo.withPlan)
	await page.goto('/viewprofile')
	const panel = page.getByRole('region', { name: /Your listing says: Accepting new clients · confirmed/ })
	await expect(panel).toBeVisible()
	await shoot(page, 'dashboard')
	await panel.getByRole('button', { name: 'Not now' }).click()
	await expect(page.getByRole('region', { name: /Your listing says: Not accepting new clients · confirmed/ })).toBeVisible()
	await page.getByRole('button', { name: 'Yes, still accepting' }).click()
	await expect(page.getByRole('region', { name: /Your listing says: Accepting new clients · confirmed/ })).toBeVisible()
	await expectNoAxeViolations(page)
})
