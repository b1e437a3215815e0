import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

test.describe('the error view', () => {
	test.use({ allowedConsoleErrors: [/status of 415/] })

	test('shows the footer with the contact phone and e-mail, also when the page loader never ran', async ({ page }) => {
		await page.goto('/home')
		// A form that posts plain text: the action refuses it (415) before any loader runs.
		await page.evaluate(() => {
			const form = document.createElement('form')
			form.method = 'post'
			form.action = '/user/signin'
			form.enctype = 'text/plain'
			form.innerHTML = '<input name="email" value="x">'
			document.body.append(form)
			form.submit()
		})
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This request could not be handled')
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByRole('link', { name: '(555) 014-2024' })).toHaveAttribute('href', 'tel:5550142024')
		await expect(footer.getByRole('link', { name: 'hello@americandietitian.example' })).toHaveAttribute('href', 'mailto:hello@americandietitian.example')
		await expectNoAxeViolations(page)
	})
})
