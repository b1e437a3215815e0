import { expect, test } from '../fixtures.ts'
import { demo, signIn, toast } from '../support/accounts.ts'

for (const width of [1024, 1280, 1440]) {
	test(`the home search button sits inside its card at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 })
		await page.goto('/home')
		const card = await page.getByRole('search', { name: 'Find a dietitian' }).boundingBox()
		const button = await page.getByRole('search', { name: 'Find a dietitian' }).getByRole('button', { name: 'Search' }).boundingBox()
		expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width)
		expect(button!.x).toBeGreaterThanOrEqual(card!.x)
		await expect(page.getByRole('search', { name: 'Find a dietitian' }).getByRole('button', { name: 'Search' })).toHaveText('Search')
	})
}

test('toasts appear below the header, leaving its buttons free', async ({ page }) => {
	await signIn(page, demo.noPlan)
	const message = toast(page, 'Successfully logined!')
	await expect(message).toBeVisible()
	const header = await page.getByRole('banner').boundingBox()
	const box = await message.boundingBox()
	expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
	await page.getByRole('banner').locator('summary').click()
	await expect(page.getByRole('link', { name: 'Your Profile' })).toBeVisible()
})

test('a tampered session cookie signs out with the spec message', async ({ page, context }) => {
	await signIn(page, demo.noPlan)
	const [session] = (await context.cookies()).filter((c) => c.name === 'en_session')
	await context.addCookies([{ ...session!, value: `${session!.value.slice(0, -4)}AAAA` }])
	await page.goto('/aboutus')
	await expect(toast(page, 'User Info Incorrect! Please login again.')).toBeVisible()
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test.describe('on a phone without JavaScript', () => {
	test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

	test('the menu button opens a menu page whose links work', async ({ page }) => {
		await page.goto('/home')
		await page.getByRole('button', { name: 'Open menu' }).click()
		await expect(page).toHaveURL(/\/menu$/)
		await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click()
		await expect(page).toHaveURL(/\/aboutus$/)
	})
})

test.describe('on a 390 px phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('AI blog cards keep each date on one line beside the author', async ({ page }) => {
		await page.goto('/ai-blogpage')
		const bylines = page.getByTestId('article-byline')
		await expect(bylines.first()).toBeVisible()
		for (const byline of await bylines.all()) {
			const date = await byline.locator('time').boundingBox()
			const avatar = await byline.locator(':scope > :first-child').boundingBox()
			expect(date!.height).toBeLessThan(26)
			expect(date!.x).toBeGreaterThan(avatar!.x + avatar!.width)
		}
	})
})
