import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { cmsPid } from '../ports.ts'

test('the AI blog lists newest first with banner, cards, pager total and size changer', async ({ page }) => {
	await page.goto('/ai-blogpage')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Articles')
	await expect(page.getByPlaceholder('Enter the key word')).toBeVisible()
	const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
	await expect(cards).toHaveCount(10)
	const nav = page.getByRole('navigation', { name: 'Pagination' })
	await expect(nav).toContainText(/Total 2\d items/)
	const first = cards.first()
	await expect(first.getByRole('link', { name: /Read Full Article\.\.\./ })).toHaveAttribute('href', /^\/ai-singlepost\/:\d+$/)
	await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
	await expectNoAxeViolations(page)

	await page.getByLabel('Per page').selectOption('20')
	await expect(page).toHaveURL(/size=20/)
	await expect(cards).toHaveCount(20)
	await nav.getByRole('link', { name: 'Page 2' }).click()
	await expect(page).toHaveURL(/page=2/)
	const total = Number((await nav.textContent())?.match(/Total (\d+) items/)?.[1])
	await expect(cards).toHaveCount(total - 20)
})

test('the oldest article shows its date as MMM DD, YYYY', async ({ page }) => {
	await page.goto('/ai-blogpage?size=50')
	await expect(page.getByRole('main').locator('time').last()).toHaveText('Jan 05, 2024')
})

test('the search applies only when Search is pressed, and shows Searching... meanwhile', async ({ page }) => {
	// The page's timers run on a clock the test moves: a search put off after typing (a debounce) would fire when it is run on.
	await page.clock.install()
	await page.goto('/ai-blogpage')
	const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
	await expect(cards).toHaveCount(10)
	// Every data request of the page from now on is seen, in order, and held until released, so the indicator can be seen.
	const requested: string[] = []
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/ai-blogpage.data*', async (route) => {
		requested.push(new URL(route.request().url()).searchParams.get('q') ?? '(no keyword)')
		await held
		await route.continue()
	})
	await page.getByPlaceholder('Enter the key word').fill('mediterranean')
	// Ten seconds on the page's clock, then a request of the page's own: a search the typing set off is on its way before it.
	await page.clock.runFor(10_000)
	expect(await page.evaluate(async () => (await fetch('/healthz')).status)).toBe(200)
	expect(requested, 'data requests after typing, before Search').toEqual([])
	await expect(page).toHaveURL(/\/ai-blogpage$/)
	await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toHaveCount(0)

	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeVisible()
	// The first data request since the typing is the button's: typing asked for nothing.
	expect(requested).toEqual(['mediterranean'])
	release()
	await expect(page).toHaveURL(/q=mediterranean/)
	await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toHaveCount(0)
	await expect(cards.first()).toContainText(/Mediterranean/i)
	const count = await cards.count()
	expect(count).toBeGreaterThan(0)
	expect(count).toBeLessThan(10)
	await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`Total ${count} items`)
	// And no search of the typed word came later either: the button's was the only one.
	expect(requested).toEqual(['mediterranean'])
})

test('Enter in the keyword box searches too; the colon link opens the article', async ({ page }) => {
	await page.goto('/ai-blogpage')
	await page.getByPlaceholder('Enter the key word').fill('hydration')
	await page.getByPlaceholder('Enter the key word').press('Enter')
	await expect(page).toHaveURL(/q=hydration/)
	const card = page.getByRole('main').getByRole('listitem').filter({ hasText: /Hydration/i }).first()
	const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
	await page.mouse.wheel(0, 1500)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
	await card.getByRole('link', { name: /Read Full Article\.\.\./ }).click()
	await expect(page).toHaveURL(/\/ai-singlepost\/:\d+$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	expect(await page.evaluate(() => window.scrollY)).toBe(0)
	await expect(page.getByRole('article').locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
	await expect(page.getByRole('article').locator('.prose-cms p').first()).toBeVisible()
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
	expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title })
	await expectNoAxeViolations(page)
})

test('an article opens by plain id too', async ({ page, request }) => {
	const search = await request.post('/api/ai_articles/search', { data: { pageSize: 1, currentVal: 1, searchVal: '' } })
	const { data } = (await search.json()) as { data: { id: number; title: string }[] }
	await page.goto(`/ai-singlepost/${data[0]!.id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(data[0]!.title)
})

test.describe('an unknown article', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })
	test('is the 404 page', async ({ page }) => {
		const response = await page.goto('/ai-singlepost/:999999')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	})
})

test('every AI article says it is AI-assisted and who reviewed it, on its card and its page', async ({ page }) => {
	await page.goto('/ai-blogpage')
	const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
	await expect(cards).toHaveCount(10)
	for (const card of await cards.all()) {
		await expect(card.getByText('AI-assisted', { exact: true })).toBeVisible()
		await expect(card.getByText(/^Reviewed by .+, (RDN|RD)/)).toBeVisible()
	}
	const first = cards.first()
	const reviewer = (await first.getByText(/^Reviewed by /).textContent()) ?? ''
	await first.getByRole('link', { name: /Read Full Article\.\.\./ }).click()
	const article = page.getByRole('article')
	await expect(article.getByText('AI-assisted', { exact: true })).toBeVisible()
	await expect(article.getByText(reviewer, { exact: true })).toBeVisible()
	// The cover shows the topic, not the title again; it has a size and a description.
	const cover = article.getByRole('img').first()
	await expect(cover).toHaveAttribute('width', '1200')
	await expect(cover).toHaveAttribute('height', '630')
	await expect(cover).toHaveAttribute('alt', /^Illustration: /)
	await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
	await expectNoAxeViolations(page)
})

test('a page past the end of the list goes to the last page, which the pager shows as current', async ({ page }) => {
	const response = await page.goto('/ai-blogpage?page=999')
	expect(response?.status()).toBe(200)
	await expect(page).toHaveURL(/\/ai-blogpage\?page=3$/)
	const nav = page.getByRole('navigation', { name: 'Pagination' })
	await expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(6)
	await expect(page.getByText(/No articles match/)).toHaveCount(0)

	await page.goto('/ai-blogpage?q=zzz-nothing-matches&page=5')
	await expect(page).toHaveURL(/\/ai-blogpage\?q=zzz-nothing-matches$/)
	await expect(page.getByText('No articles match “zzz-nothing-matches”.')).toBeVisible()
})

test.describe('when the search fails', () => {
	test.use({ allowedConsoleErrors: [/status of 503/] })

	test('the list stays on screen and the error shows in a toast (spec §8)', async ({ page }) => {
		await page.goto('/ai-blogpage')
		const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
		const titles = await cards.getByRole('heading', { level: 2 }).allTextContents()
		expect(titles).toHaveLength(10)
		await page.getByPlaceholder('Enter the key word').fill('never searched before')
		const pid = cmsPid()
		process.kill(pid, 'SIGSTOP')
		try {
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(page.locator('.toast').filter({ hasText: 'Articles are unavailable right now.' })).toBeVisible({ timeout: 15_000 })
		} finally {
			process.kill(pid, 'SIGCONT')
		}
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Articles')
		await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles)
		await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Total 2\d items/)
	})
})

test.describe('the ai_articles API (spec §7)', () => {
	test('search pages and filters case-insensitively by title, summary or author', async ({ request }) => {
		const all = await request.post('/api/ai_articles/search', { data: { pageSize: 10, currentVal: 1, searchVal: '' } })
		expect(all.status()).toBe(200)
		const page1 = (await all.json()) as { data: { id: number; created_at: string }[]; totalCount: number }
		expect(page1.data).toHaveLength(10)
		expect(page1.totalCount).toBeGreaterThanOrEqual(25)
		const dates = page1.data.map((a) => a.created_at)
		expect([...dates].sort().reverse()).toEqual(dates)
		expect(Object.keys(page1.data[0]!).sort()).toEqual(['author', 'avatar', 'contents', 'created_at', 'id', 'img_url', 'slug', 'sub_content', 'title'])

		const last = (await (await request.post('/api/ai_articles/search', { data: { pageSize: 10, currentVal: 3, searchVal: '' } })).json()) as { data: unknown[] }
		expect(last.data).toHaveLength(page1.totalCount - 20)

		const byAuthor = (await (await request.post('/api/ai_articles/search', { data: { pageSize: 100, currentVal: 1, searchVal: 'NUTRITION DESK' } })).json()) as { data: { author: string }[]; totalCount: number }
		expect(byAuthor.totalCount).toBeGreaterThan(0)
		expect(byAuthor.data.every((a) => /nutrition desk/i.test(a.author))).toBe(true)
		expect(byAuthor.data.some((a) => a.author === 'Nutrition Desk')).toBe(true)
	})

	test('get-by-id answers the article itself; 404 for an unknown id', async ({ request }) => {
		const list = (await (await request.post('/api/ai_articles/search', { data: { pageSize: 1, currentVal: 1, searchVal: '' } })).json()) as { data: { id: number; title: string }[] }
		const one = await request.post('/api/ai_articles/get-by-id', { data: { id: list.data[0]!.id } })
		expect(one.status()).toBe(200)
		expect(await one.json()).toMatchObject({ id: list.data[0]!.id, title: list.data[0]!.title })
		expect((await request.post('/api/ai_articles/get-by-id', { data: { id: 999999 } })).status()).toBe(404)
	})

	test('bad input is a 400 with a message', async ({ request }) => {
		for (const data of [{ pageSize: 'ten', currentVal: 1 }, { pageSize: 10, currentVal: 0 }, { pageSize: 1000, currentVal: 1 }, { currentVal: 1 }]) {
			const answer = await request.post('/api/ai_articles/search', { data })
			expect(answer.status(), JSON.stringify(data)).toBe(400)
			expect(typeof (await answer.json())).toBe('string')
		}
		for (const data of [{ id: 'abc' }, { id: -1 }, {}]) {
			expect((await request.post('/api/ai_articles/get-by-id', { data })).status(), JSON.stringify(data)).toBe(400)
		}
	})
})
