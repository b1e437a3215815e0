import type { Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { demo, readMail, signIn, signUp, toast, uniqueEmail } from '../support/accounts.ts'

const demoDietitian = (name: string) => ({ email: `${name}@dietitians.example`, password: 'Dietitian-demo-2024!' })

async function asAdmin(browser: Browser) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await signIn(page, demo.admin)
	return { page, close: () => context.close() }
}

/** Opens an account's admin page through the users search, as an admin would. */
async function openAccount(page: Page, email: string) {
	await page.goto(`/admin/users?q=${encodeURIComponent(email)}`)
	await page.getByRole('row').nth(1).getByRole('link').click()
	await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
	await expect(page.getByText(email, { exact: true }).first()).toBeVisible()
}

/** Ticks an action's confirmation box and sends it. */
async function confirmAction(page: Page, label: string) {
	const form = page.getByRole('form', { name: label })
	await form.getByLabel(`Yes, ${label.toLowerCase()}`).check()
	await form.getByRole('button', { name: label }).click()
}

const searchIds = async (request: import('@playwright/test').APIRequestContext) => {
	const response = await request.post('/api/dietitians/search', { data: { searchZipCode: '10001', searchCount: 50, radius: 5 } })
	const body = (await response.json()) as { data: { id: number }[] }
	return body.data.map((card) => card.id)
}

test('admin pages pass axe on desktop; the queue lists submitted profiles oldest first with the NPI check', async ({ browser }) => {
	// Several axe runs over long pages: slow on two shared cores.
	test.slow()
	const admin = await asAdmin(browser)
	const { page } = admin
	await page.goto('/admin')
	await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: /Pending approvals/ }).click()
	await expect(page).toHaveURL(/\/admin\/approvals$/)
	await expect(page.getByText('check digit INVALID')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Look up 1234567890 in the NPI registry' })).toHaveAttribute('href', 'https://npiregistry.cms.hhs.gov/provider-view/1234567890')
	await expectNoAxeViolations(page)
	await page.goto('/admin/users?listing=pending&sort=name')
	await expect(page.getByLabel('Listing')).toHaveValue('pending')
	await expectNoAxeViolations(page)
	await openAccount(page, 'checkdigit@dietitians.example')
	await expectNoAxeViolations(page)
	await admin.close()
})

test('on a phone the lists scroll sideways and the account page stacks: axe finds nothing', async ({ browser }) => {
	// Several axe runs over long pages: slow on two shared cores.
	test.slow()
	const admin = await asAdmin(browser)
	const { page } = admin
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/admin/users?listing=pending')
	await expectNoAxeViolations(page)
	await openAccount(page, 'checkdigit@dietitians.example')
	await expectNoAxeViolations(page)
	// The longest addresses and the profile card wrap within the phone's width.
	await openAccount(page, demo.withPlan.email)
	await expect(page.getByRole('region', { name: 'Profile' }).getByRole('article')).toContainText('Maya Chen')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	await admin.close()
})

test('approve a pending listing: it appears in search', async ({ browser, request }) => {
	const admin = await asAdmin(browser)
	const { page } = admin
	await openAccount(page, 'waiting@dietitians.example')
	const id = Number(page.url().match(/\/admin\/users\/(\d+)/)![1])
	expect(await searchIds(request)).not.toContain(id)
	await confirmAction(page, 'Approve the listing')
	await expect(toast(page, 'Approved: the profile is listed in the directory.')).toBeVisible()
	await expect(page.getByText('Listed', { exact: true })).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: 'approve by admin@americandietitian.example' })).toBeVisible()
	expect(await searchIds(request)).toContain(id)
	await readMail(request, 'waiting@dietitians.example', 'Your profile is approved')
	await admin.close()
})

test('reject with a reason: the owner is told the reason', async ({ browser, request }) => {
	const admin = await asAdmin(browser)
	const { page } = admin
	await openAccount(page, 'newcomer@dietitians.example')
	const form = page.getByRole('form', { name: 'Reject the listing' })
	await form.getByLabel('Reason (the owner reads it)').fill('Please add your state licence number.')
	await confirmAction(page, 'Reject the listing')
	await expect(toast(page, 'Rejected: the owner was sent the reason.')).toBeVisible()
	const mail = await readMail(request, 'newcomer@dietitians.example', 'Your profile needs changes before it is listed')
	expect(mail.text).toContain('Please add your state licence number.')
	await expect(page.getByText('Please add your state licence number.', { exact: true })).toBeVisible()
	await admin.close()
})

test.describe('suspension', () => {
	test.use({ allowedConsoleErrors: [/status of 403/] })

	test('suspend: sign-in is refused and the profile leaves search', async ({ browser, page, request }) => {
		const admin = await asAdmin(browser)
		const owner = demoDietitian('pending')
		await openAccount(admin.page, owner.email)
		const id = Number(admin.page.url().match(/\/admin\/users\/(\d+)/)![1])
		await confirmAction(admin.page, 'Approve the listing')
		await expect(toast(admin.page, 'Approved: the profile is listed in the directory.')).toBeVisible()
		expect(await searchIds(request)).toContain(id)
		await confirmAction(admin.page, 'Suspend the account')
		await expect(toast(admin.page, 'Suspended: signed out everywhere, refused at sign-in, and out of search.')).toBeVisible()
		expect(await searchIds(request)).not.toContain(id)
		await admin.close()

		await page.goto('/user/signin')
		await page.getByLabel('E-mail').fill(owner.email)
		await page.getByLabel('Password').fill(owner.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByText(/^This account is suspended\. Write to us at \S+@\S+ if you think this is a mistake\.$/).first()).toBeVisible()
		await expect(page).toHaveURL(/\/user\/signin$/)
	})
})

test('a complimentary plan lets a new dietitian set up a profile', async ({ browser, page }) => {
	const email = uniqueEmail('comp')
	await signUp(page, email, 'Casey')
	const admin = await asAdmin(browser)
	await openAccount(admin.page, email)
	await confirmAction(admin.page, 'Mark the e-mail verified')
	await expect(toast(admin.page, 'The e-mail address is now verified.')).toBeVisible()
	const until = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
	await admin.page.getByRole('form', { name: 'Grant a complimentary plan' }).getByLabel('Plan', { exact: true }).selectOption({ label: 'Professional' })
	await admin.page.getByLabel('Last day').fill(until)
	await confirmAction(admin.page, 'Grant a complimentary plan')
	await expect(toast(admin.page, /Professional is complimentary until/)).toBeVisible()
	await admin.close()

	await signIn(page, { email, password: 'Avocado-toast-2026' })
	await page.goto('/setupprofile')
	await expect(page).toHaveURL(/\/setupprofile$/)
})

test('subscribers: the CSV export downloads with a header row', async ({ browser }) => {
	const admin = await asAdmin(browser)
	const { page } = admin
	await page.goto('/admin/subscribers')
	await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible()
	await expectNoAxeViolations(page)
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export these as CSV' }).click()])
	expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
	const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')
	expect(text.split('\r\n')[0]).toBe('email,status,source_page,confirmed_at,unsubscribed_at')
	await admin.close()
})

test('a dietitian is sent home from /admin pages', async ({ page }) => {
	await signIn(page, demo.withPlan)
	for (const path of ['/admin', '/admin/users', '/admin/approvals', '/admin/subscribers']) {
		await page.goto(path)
		await expect(page).toHaveURL(/\/home$/)
	}
})
