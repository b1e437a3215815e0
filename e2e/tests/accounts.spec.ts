import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { codeIn, demo, linkIn, password, readMail, signIn, signUp, toast, uniqueEmail } from '../support/accounts.ts'

test('sign up, open the mailed link, land on the welcome page signed in', async ({ page, request }) => {
	const email = uniqueEmail('link')
	await signUp(page, email, 'Dana')
	await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText(email)
	await expectNoAxeViolations(page)

	const mail = await readMail(request, email, 'Verify your e-mail address')
	const link = new URL(linkIn(mail.text))
	await page.goto(link.pathname + link.search)
	await expect(page).toHaveURL(/\/user\/welcome\/\d+$/)
	await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible()
	await expect(toast(page, 'Successfully logined!')).toBeVisible()

	// The same link again, still signed in: it says so and goes on, not "did not work".
	await page.goto(link.pathname + link.search)
	await expect(page).toHaveURL(/\/user\/welcome\/\d+$/)
	await expect(toast(page, 'Your e-mail address is already verified.')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'This link did not work' })).toHaveCount(0)

	await page.goto('/home')
	await expect(page.getByRole('banner').locator('summary').filter({ hasText: 'Account menu for Dana Rivera' })).toBeVisible()
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})

test.describe('codes', () => {
	// A wrong code is answered 400, which the browser logs.
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('sign up and verify with the mailed code', async ({ page, request }) => {
	const email = uniqueEmail('code')
	await signUp(page, email, 'Casey')
	const mail = await readMail(request, email, 'Verify your e-mail address')
	await page.getByLabel('Verification code').fill('000000' === codeIn(mail.text) ? '111111' : '000000')
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	// Inline at the field, and as a toast (spec §8).
	await expect(page.getByRole('main').getByText('Verify Code Invalid')).toBeVisible()
	await expect(toast(page, 'Verify Code Invalid')).toBeVisible()
	await page.getByLabel('Verification code').fill(codeIn(mail.text))
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Welcome, Casey!' })).toBeVisible()
	})

	test('a forged verification link shows a clear page with a way to get a new link', async ({ page }) => {
		await page.goto('/user/verify/token?firstpart=abc&secondpart=def&thirdpart=ghi')
		await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible()
		await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible()
		await page.getByLabel('E-mail').fill(uniqueEmail('nobody'))
		await page.getByRole('button', { name: 'Send a new link' }).click()
		await expect(page.getByText('a new link is on its way')).toBeVisible()
	})
})

test('the resend button counts down after sending', async ({ page }) => {
	await signUp(page, uniqueEmail('resend'))
	await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
})


test("signing in before verifying warns 'Your are not Verified.' and leads to the verify page", async ({ page }) => {
	const email = uniqueEmail('unverified')
	await signUp(page, email)
	await page.context().clearCookies()
	await page.goto('/user/signin')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/user\/verify$/)
	await expect(toast(page, 'Your are not Verified.')).toBeVisible()
	await expect(page.getByRole('main')).toContainText(email)
})

test.describe('wrong credentials', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('show the same message for a wrong password and an unknown e-mail', async ({ page }) => {
		for (const email of [demo.withPlan.email, uniqueEmail('unknown')]) {
			await page.goto('/user/signin')
			await page.getByLabel('E-mail').fill(email)
			await page.getByLabel('Password').fill('Wrong-password-1')
			await page.getByRole('button', { name: 'Sign in' }).click()
			await expect(page.getByRole('alert').filter({ hasText: 'Your Email or Password is not correct.' })).toBeVisible()
			// Spec §8: the server's message is a toast too.
			await expect(toast(page, 'Your Email or Password is not correct.')).toBeVisible()
			await expect(page).toHaveURL(/\/user\/signin$/)
		}
	})
})

test('sign in shows the success toast; sign out ends the session with its toast', async ({ page }) => {
	await signIn(page, demo.withPlan)
	await expect(toast(page, 'Successfully logined!')).toBeVisible()
	await page.locator('summary').filter({ hasText: 'Account menu for Maya Chen' }).click()
	await page.getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/home$/)
	await expect(toast(page, 'Successfully logout.')).toBeVisible()
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
	await page.goto('/viewprofile')
	await expect(page).toHaveURL(/\/home$/)
})

test.describe('password reset', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('forgot password: e-mail, code, new password; the old password stops working and other sessions end', async ({ page, browser, request }) => {
	const email = uniqueEmail('reset')
	await signUp(page, email)
	const verifyMail = await readMail(request, email, 'Verify your e-mail address')
	const link = new URL(linkIn(verifyMail.text))
	await page.goto(link.pathname + link.search)
	await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()

	const other = await browser.newContext()
	const resetPage = await other.newPage()
	await resetPage.goto('/user/forgotpassword')
	await resetPage.getByLabel('E-mail').fill(email)
	await resetPage.getByRole('button', { name: 'Send code' }).click()
	await expect(toast(resetPage, 'Successfully sent Verification Code to your email!')).toBeVisible()
	// The page says what the toast says: a code was sent to that address.
	await expect(resetPage.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible()
	const resetMail = await readMail(request, email, 'Your password reset code')
	await resetPage.getByLabel('Verification code').fill(codeIn(resetMail.text))
	await resetPage.getByRole('button', { name: 'Check code' }).click()
	await resetPage.getByLabel('New password', { exact: true }).fill('Brand-new-pass-99')
	await resetPage.getByLabel('Confirm new password').fill('Brand-new-pass-99')
	await resetPage.getByRole('button', { name: 'Change password' }).click()
	await expect(resetPage).toHaveURL(/\/user\/signin$/)
	await expect(toast(resetPage, 'Your password has been changed.')).toBeVisible()
	await expect(resetPage.getByLabel('E-mail')).toHaveValue(email)

	await page.reload()
	await expect(toast(page, 'User Info Incorrect! Please login again.')).toBeVisible()
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

	await resetPage.getByLabel('E-mail').fill(email)
	await resetPage.getByLabel('Password').fill(password)
	await resetPage.getByRole('button', { name: 'Sign in' }).click()
	await expect(resetPage.getByRole('alert').filter({ hasText: 'Your Email or Password is not correct.' })).toBeVisible()
	await resetPage.getByLabel('Password').fill('Brand-new-pass-99')
	await resetPage.getByRole('button', { name: 'Sign in' }).click()
	await expect(resetPage).toHaveURL(/\/home$/)
	await other.close()
	})
})

test('the mobile menu link /signin leads to the sign-in page', async ({ page }) => {
	await page.goto('/signin')
	await expect(page).toHaveURL(/\/user\/signin$/)
	await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
	await expectNoAxeViolations(page)
})

test.describe('a bot that fills the hidden field', () => {
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('is refused on sign-up, and no account is created', async ({ page, request }) => {
		const email = uniqueEmail('bot')
		await page.goto('/user/signup')
		await page.getByLabel('First name').fill('Bot')
		await page.getByLabel('Last name').fill('Net')
		await page.getByLabel('E-mail').fill(email)
		await page.getByLabel('Password', { exact: true }).fill(password)
		await page.getByLabel('Confirm password').fill(password)
		await page.locator('input[name="company_website"]').fill('https://spam.example', { force: true })
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Form submission rejected.' })).toBeVisible()
		const mails = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()
		expect(mails).toEqual([])
	})
})

test('the outbox page lists sent mail outside production', async ({ page }) => {
	const email = uniqueEmail('outbox')
	await signUp(page, email)
	await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`)
	await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible()
})
