import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

// Issue 32 point 5: a Spanish speaker filters to dietitians who counsel in Spanish in one click, and reads
// the dietitian's Spanish summary, or the English one marked as English.

test('on /es/search one click keeps those who counsel in Spanish; their cards say so and lead to the Spanish profile', async ({ page }) => {
	await page.goto('/es/search?where=10001')
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toBeVisible()
	await page.getByRole('checkbox', { name: 'Atiende en español' }).click()
	await expect(page).toHaveURL(/\/es\/search\?.*spanish=1/)
	await expect(page.getByRole('checkbox', { name: 'Atiende en español' })).toBeChecked()
	await expect.poll(async () => (await cards.count()) > 0 && (await cards.count()) === (await cards.getByText('Atiende en español', { exact: true }).count())).toBe(true)
	await expectNoAxeViolations(page)

	await cards.getByRole('link', { name: /Camila Mendoza/ }).click()
	await expect(page).toHaveURL(/\/es\/viewdoctorprofile\/\d+$/)
	const about = page.getByRole('region', { name: 'Acerca de' })
	await expect(about).toContainText('Soy Camila, dietista en Nueva York')
	await expect(about).not.toContainText('Este resumen solo está disponible en inglés.')
})

test('a profile without a Spanish summary shows the English one on the Spanish page, marked as English', async ({ page }) => {
	await page.goto('/es/search?where=10001&spanish=1')
	await page.getByRole('main').getByRole('article').getByRole('link', { name: /Aisha Suarez/ }).click()
	await expect(page).toHaveURL(/\/es\/viewdoctorprofile\/\d+$/)
	const about = page.getByRole('region', { name: 'Acerca de' })
	await expect(about).toContainText('Este resumen solo está disponible en inglés.')
	await expect(about.locator('[lang="en"]')).toContainText("I'm Aisha Suarez")
	await expectNoAxeViolations(page)
})
