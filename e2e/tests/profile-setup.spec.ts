import fs from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
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

	test('a dietitian with a plan sets up a profile in two steps with a photo, previews, submits, then sees Edit Profile and the preview banner', async ({ page, request }) => {
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

		await page.getByRole('textbox', { name: 'About you', exact: true }).fill('I help busy Chicagoans with diabetes and high blood pressure eat well.\n\nFirst visits are an hour; follow-ups half that.')
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
		await expect(page.getByRole('region', { name: 'Working time' })).toContainText('Monday9:00 AM–5:00 PM')
		await expectNoAxeViolations(page)

		const ownPage = await page.getByRole('link', { name: 'See it as visitors will' }).getAttribute('href')
		await page.getByRole('button', { name: 'Submit profile' }).click()
		await expect(page).toHaveURL(/\/viewprofile$/)
		await expect(toast(page, 'Successfully Saved!').last()).toBeVisible()
		await expect(page.getByRole('region', { name: 'Listing status' })).toContainText('Pending approval')
		// The header now offers Edit Profile.
		await page.locator('summary').filter({ hasText: 'Account menu for Kofi Mensah' }).click()
		await expect(page.getByRole('banner').getByRole('link', { name: 'Edit Profile' })).toBeVisible()

		// The owner previews the unlisted profile at its public address, with a banner.
		await page.goto(ownPage!)
		await expect(page.getByRole('note')).toContainText('Preview. This profile is waiting for approval')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kofi Mensah, RDN')
	})
})

test.describe('editing by section', () => {
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('each section edits in its dialog, shows field errors there, and persists after a reload', async ({ page, request }) => {
		test.setTimeout(120_000)
		await dietitianWithPlan(page, request, 'Ama')
		await page.goto('/setupprofile')
		await fillStep1(page)
		await page.getByRole('button', { name: 'Save and continue' }).click()
		await expect(page).toHaveURL(/\/setupprofile\?step=2$/)
		await page.goto('/viewprofile')
		const edit = async (section: string, fill: (dialog: Locator) => Promise<void>) => {
			await page.getByRole('link', { name: `Edit ${section.toLowerCase()}` }).click()
			const dialog = page.getByRole('dialog', { name: section })
			await fill(dialog)
			await dialog.getByRole('button', { name: 'Save', exact: true }).click()
			await expect(dialog).toBeHidden()
			await expect(toast(page, 'Successfully Saved!').last()).toBeVisible()
		}

		await page.getByRole('link', { name: 'Edit working time' }).click()
		const hours = page.getByRole('dialog', { name: 'Working time' })
		await expect(page).toHaveURL(/\/viewprofile$/)
		await hours.getByLabel('Tuesday opening 1 from').fill('17:00')
		await hours.getByLabel('Tuesday opening 1 to').fill('09:00')
		await hours.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(hours.getByText('Tuesday: an opening must end after it starts')).toBeVisible()
		await expectNoAxeViolations(page)
		await hours.getByLabel('Tuesday opening 1 from').fill('08:30')
		await hours.getByLabel('Tuesday opening 1 to').fill('12:30')
		await hours.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(hours).toBeHidden()

		await edit('Contact info', (dialog) => dialog.getByLabel('Office phone').fill('312 555 0199'))
		await edit('Photo and social links', async (dialog) => {
			await dialog.getByLabel('Photo (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(400, 400) })
			await dialog.getByLabel('Instagram').fill('https://www.instagram.com/ama.rd')
		})
		await edit('Title and website', (dialog) => dialog.getByLabel('Professional title').fill('Sports Dietitian'))
		await edit('Summary', (dialog) => dialog.getByRole('textbox', { name: 'About you', exact: true }).fill('Now also seeing teenagers with type 1 diabetes and their parents, in person and online.'))
		await edit('Education', async (dialog) => {
			await dialog.getByLabel('Degree 1').fill('MS, Sports Nutrition')
			await dialog.getByLabel('School 1').fill('Rush University')
			await dialog.getByLabel('Year 1').fill('2018')
		})

		await page.reload()
		await expect(page.getByRole('region', { name: 'Working time' })).toContainText('Tuesday8:30 AM–12:30 PM')
		await expect(page.getByRole('region', { name: 'Contact info' })).toContainText('Phone: (312) 555-0199')
		const photo = page.getByRole('region', { name: 'Photo and social links' })
		await expect(photo.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/media\/avatars\/[a-f0-9]{32}-512\.webp$/)
		await expect(photo).toContainText('https://www.instagram.com/ama.rd')
		await expect(page.getByRole('region', { name: 'Title and website' })).toContainText('Sports Dietitian')
		await expect(page.getByRole('region', { name: 'Summary' })).toContainText('teenagers with type 1 diabetes')
		await expect(page.getByRole('region', { name: 'Education' })).toContainText('MS, Sports Nutrition, Rush University (2018)')
	})
})

test('a 50 MB photo is refused: 413 with a message from the server, and the form says so before sending it', async ({ page, request, browser }, testInfo) => {
	test.setTimeout(90_000)
	const email = await dietitianWithPlan(page, request, 'Esi')
	const huge = Buffer.alloc(50 * 1024 * 1024)
	huge.set([0xff, 0xd8, 0xff])
	const photo = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge }
	const form = await page.request.post('/setupprofile', { multipart: { intent: 'step2', photo }, headers: { origin: new URL(page.url()).origin } })
	expect(form.status()).toBe(413)
	expect(await form.text()).toContain('The request body is larger than 6 MB')
	const { token } = (await (await request.post('/api/user/login', { data: { email, password } })).json()) as { token: string }
	const api = await request.post('/api/user/change-avatar', { multipart: { photo }, headers: { authorization: `Bearer ${token}` } })
	expect(api.status()).toBe(413)
	expect(await api.json()).toBe('The request body is larger than 6 MB')

	// In the browser the form refuses the file as soon as it is chosen, without sending 50 MB.
	await page.goto('/setupprofile')
	await fillStep1(page)
	await page.getByRole('button', { name: 'Save and continue' }).click()
	await expect(page).toHaveURL(/\/setupprofile\?step=2$/)
	const file = testInfo.outputPath('huge.jpg')
	fs.writeFileSync(file, huge)
	const input = page.getByLabel('Photo (optional)')
	await input.setInputFiles(file)
	await expect(page.getByText('Photo: at most 5 MB')).toBeVisible()
	expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe('Photo: at most 5 MB')

	// Without JavaScript the browser sends it all: it gets the 413 as a page that says what to do.
	const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
	const plain = await noScript.newPage()
	await plain.goto('/setupprofile?step=2')
	await plain.getByRole('textbox', { name: 'About you', exact: true }).fill('Family meals and sports nutrition in Chicago, in person and online.')
	await plain.getByLabel('Photo (optional)').setInputFiles(file)
	const [refused] = await Promise.all([plain.waitForResponse((response) => response.request().method() === 'POST'), plain.getByRole('button', { name: 'Save and preview' }).click()])
	expect(refused.status()).toBe(413)
	await expect(plain.getByRole('heading', { name: 'That upload is too large' })).toBeVisible()
	await expect(plain.getByText('The request body is larger than 6 MB. A photo may be at most 5 MB')).toBeVisible()
	await plain.getByRole('link', { name: 'Back to the form' }).click()
	await expect(plain.getByRole('textbox', { name: 'About you', exact: true })).toBeVisible()
	await noScript.close()
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
	await expect(plain.getByRole('textbox', { name: 'About you', exact: true })).toBeVisible()
	await plain.goto('/setupprofile?step=1')
	await expect(plain.getByLabel('City', { exact: true })).toHaveValue('Chicago')
	// A section's Edit control is a link to its own page.
	await plain.goto('/viewprofile')
	await plain.getByRole('link', { name: 'Edit summary' }).click()
	await expect(plain).toHaveURL(/\/viewprofile\/edit\/summary$/)
	await plain.getByRole('textbox', { name: 'About you', exact: true }).fill('Weeknight dinners for families with a child who has type 1 diabetes, in Chicago and online.')
	await plain.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(plain).toHaveURL(/\/viewprofile$/)
	await expect(plain.getByRole('region', { name: 'Summary' })).toContainText('Weeknight dinners for families')
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
		await expect(page.getByRole('link', { name: `Edit ${section.toLowerCase()}` })).toHaveAttribute('aria-haspopup', 'dialog')
	}
	await expectNoAxeViolations(page)
})
