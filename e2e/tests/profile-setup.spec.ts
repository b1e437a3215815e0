import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { codeIn, demo, password, readMail, signIn, toast, uniqueEmail } from '../support/accounts.ts'
import { pngImage } from '../support/images.ts'

/** A new dietitian who verified the e-mail and bought Starter in test mode, signed in. */
async function dietitianWithPlan(page: Page, request: APIRequestContext, firstName: string) {
	const email = uniqueEmail(firstName.toLowerCase())
	await page.goto('/user/signup')
	await page.getByLabel('First name').fill(firstName)
	await page.getByLabel('Last name').fill('Mensah')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByLabel('Confirm password').fill(password)
	await page.getByRole('button', { name: 'Create account' }).click()
	const mail = await readMail(request, email, 'Verify your e-mail address')
	await page.getByLabel('Verification code').fill(codeIn(mail.text))
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	await expect(page).toHaveURL(/\/user\/welcome\/\d+$/)
	await page.goto('/services')
	await page.getByRole('button', { name: 'Choose Starter' }).click()
	await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click()
	await expect(page.getByRole('heading', { name: 'Your Starter plan is active' })).toBeVisible({ timeout: 15_000 })
	return email
}

async function fillStep1(page: Page) {
	await page.getByLabel('Profile name').fill('Kofi Mensah Nutrition')
	await page.getByLabel('Professional title').fill('Registered Dietitian Nutritionist')
	await page.getByRole('checkbox', { name: 'RDN', exact: true }).check()
	await page.getByLabel('Business e-mail').fill('office@kofi-mensah.example')
	await page.getByLabel('Office phone').fill('312 555 0148')
	await page.getByLabel('Street address').fill('233 S Wacker Dr')
	await page.getByLabel('City', { exact: true }).fill('Chicago')
	await page.getByLabel('State', { exact: true }).selectOption('IL')
	await page.getByLabel('ZIP code').fill('60606')
}

test.describe('with field errors on the way', () => {
	// The form answers a bad field with 400, which the browser logs.
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('a dietitian with a plan sets up a profile in two steps with a photo, previews, submits and edits a section', async ({ page, request }) => {
		test.setTimeout(120_000)
		await dietitianWithPlan(page, request, 'Kofi')
		await page.goto('/setupprofile')
		await expect(page.getByRole('heading', { name: 'Set up your profile' })).toBeVisible()
		await expectNoAxeViolations(page)

		// A ZIP in another state is a field error, and nothing moves on.
		await fillStep1(page)
		await page.getByLabel('ZIP code').fill('10001')
		await page.getByRole('button', { name: 'Save and continue' }).click()
		await expect(page.getByText('ZIP code 10001 is in NY, not IL')).toBeVisible()
		await expect(page.getByLabel('Profile name')).toHaveValue('Kofi Mensah Nutrition')
		await page.getByLabel('ZIP code').fill('60606')
		await page.getByRole('button', { name: 'Save and continue' }).click()
		await expect(toast(page, 'Successfully Saved!')).toBeVisible()
		await expect(page).toHaveURL(/\/setupprofile\?step=2$/)

		await page.getByRole('textbox', { name: 'About you' }).fill('I help busy Chicagoans with diabetes and high blood pressure eat well.\n\nFirst visits are an hour; follow-ups half that.')
		await page.getByRole('checkbox', { name: 'Diabetes' }).check()
		await page.getByRole('checkbox', { name: 'In person, at the office' }).check()
		await page.getByRole('checkbox', { name: 'Accepting new clients' }).check()
		await page.getByRole('checkbox', { name: 'Spanish' }).check()
		await page.getByRole('checkbox', { name: 'English' }).check()
		await page.getByLabel('Monday opening 1 from').fill('09:00')
		await page.getByLabel('Monday opening 1 to').fill('17:00')
		await page.getByLabel('Degree 1').fill('MS, Clinical Nutrition')
		await page.getByLabel('School 1').fill('Rush University')
		await page.getByLabel('Year 1').fill('2016')
		await page.getByLabel('Photo (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(640, 480) })
		await page.getByRole('button', { name: 'Save and preview' }).click()
		await expect(toast(page, 'Successfully Saved!').last()).toBeVisible()
		await expect(page).toHaveURL(/\/setupprofile\?step=preview$/)
		const preview = page.getByRole('region', { name: 'Photo and social links' })
		await expect(preview.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/media\/avatars\/[a-f0-9]{32}-512\.webp$/)
		await expect(page.getByRole('region', { name: 'Working time' })).toContainText('Monday09:00–17:00')
		await expectNoAxeViolations(page)

		await page.getByRole('button', { name: 'Submit profile' }).click()
		await expect(page).toHaveURL(/\/viewprofile$/)
		await expect(toast(page, 'Successfully Saved!').last()).toBeVisible()
		await expect(page.getByRole('region', { name: 'Listing status' })).toContainText('Pending approval')
		await expect(page.getByRole('banner').locator('summary')).toBeVisible()

		await page.getByRole('link', { name: 'Edit summary' }).click()
		await expect(page).toHaveURL(/\/viewprofile\/edit\/summary$/)
		await page.getByRole('textbox', { name: 'About you' }).fill('Now also seeing teenagers with type 1 diabetes and their parents, in person and online.')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page).toHaveURL(/\/viewprofile$/)
		await page.reload()
		await expect(page.getByRole('region', { name: 'Summary' })).toContainText('teenagers with type 1 diabetes')

		await page.getByRole('link', { name: 'Edit working time' }).click()
		await page.getByLabel('Tuesday opening 1 from').fill('17:00')
		await page.getByLabel('Tuesday opening 1 to').fill('09:00')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByText('Tuesday: an opening must end after it starts')).toBeVisible()
		await page.goto('/viewprofile')
		await expect(page.getByRole('region', { name: 'Working time' })).toContainText('TuesdayClosed')
	})
})

test('step 1 works with JavaScript off', async ({ page, request, browser }) => {
	test.setTimeout(90_000)
	await dietitianWithPlan(page, request, 'Nia')
	const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
	const plain = await noScript.newPage()
	await plain.goto('/setupprofile')
	await fillStep1(plain)
	await plain.getByRole('button', { name: 'Save and continue' }).click()
	await expect(plain).toHaveURL(/\/setupprofile\?step=2$/)
	await expect(plain.getByRole('textbox', { name: 'About you' })).toBeVisible()
	await plain.goto('/setupprofile?step=1')
	await expect(plain.getByLabel('City', { exact: true })).toHaveValue('Chicago')
	await noScript.close()
})

test('an account without a plan is sent away from profile setup', async ({ page }) => {
	await signIn(page, demo.noPlan)
	await page.goto('/setupprofile')
	await expect(page).toHaveURL(/\/home$/)
	await expect(toast(page, 'Your profile needs a listing plan: choose one on the Pricing page first.')).toBeVisible()
})

test("the demo dietitian's profile shows every section with its edit control", async ({ page }) => {
	await signIn(page, demo.withPlan)
	await page.goto('/viewprofile')
	await expect(page.getByRole('region', { name: 'Listing status' })).toContainText('Listed')
	for (const section of ['Photo and social links', 'Title and website', 'Contact info', 'Working time', 'Summary', 'Education']) {
		await expect(page.getByRole('link', { name: `Edit ${section.toLowerCase()}` })).toBeVisible()
	}
	await expectNoAxeViolations(page)
})
