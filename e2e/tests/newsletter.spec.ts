import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { codeIn, readMail, toast, uniqueEmail } from '../support/accounts.ts'

const codeSubject = 'Confirm your newsletter subscription'

test('subscribe from the footer: code modal, backdrop does not close it, success toast, field cleared', async ({ page, request }) => {
	const email = uniqueEmail('footer')
	await page.goto('/aboutus')
	const footer = page.getByRole('contentinfo')
	await footer.getByLabel('E-mail').fill(email)
	await footer.getByRole('button', { name: 'Subscribe' }).click()
	const modal = page.getByRole('dialog', { name: 'Confirm your e-mail' })
	await expect(modal).toBeVisible()
	await expect(modal).toContainText(email)
	await expectNoAxeViolations(page)
	// A click on the backdrop leaves the modal open.
	await page.mouse.click(5, 5)
	await expect(modal).toBeVisible()
	const mail = await readMail(request, email, codeSubject)
	await modal.getByLabel('Verification code').fill(codeIn(mail.text))
	await modal.getByRole('button', { name: 'Verify' }).click()
	await expect(toast(page, 'Email subscribed successfully!')).toBeVisible()
	await expect(modal).toBeHidden()
	await expect(footer.getByLabel('E-mail')).toHaveValue('')
	const welcome = await readMail(request, email, 'You are subscribed to the American Dietitian newsletter')
	expect(welcome.text).toContain('/newsletter/unsubscribe?t=')
})

test('the /newsletter page and the unsubscribe page pass axe', async ({ page }) => {
	await page.goto('/newsletter')
	await expect(page.getByRole('heading', { name: 'The American Dietitian newsletter' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.goto('/newsletter/unsubscribe?t=x')
	await expect(page.getByRole('button', { name: 'Unsubscribe' }).first()).toBeVisible()
	await expectNoAxeViolations(page)
})

test('an empty e-mail gives the warning toast and sends nothing', async ({ page }) => {
	await page.goto('/home')
	await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
	await expect(toast(page, 'Please Input Email')).toBeVisible()
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

test.describe('failures', () => {
	test.use({ allowedConsoleErrors: [/status of 202/] })

	test('a wrong code closes the modal without a message (spec §8); Escape closes it too', async ({ page, request }) => {
		const email = uniqueEmail('wrong')
		await page.goto('/services')
		const footer = page.getByRole('contentinfo')
		await footer.getByLabel('E-mail').fill(email)
		await footer.getByRole('button', { name: 'Subscribe' }).click()
		const modal = page.getByRole('dialog', { name: 'Confirm your e-mail' })
		await expect(modal).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(modal).toBeHidden()
		await footer.getByRole('button', { name: 'Subscribe' }).click()
		await expect(modal).toBeVisible()
		const code = codeIn((await readMail(request, email, codeSubject)).text)
		const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
		await modal.getByLabel('Verification code').fill(wrong)
		await modal.getByRole('button', { name: 'Verify' }).click()
		await expect(modal).toBeHidden()
		await expect(page.locator('.toast')).toHaveCount(0)
		await expect(footer.getByLabel('E-mail')).toHaveValue(email)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the footer form leads through /newsletter in two pages, and the unsubscribe link works once', async ({ page, request }) => {
		const email = uniqueEmail('nojs')
		await page.goto('/blogpage')
		const footer = page.getByRole('contentinfo')
		await footer.getByLabel('E-mail').fill(email)
		await footer.getByRole('button', { name: 'Subscribe' }).click()
		await expect(page).toHaveURL(/\/newsletter$/)
		await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible()
		const code = codeIn((await readMail(request, email, codeSubject)).text)
		await page.getByRole('main').getByLabel('Verification code').fill(code)
		await page.getByRole('button', { name: 'Confirm subscription' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Email subscribed successfully!' })).toBeVisible()

		const welcome = await readMail(request, email, 'You are subscribed to the American Dietitian newsletter')
		const link = welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?t=\S+/)![0]
		await page.goto(link)
		await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click()
		await expect(page.getByRole('status')).toContainText(`${email} will get no more newsletters`)
		await page.goto(link)
		await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click()
		await expect(page.getByRole('status')).toContainText('was already unsubscribed')
	})
})
