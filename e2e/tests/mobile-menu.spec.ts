import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('the mobile menu opens as a dialog, says Search Doctor, and its links work', async ({ page }) => {
	await page.goto('/home')
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
	await page.getByRole('button', { name: 'Open menu' }).click()
	const menu = page.getByRole('dialog', { name: 'Menu' })
	await expect(menu).toBeVisible()
	await expect(menu.getByRole('link', { name: 'Search Doctor' })).toHaveAttribute('href', '/search')
	await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
	await expectNoAxeViolations(page)

	await menu.getByRole('link', { name: 'About Us' }).click()
	await expect(page).toHaveURL(/\/aboutus$/)
	await expect(menu).toBeHidden()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('About American Dietitian')

	await page.getByRole('button', { name: 'Open menu' }).click()
	await menu.getByRole('link', { name: 'Search Doctor' }).click()
	await expect(page).toHaveURL(/\/search$/)
	await expect(page.getByRole('search', { name: 'Search dietitians' })).toBeVisible()
})

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
	await page.goto('/services')
	const trigger = page.getByRole('button', { name: 'Open menu' })
	await trigger.click()
	await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
	await expect(trigger).toBeFocused()
})
