import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

test('the home search leads to results for a ZIP, nearest first when asked', async ({ page }) => {
	await page.goto('/home')
	const hero = page.getByRole('search', { name: 'Find a dietitian' })
	await hero.getByLabel('ZIP code, city or name').fill('10001')
	await hero.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\/search\?where=10001/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered dietitians near New York, NY 10001')
	const cards = page.getByRole('main').getByRole('article')
	await expect(cards.first()).toBeVisible()
	expect(await cards.count()).toBe(10)
	await expectNoAxeViolations(page)

	await page.getByText('Filters and sort').click()
	await page.getByLabel('Sort by').selectOption('distance')
	await page.getByRole('search', { name: 'Search dietitians' }).getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/sort=distance/)
	// The address changes before the new cards are drawn: wait for ten cards nearest first.
	const miles = async () => (await cards.locator('p', { hasText: /\d\.\d mi\b/ }).allTextContents()).map((text) => Number(text.match(/([\d.]+) mi/)![1]))
	await expect.poll(async () => (await miles()).every((m, i, all) => i === 0 || all[i - 1]! <= m)).toBe(true)
	expect(await miles()).toHaveLength(10)
})

test('paging and filters live in the URL; a card opens the public profile', async ({ page }) => {
	await page.goto('/search?where=10001&radius=25')
	await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2' }).click()
	await expect(page).toHaveURL(/page=2/)
	await expect(page.getByText(/^11–\d+ of \d+ dietitians$/)).toBeVisible()
	await page.goto('/search?where=10001&specialty=diabetes')
	const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
	await expect(names.first()).toBeVisible()
	await names.first().getByRole('link').click()
	await expect(page).toHaveURL(/\/viewdoctorprofile\/\d+$/)
	await expect(page.getByRole('heading', { name: 'Specialties' })).toBeVisible()
	await expect(page.getByText('Diabetes', { exact: true })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Get directions' })).toBeVisible()
	await expect(page.getByRole('table')).toContainText('Monday')
	await expectNoAxeViolations(page)
})

test('a filter narrows the results while a pending state shows, and Back restores the results before it', async ({ page }) => {
	await page.goto('/search?where=10001&radius=25')
	const summary = page.getByText(/^1–\d+ of \d+ dietitians?$/)
	const totalShown = async () => Number((await summary.textContent())!.match(/of (\d+)/)![1])
	const before = await totalShown()
	const cards = page.getByRole('main').getByRole('article')
	// A credential the first dietitian holds besides RD: the filtered list cannot be empty.
	const firstName = (await cards.first().getByRole('heading', { level: 2 }).textContent())!
	const credential = firstName.split(', ').slice(1).find((c) => c !== 'RD')!

	// The search's data request waits until released, so the pending state can be seen.
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/search.data?*', async (route) => {
		await held
		await route.continue()
	})
	await page.getByText('Filters and sort').click()
	// A filter applies as soon as it changes (issue 42 point 3): no button to press.
	await page.getByLabel('Credential').selectOption(credential)
	const searching = page.getByRole('status').filter({ hasText: 'Searching…' })
	await expect(searching).toBeVisible()
	await expect(page.locator('[aria-busy="true"]')).toHaveCount(1)
	release()
	await expect(page).toHaveURL(new RegExp(`credential=${credential}`))
	await expect(searching).toHaveCount(0)
	const after = await totalShown()
	expect(after).toBeGreaterThan(0)
	expect(after).toBeLessThan(before)
	for (const heading of await cards.getByRole('heading', { level: 2 }).allTextContents()) expect(heading.split(', ')).toContain(credential)
	await page.unroute('**/search.data?*')

	await page.getByLabel('In person').check()
	await expect(page).toHaveURL(/[?&]inperson=1/)
	await expect(page.getByLabel('Credential')).toHaveValue(credential)

	await page.goBack()
	await expect(page).toHaveURL(new RegExp(`credential=${credential}`))
	await expect(page).not.toHaveURL(/inperson/)
	await expect(page.getByLabel('In person')).not.toBeChecked()
	await page.goBack()
	await expect(page).toHaveURL(/\/search\?where=10001&radius=25$/)
	await expect(summary).toHaveText(`1–10 of ${before} dietitians`)
	await expect(page.getByLabel('Credential')).toHaveValue('')
})

test('the sort applies as soon as it changes, and the panel stays open while the visitor goes on', async ({ page }) => {
	await page.goto('/search?where=10001&radius=25')
	await page.getByText('Filters and sort').click()
	await page.getByLabel('Sort by').selectOption('name')
	await expect(page).toHaveURL(/[?&]sort=name/)
	await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
	await expect(page.getByLabel('Sort by')).toBeVisible()
	await expect(page.getByLabel('Sort by')).toHaveValue('name')
})

test('a hand-edited address: the form shows the radius searched, a page past the end opens the last page', async ({ page }) => {
	await page.goto('/search?where=10001&radius=10000')
	await expect(page.getByLabel('Within')).toHaveValue('100')
	await page.goto('/search?where=10001&radius=abc')
	await expect(page.getByLabel('Within')).toHaveValue('25')
	await page.goto('/search?where=10001&radius=25&page=9999')
	await expect(page).toHaveURL(/\/search\?where=10001&radius=25&page=\d+$/)
	const last = Number(new URL(page.url()).searchParams.get('page'))
	expect(last).toBeGreaterThan(1)
	expect(last).toBeLessThan(9999)
	await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: String(last), exact: true })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)
	await expect(page.getByText(new RegExp(`^${(last - 1) * 10 + 1}–\\d+ of \\d+ dietitians$`))).toBeVisible()
})

test('sorting by distance waits for a place', async ({ page }) => {
	await page.goto('/search?state=NY')
	await page.getByText('Filters and sort').click()
	await expect(page.getByRole('option', { name: 'Distance' })).toBeDisabled()
	await expect(page.getByText('Distance needs a ZIP code or a city.')).toBeVisible()
	await page.getByLabel('ZIP code, city or name').fill('10001')
	await expect(page.getByRole('option', { name: 'Distance' })).toBeEnabled()
})

test('an ambiguous city asks which state; an unknown one says so', async ({ page }) => {
	await page.goto('/search?where=springfield')
	await expect(page.getByRole('alert')).toContainText('There is a Springfield in')
	await page.getByRole('link', { name: 'Springfield, IL' }).click()
	await expect(page).toHaveURL(/where=Springfield%2C\+IL/)
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Springfield, IL')
	await page.goto('/search?where=Nowhereville')
	await expect(page.getByRole('alert')).toHaveText('We do not know a city called “Nowhereville”. No listed dietitian has a name like “Nowhereville” either.')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the header’s Search link and the search form work', async ({ page }) => {
		await page.goto('/home')
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/search$/)
		await page.getByLabel('ZIP code, city or name').fill('Chicago')
		await page.getByLabel('State', { exact: true }).selectOption('IL')
		await page.getByRole('search', { name: 'Search dietitians' }).getByRole('button', { name: 'Search' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered dietitians near Chicago, IL')
		await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
	})

	test('Apply, at the end of "Filters and sort", applies them and opens the page at the results', async ({ page }) => {
		await page.goto('/search?where=10001&radius=25')
		const summary = page.getByText(/^1–\d+ of \d+ dietitians?$/)
		const before = Number((await summary.textContent())!.match(/of (\d+)/)![1])
		const form = page.getByRole('search', { name: 'Search dietitians' })
		await form.getByText('Filters and sort').click()
		await form.getByLabel('Superbill for out-of-network').check()
		await form.getByRole('button', { name: 'Apply' }).click()
		await expect(page).toHaveURL(/[?&]superbill=1.*#results$/)
		await expect(form.getByLabel('Superbill for out-of-network')).toBeChecked()
		const after = Number((await summary.textContent())!.match(/of (\d+)/)![1])
		expect(after).toBeLessThan(before)
		await expect(summary).toBeInViewport()
	})
})

test.describe('missing profiles', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test('an unknown or malformed profile id is the 404 page with a way to search', async ({ page, request }) => {
	expect((await request.get('/viewdoctorprofile/999999')).status()).toBe(404)
	expect((await request.get('/viewdoctorprofile/abc')).status()).toBe(404)
	await page.goto('/viewdoctorprofile/999999')
	await expect(page.getByRole('heading', { name: 'Dietitian not found' })).toBeVisible()
	await page.getByRole('link', { name: 'Find a dietitian' }).click()
	await expect(page).toHaveURL(/\/search$/)
})
})
