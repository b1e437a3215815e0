import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { codeIn, demo, password, readMail, signIn, toast, uniqueEmail } from '../support/accounts.ts'

// The browser tests run without Stripe keys: "Choose" leads to the test checkout,
// whose events go through the same fulfilment as Stripe's webhooks.

async function fillSignUp(page: Page, email: string, firstName: string) {
	await page.getByLabel('First name').fill(firstName)
	await page.getByLabel('Last name').fill('Okafor')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByLabel('Confirm password').fill(password)
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL(/\/user\/verify$/)
}

const accountMenu = (page: Page, name: string) => page.getByRole('banner').locator('summary').filter({ hasText: `Account menu for ${name}` })

async function payAndActivate(page: Page, planName: string, amount: string) {
	await expect(page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_\w+$/)
	await expect(page.getByText('Test mode — no card is charged')).toBeVisible()
	await page.getByRole('button', { name: `Pay ${amount} (test)` }).click()
	await expect(page).toHaveURL(/\/billing\/success\?session_id=cs_test_\w+$/)
	await expect(page.getByRole('heading', { name: 'Activating your plan…' })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Your ${planName} plan is active` })).toBeVisible({ timeout: 15_000 })
}

test('a visitor chooses Professional, signs up, verifies, pays in test mode and reaches profile setup', async ({ page, request }) => {
	test.setTimeout(60_000)
	await page.goto('/services')
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Choose Professional' }).click()
	await expect(page).toHaveURL(/\/user\/signup\?redirectTo=%2Fbilling%2Fcheckout%3Fplan%3Dprofessional%26interval%3Dmonth$/)

	const email = uniqueEmail('buyer')
	await fillSignUp(page, email, 'Ada')
	const mail = await readMail(request, email, 'Verify your e-mail address')
	await page.getByLabel('Verification code').fill(codeIn(mail.text))
	await page.getByRole('button', { name: 'Verify', exact: true }).click()

	// Back to the same choice.
	await expect(page).toHaveURL(/\/billing\/checkout\?plan=professional&interval=month$/)
	await expect(page.getByRole('heading', { name: 'Your plan: Professional' })).toBeVisible()
	await expect(page.getByText('$39 / month')).toBeVisible()
	// axe judges the pages once the verification toast has faded out (half-faded text fails contrast).
	await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 })
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Continue to payment' }).click()

	await expectNoAxeViolations(page)
	await payAndActivate(page, 'Professional', '$39')
	await expectNoAxeViolations(page)

	await accountMenu(page, 'Ada Okafor').click()
	await page.getByRole('banner').getByRole('link', { name: 'Create Profile' }).click()
	await expect(page).toHaveURL(/\/setupprofile$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a signed-in dietitian buys from /services, sees the Billing section, cancels in the portal and is back to plan 0', async ({ page, request }) => {
	test.setTimeout(60_000)
	const email = uniqueEmail('canceler')
	await page.goto('/user/signup')
	await fillSignUp(page, email, 'Lee')
	const mail = await readMail(request, email, 'Verify your e-mail address')
	await page.getByLabel('Verification code').fill(codeIn(mail.text))
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	await expect(page).toHaveURL(/\/user\/welcome\/\d+$/)

	await page.goto('/services?interval=year')
	await page.getByRole('button', { name: 'Choose Practice' }).click()
	await payAndActivate(page, 'Practice', '$790')

	await page.getByRole('link', { name: 'See billing details' }).click()
	const billing = page.getByRole('region', { name: 'Billing' })
	await expect(billing).toContainText('Practice, billed yearly ($790 / year)')
	await expect(billing).toContainText('Active')
	await expect(billing).toContainText('Renews on')
	await expect(billing).toContainText(email)
	await expect(billing.getByText(/^cus_test_\w+$/)).toBeVisible()

	await billing.getByRole('button', { name: 'Manage billing' }).click()
	await expect(page).toHaveURL(/\/billing\/test-portal$/)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Cancel now' }).click()
	await expect(page).toHaveURL(/\/viewprofile$/)
	await expect(toast(page, 'Your subscription was canceled. (test mode)')).toBeVisible()
	await expect(billing).toContainText('Canceled')
	await expect(billing.getByRole('link', { name: 'Choose a plan' })).toBeVisible()

	await accountMenu(page, 'Lee Okafor').click()
	await page.getByRole('banner').getByRole('link', { name: 'Create Profile' }).click()
	await expect(page.getByRole('dialog', { name: 'Choose a plan first' })).toBeVisible()
	await page.goto('/setupprofile')
	await expect(page).toHaveURL(/\/home$/)
})

test('a plan-0 account gets the plans modal: three plans, their prices, Choose leads into the checkout; cancel returns to /services', async ({ page }) => {
	await signIn(page, demo.noPlan)
	await accountMenu(page, 'Sam Ortiz').click()
	await page.getByRole('banner').getByRole('link', { name: 'Create Profile' }).click()
	const modal = page.getByRole('dialog', { name: 'Choose a plan first' })
	await expect(modal).toBeVisible()
	await expect(modal.getByRole('listitem')).toHaveCount(3)
	await expect(modal.getByRole('listitem').nth(0)).toContainText('Starter$19 / month')
	await expect(modal.getByRole('listitem').nth(1)).toContainText('Professional$39 / month')
	await expect(modal.getByRole('listitem').nth(2)).toContainText('Practice$79 / month')
	await expectNoAxeViolations(page)

	await modal.getByRole('button', { name: 'Choose Starter' }).click()
	await expect(page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_\w+$/)
	await expect(page.getByRole('dialog')).toHaveCount(0)
	await expect(page.getByRole('main')).toContainText('Starter, billed monthly')
	await page.getByRole('link', { name: 'Cancel and go back to the plans' }).click()
	await expect(page).toHaveURL(/\/services$/)
	await expect(toast(page, 'Checkout canceled. You have not been charged.')).toBeVisible()
})

test('the success page keeps asking for a minute, then says what to do', async ({ page }) => {
	await page.clock.install()
	await signIn(page, demo.noPlan)
	await page.goto('/services')
	await page.getByRole('button', { name: 'Choose Starter' }).click()
	await expect(page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_\w+$/)
	// Not paid: Stripe's word never comes.
	await page.goto(page.url().replace('/billing/test-checkout', '/billing/success'))
	await expect(page.getByRole('heading', { name: 'Activating your plan…' })).toBeVisible()
	// The minute is counted from hydration: let the page's scripts run before moving the clock.
	await page.waitForLoadState('networkidle')
	await page.clock.fastForward(30_000)
	await expect(page.getByRole('heading', { name: 'Activating your plan…' })).toBeVisible()
	await page.clock.fastForward(40_000)
	await expect(page.getByRole('heading', { name: 'Your payment is still being confirmed' })).toBeVisible()
	await expect(page.getByText('You do not need to pay again.', { exact: false })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Check again' })).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the success page says how to see the plan instead of promising to update itself', async ({ page }) => {
		await signIn(page, demo.noPlan)
		await page.goto('/services')
		await page.getByRole('button', { name: 'Choose Starter' }).click()
		await expect(page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_\w+$/)
		await page.goto(page.url().replace('/billing/test-checkout', '/billing/success'))
		await expect(page.getByRole('heading', { name: 'Activating your plan…' })).toBeVisible()
		await expect(page.getByText('Reload the page in a few seconds to see your plan:')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Check again' })).toBeVisible()
		await expect(page.getByText('updates by itself')).toHaveCount(0)
	})
})

test("the demo dietitian's Billing section shows her yearly Professional subscription", async ({ page }) => {
	await signIn(page, demo.withPlan)
	await page.goto('/viewprofile')
	const billing = page.getByRole('region', { name: 'Billing' })
	await expect(billing).toContainText('Professional, billed yearly ($390 / year)')
	await expect(billing).toContainText('Renews on')
	await expect(billing).toContainText('cus_demo_maya_chen')
	await expect(billing).toContainText(demo.withPlan.email)
	await expect(billing.getByRole('button', { name: 'Manage billing' })).toBeVisible()
	await expectNoAxeViolations(page)

	await page.goto('/services')
	await expect(page.getByRole('link', { name: 'Your current plan' })).toBeVisible()
})

test.describe('bad input', () => {
	test.use({ allowedConsoleErrors: [/status of 40[04]/] })

	test('an unknown plan or another checkout id is refused with a message', async ({ page }) => {
		await signIn(page, demo.noPlan)
		const unknown = await page.goto('/billing/checkout?plan=platinum&interval=month')
		expect(unknown?.status()).toBe(400)
		await expect(page.getByText('Unknown plan: choose Starter, Professional or Practice')).toBeVisible()
		const foreign = await page.goto('/billing/success?session_id=cs_test_someoneelse')
		expect(foreign?.status()).toBe(404)
		await expect(page.getByText('We could not find this checkout for your account.')).toBeVisible()
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the monthly/yearly switch and Choose work as plain links and forms', async ({ page }) => {
		await page.goto('/services')
		await page.getByRole('link', { name: /Yearly/ }).click()
		await expect(page).toHaveURL(/\/services\?interval=year$/)
		const plans = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
		await expect(plans.nth(0)).toContainText('$190 / year')
		await expect(plans.nth(0)).toContainText('2 months free')
		await expect(page.getByRole('link', { name: 'Choose Starter' })).toHaveAttribute('href', '/user/signup?redirectTo=%2Fbilling%2Fcheckout%3Fplan%3Dstarter%26interval%3Dyear')
	})
})
