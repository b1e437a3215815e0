import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { demo, signIn, toast } from '../support/accounts.ts'

const guarded = ['/viewprofile', '/articleeditor', '/setupprofile', '/admin']

async function landsOn(page: import('@playwright/test').Page, path: string) {
	await page.goto(path)
	return new URL(page.url()).pathname
}

test('visitors are sent home from every guarded page', async ({ page }) => {
	for (const path of [...guarded, '/user/welcome/1']) expect(await landsOn(page, path), path).toBe('/home')
})

test('a guard says why in the sign-in dialog on /home, and signing in there returns to the page asked for (issue 42 point 4)', async ({ page }) => {
	await page.goto('/viewprofile')
	await expect(page).toHaveURL(/\/home$/)
	const dialog = page.getByRole('dialog', { name: 'Sign in' })
	await expect(dialog).toBeVisible()
	await expect(dialog.getByRole('status')).toHaveText('Please sign in to open that page.')
	await expectNoAxeViolations(page)
	await dialog.getByLabel('E-mail').fill(demo.noPlan.email)
	await dialog.getByLabel('Password').fill(demo.noPlan.password)
	await dialog.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/viewprofile$/)
	await page.goto('/setupprofile')
	await expect(page).toHaveURL(/\/home$/)
	await expect(toast(page, 'Your profile needs a listing plan')).toBeVisible()
})

test.describe('the sign-in dialog without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('the dialog is there, signs in and returns to the page; Not now leaves the home page without it', async ({ page }) => {
		await page.goto('/articleeditor')
		await expect(page).toHaveURL(/\/home$/)
		const dialog = page.getByRole('dialog', { name: 'Sign in' })
		await expect(dialog.getByText('Please sign in to open that page.')).toBeVisible()
		await dialog.getByRole('link', { name: 'Not now' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByRole('dialog')).toHaveCount(0)
		await page.goto('/articleeditor')
		await dialog.getByLabel('E-mail').fill(demo.noPlan.email)
		await dialog.getByLabel('Password').fill(demo.noPlan.password)
		await dialog.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/articleeditor$/)
	})
})

test('a dietitian without a plan: profile setup and admin send home; the rest opens', async ({ page }) => {
	await signIn(page, demo.noPlan)
	expect(await landsOn(page, '/setupprofile')).toBe('/home')
	expect(await landsOn(page, '/admin')).toBe('/home')
	expect(await landsOn(page, '/viewprofile')).toBe('/viewprofile')
	expect(await landsOn(page, '/articleeditor')).toBe('/articleeditor')
	expect(await landsOn(page, '/user/welcome/1')).toBe('/home')
})

test('a dietitian with a plan may set up a profile but not administer', async ({ page }) => {
	await signIn(page, demo.withPlan)
	expect(await landsOn(page, '/setupprofile')).toBe('/setupprofile')
	expect(await landsOn(page, '/admin')).toBe('/home')
})

test('an admin reaches Manage Users', async ({ page }) => {
	await signIn(page, demo.admin)
	expect(await landsOn(page, '/admin')).toBe('/admin')
	await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible()
	await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click()
	await expect(page.getByRole('heading', { name: 'Manage users' })).toBeVisible()
	await page.getByLabel('Name or e-mail').fill('maya')
	await page.getByRole('button', { name: 'Show' }).click()
	await expect(page.getByRole('cell', { name: demo.withPlan.email })).toBeVisible()
	await expectNoAxeViolations(page)
})

test("the admin's menu: Manage Users, Manage Articles, Sign out, and no profile entries", async ({ page }) => {
	await signIn(page, demo.admin)
	await page.locator('summary').filter({ hasText: 'Account menu for Avery Admin' }).click()
	const menu = page.getByRole('banner').getByRole('list').last()
	await expect(menu.getByRole('listitem')).toHaveText(['Manage Users', 'Manage Articles', 'Sign out'])
	await menu.getByRole('link', { name: 'Manage Articles' }).click()
	await expect(page).toHaveURL(/\/articleeditor$/)
})

test('a dietitian with a submitted profile sees Dashboard, Edit Profile and Your Profile, which open their pages', async ({ page }) => {
	await signIn(page, demo.withPlan)
	const summary = page.locator('summary').filter({ hasText: 'Account menu for Maya Chen' })
	await summary.click()
	const menu = page.getByRole('banner').getByRole('list').last()
	// Her plan includes articles: the menu also leads to her articles.
	await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Edit Profile', 'Your Profile', 'Articles', 'Sign out'])
	await menu.getByRole('link', { name: 'Edit Profile' }).click()
	await expect(page).toHaveURL(/\/setupprofile$/)
	await summary.click()
	await menu.getByRole('link', { name: 'Your Profile' }).click()
	await expect(page).toHaveURL(/\/viewprofile#profile$/)
	await summary.click()
	await menu.getByRole('link', { name: 'Dashboard' }).click()
	await expect(page).toHaveURL(/\/viewprofile$/)
	await expect(page.getByRole('region', { name: 'Dashboard' })).toBeVisible()
	// What needs action comes first: the listing's state and whether it still takes new clients, then the
	// appointments and contact requests waiting for an answer, then the figures and the profile.
	const order = await page.getByRole('main').locator('h2').allTextContents()
	const at = (pattern: RegExp) => order.findIndex((text) => pattern.test(text))
	expect(at(/^Listed/)).toBe(0)
	expect(at(/^Your listing says: Accepting new clients · confirmed [A-Z][a-z]{2} \d{1,2}$/)).toBe(1)
	expect(at(/^Appointments/)).toBe(2)
	expect(at(/^Contact requests/)).toBe(3)
	expect(at(/^Dashboard$/)).toBe(4)
	expect(at(/^Photo and social links$/)).toBeGreaterThan(2)
	expect(at(/^Billing$/)).toBeGreaterThan(at(/^Photo and social links$/))
})

test('without a plan, Create Profile opens the plans modal and Your Profile the create-profile prompt', async ({ page }) => {
	await signIn(page, demo.noPlan)
	const summary = page.locator('summary').filter({ hasText: 'Account menu for Sam Ortiz' })
	await summary.click()
	const menu = page.getByRole('banner').getByRole('list').last()
	await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Create Profile', 'Your Profile', 'Sign out'])
	await menu.getByRole('link', { name: 'Create Profile' }).click()
	const plans = page.getByRole('dialog', { name: 'Choose a plan first' })
	await expect(plans).toBeVisible()
	await expect(page).toHaveURL(/\/home$/)
	await expectNoAxeViolations(page)
	await plans.getByRole('link', { name: 'See plans' }).click()
	await expect(page).toHaveURL(/\/services$/)

	await summary.click()
	await menu.getByRole('link', { name: 'Your Profile' }).click()
	await expect(page.getByRole('dialog', { name: 'You have no profile yet' })).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the menu toggles on click, closes on a click outside and on Escape', async ({ page }) => {
	await signIn(page, demo.noPlan)
	const summary = page.locator('summary').filter({ hasText: 'Account menu for Sam Ortiz' })
	const signOut = page.getByRole('button', { name: 'Sign out' })
	await summary.click()
	await expect(signOut).toBeVisible()
	await summary.click()
	await expect(signOut).toBeHidden()
	await summary.click()
	await page.getByRole('heading', { level: 1 }).click()
	await expect(signOut).toBeHidden()
	await summary.focus()
	await page.keyboard.press('Enter')
	await expect(signOut).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(signOut).toBeHidden()
})

test("the contact mail's link: one sign-in in the dialog, and the dietitian lands on the requests", async ({ page }) => {
	await page.goto('/viewprofile/requests')
	await expect(page).toHaveURL(/\/home$/)
	const dialog = page.getByRole('dialog', { name: 'Sign in' })
	await expect(dialog.getByRole('status')).toHaveText('Please sign in to open that page.')
	await dialog.getByLabel('E-mail').fill(demo.withPlan.email)
	await dialog.getByLabel('Password').fill(demo.withPlan.password)
	await dialog.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/viewprofile#requests$/)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test("a guard's message shows on the page, and after signing in the visitor lands where they asked, #requests included", async ({ page }) => {
		await page.goto('/viewprofile/requests')
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByRole('status').filter({ hasText: 'Please sign in to open that page.' })).toBeVisible()
		// Shown once: the flash is spent.
		await page.reload()
		await expect(page.getByText('Please sign in to open that page.')).toHaveCount(0)
		await page.goto('/user/signin')
		await page.getByLabel('E-mail').fill(demo.withPlan.email)
		await page.getByLabel('Password').fill(demo.withPlan.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/viewprofile#requests$/)
		await expect(page.getByRole('status').filter({ hasText: 'Successfully logined!' })).toBeVisible()
	})

	test('the menu entries are plain links and the guards still hold', async ({ page }) => {
		await page.goto('/user/signin')
		await page.getByLabel('E-mail').fill(demo.noPlan.email)
		await page.getByLabel('Password').fill(demo.noPlan.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await page.locator('summary').filter({ hasText: 'Account menu for Sam Ortiz' }).click()
		await page.getByRole('link', { name: 'Create Profile' }).click()
		await expect(page).toHaveURL(/\/home$/)
	})
})
