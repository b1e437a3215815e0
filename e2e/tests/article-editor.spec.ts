import type { Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { e2eCmsAccounts } from '../ports.ts'
import { demo, readMail, signIn, toast } from '../support/accounts.ts'
import { pngImage } from '../support/images.ts'

const unique = (title: string) => `${title} ${Date.now().toString(36)}`

/** A second signed-in browser, for the other side of a review. */
async function asUser(browser: Browser, account: { email: string; password: string }) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await signIn(page, account)
	return { page, close: () => context.close() }
}

async function newArticle(page: Page, fields: { title: string; body: string; tags?: string; summary?: string }) {
	await page.goto('/articleeditor/new')
	await page.getByLabel('Title').fill(fields.title)
	await page.getByLabel('Summary').fill(fields.summary ?? 'A short summary.')
	if (fields.tags) await page.getByLabel('Tags').fill(fields.tags)
	await page.getByLabel('Article').fill(fields.body)
}

const editorRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title })

test('a dietitian writes an article with a cover, formats it and sees the preview; an admin publishes it into the Authors Digest', async ({ page, browser, request }) => {
	// The whole journey in two browsers (author, admin) with axe checks: over a minute when two workers share two cores.
	test.slow()
	const title = unique('Breakfast Ideas for Busy Mornings')
	await signIn(page, demo.withPlan)
	await page.goto('/articleeditor')
	await expect(page.getByRole('heading', { name: 'Your articles' })).toBeVisible()
	await page.getByRole('link', { name: 'New article' }).click()
	await page.getByLabel('Title').fill(title)
	await page.getByLabel('Summary').fill('Three quick breakfasts with protein and fiber.')
	await page.getByLabel('Tags').fill('Breakfast, quick meals')
	await page.getByLabel('Upload a cover').setInputFiles({ name: 'oats.png', mimeType: 'image/png', buffer: pngImage(120, 63) })
	await page.getByLabel('Cover description').fill('A bowl of overnight oats')
	const body = page.getByLabel('Article')
	await body.fill('## Start with protein\n\nEggs, yogurt or tofu keep you full.')
	await body.evaluate((area: HTMLTextAreaElement) => {
		const start = area.value.indexOf('Eggs')
		area.setSelectionRange(start, start + 4)
	})
	await page.getByRole('button', { name: 'Bold' }).click()
	await expect(body).toHaveValue(/\*\*Eggs\*\*, yogurt/)
	await body.press('End')
	await body.pressSequentially('\n\n- Overnight oats\n- Egg muffins\n\n> Plan the night before.\n\nRead the [guidelines](https://www.dietaryguidelines.gov) and *enjoy*.')
	// The preview beside the Markdown renders what the site will show.
	const preview = page.getByRole('region', { name: 'Preview' })
	await expect(preview.getByRole('heading', { level: 2, name: 'Start with protein' })).toBeVisible()
	await expect(preview.locator('strong')).toHaveText('Eggs')
	await expect(preview.getByRole('listitem')).toHaveText(['Overnight oats', 'Egg muffins'])
	await expect(preview.getByRole('link', { name: 'guidelines' })).toHaveAttribute('href', 'https://www.dietaryguidelines.gov')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page).toHaveURL(/\/articleeditor\/\d+$/)
	await expect(page.getByText('Status: Draft')).toBeVisible()
	await expect(page.getByRole('img', { name: 'A bowl of overnight oats' })).toBeVisible()
	await page.getByRole('button', { name: 'Submit for review' }).click()
	await expect(page.getByText('Status: In review')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
	const editorUrl = page.url()
	// Strapi reports the submission by its webhook: the site admins get the site's editor, the Editor role's members the entry in Strapi.
	const submitted = await readMail(request, demo.admin.email, `For review: ${title}`)
	expect(submitted.text).toContain(editorUrl)
	const toEditor = await readMail(request, e2eCmsAccounts.editor.email, `For review: ${title}`)
	expect(toEditor.text).toMatch(/\/admin\/content-manager\/collection-types\/api::article\.article\/\w+/)

	const admin = await asUser(browser, demo.admin)
	await admin.page.goto('/articleeditor?status=in_review')
	await expect(admin.page.getByRole('heading', { name: 'Manage articles' })).toBeVisible()
	await admin.page.getByRole('link', { name: title }).click()
	await expect(admin.page).toHaveURL(editorUrl)
	// The admin reads the rendered article, not only its Markdown.
	await expect(admin.page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Start with protein' })).toBeVisible()
	await admin.page.getByRole('button', { name: 'Publish' }).click()
	await expect(admin.page.getByText('Status: Published')).toBeVisible()
	await admin.close()
	expect((await readMail(request, demo.withPlan.email, `Published: ${title}`)).text).toMatch(/\/singlepost\/\d+/)

	await page.goto('/blogpage')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors Digest')
	const first = page.getByRole('main').getByRole('listitem').first()
	await expect(first.getByRole('link', { name: title })).toBeVisible()
	await expect(first).toContainText('Maya Chen')
	await expectNoAxeViolations(page)
	await first.getByRole('link', { name: title }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	const article = page.getByRole('article')
	const cover = article.getByRole('img', { name: 'A bowl of overnight oats' })
	await expect(cover).toHaveAttribute('src', /^\/uploads\/.+\.png$/)
	await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120)
	await expect(article.getByRole('heading', { level: 2, name: 'Start with protein' })).toBeVisible()
	await expect(article.locator('blockquote')).toHaveText('Plan the night before.')
	await expect(article.getByRole('list', { name: 'Tags' })).toContainText('breakfast')
	await expect(article.locator('em')).toHaveText('enjoy')
	await expect(article.locator('strong')).toHaveText('Eggs')
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
	expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title })
	await expectNoAxeViolations(page)
	expect(await (await page.request.get('/articles.rss')).text()).toContain(title)
})

test('"Submit for review" saves the edits first: the reviewed and published text is the one on screen', async ({ page, browser }) => {
	const title = unique('Lunch Boxes That Travel')
	await signIn(page, demo.withPlan)
	await newArticle(page, { title, body: 'First version of the text.' })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByText('Status: Draft')).toBeVisible()
	await page.getByLabel('Article').fill('Second version, never saved on its own.')
	await page.getByRole('button', { name: 'Submit for review' }).click()
	await expect(page.getByText('Status: In review')).toBeVisible()
	await page.reload()
	await expect(page.getByRole('region', { name: 'The article' })).toHaveText('Second version, never saved on its own.')

	const admin = await asUser(browser, demo.admin)
	await admin.page.goto(page.url())
	await admin.page.getByRole('button', { name: 'Publish' }).click()
	await expect(admin.page.getByText('Status: Published')).toBeVisible()
	await admin.page.getByRole('link', { name: 'View' }).click()
	await expect(admin.page.getByRole('article')).toContainText('Second version, never saved on its own.')
	await expect(admin.page.getByRole('article')).not.toContainText('First version')
	await admin.close()
})

test('with nothing selected, the toolbar inserts a selected placeholder, so typing formats the words', async ({ page }) => {
	await signIn(page, demo.withPlan)
	await page.goto('/articleeditor/new')
	const body = page.getByLabel('Article')
	await body.fill('Eat more ')
	await body.press('End')
	await page.getByRole('button', { name: 'Bold' }).click()
	await expect(body).toHaveValue('Eat more **bold text**')
	await page.keyboard.type('beans')
	await expect(body).toHaveValue('Eat more **beans**')
	await body.press('End')
	await page.keyboard.type(' and read ')
	await page.getByRole('button', { name: 'Link' }).click()
	await page.keyboard.type('the guide')
	await expect(body).toHaveValue('Eat more **beans** and read [the guide](https://)')
	await body.press('End')
	await page.keyboard.press('Enter')
	await page.keyboard.press('Enter')
	await page.getByRole('button', { name: 'Heading' }).click()
	await page.keyboard.type('Why beans')
	await expect(body).toHaveValue('Eat more **beans** and read [the guide](https://)\n\n## Why beans')
	const preview = page.getByRole('region', { name: 'Preview' })
	await expect(preview.locator('strong')).toHaveText('beans')
	await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Why beans')
	await expect(preview).not.toContainText('**')
})

test('leaving the editor with unsaved changes asks first', async ({ page }) => {
	await signIn(page, demo.withPlan)
	await newArticle(page, { title: unique('Unsaved thoughts'), body: 'Half a draft.' })
	await expect(page.getByText('Unsaved changes')).toBeVisible()
	const asked: string[] = []
	page.once('dialog', async (dialog) => {
		asked.push(dialog.message())
		await dialog.dismiss()
	})
	await page.getByRole('link', { name: '← All articles' }).click()
	await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?'])
	await expect(page).toHaveURL(/\/articleeditor\/new$/)
	await expect(page.getByLabel('Article')).toHaveValue('Half a draft.')
	page.once('dialog', (dialog) => dialog.accept())
	await page.getByRole('link', { name: '← All articles' }).click()
	await expect(page).toHaveURL(/\/articleeditor$/)
})

test('dietitians whose plan includes articles reach their own articles from the menu', async ({ page }) => {
	await signIn(page, demo.withPlan)
	await page.locator('summary').filter({ hasText: 'Account menu for Maya Chen' }).click()
	const menu = page.getByRole('banner').getByRole('list').last()
	await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Edit Profile', 'Your Profile', 'Articles', 'Sign out'])
	await menu.getByRole('link', { name: 'Articles' }).click()
	await expect(page).toHaveURL(/\/articleeditor$/)
	// Her articles from the demo content, linked to her account by its e-mail.
	for (const title of ['What Happens at Your First Visit With a Dietitian', 'Picky Eaters: Calm Strategies for Family Meals', 'Plant-Forward Eating for Busy Professionals']) {
		await expect(editorRow(page, title)).toBeVisible()
	}
	await expect(editorRow(page, 'Plant-Forward Eating for Busy Professionals')).toContainText('In review')
	await expect(page.getByRole('link', { name: 'Fueling Young Athletes Without Supplements' })).toHaveCount(0)
})

test('without a plan that includes articles, the editor asks to choose a plan', async ({ page }) => {
	await signIn(page, demo.noPlan)
	await page.locator('summary').filter({ hasText: 'Account menu for Sam Ortiz' }).click()
	await expect(page.getByRole('banner').getByRole('list').last().getByRole('link', { name: 'Articles' })).toHaveCount(0)
	await page.goto('/articleeditor')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write for the Authors Digest')
	await expect(page.getByText('Publishing articles is part of the Professional and Practice plans.')).toBeVisible()
	await expect(page.getByRole('table')).toHaveCount(0)
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Choose a plan' }).click()
	await expect(page).toHaveURL(/\/services$/)
	await page.goto('/articleeditor/new')
	await expect(page).toHaveURL(/\/articleeditor$/)
	const post = await page.request.post('/articleeditor/new', { form: { title: 'Sneaky article', body: 'Text.', intent: 'save' }, maxRedirects: 0 })
	expect(post.status()).toBe(302)
	expect(post.headers().location).toBe('/articleeditor')
})

test('an article without a cover gets a generated cover of its topic, different from its neighbours', async ({ page }) => {
	await signIn(page, demo.admin)
	const titles = [unique('Water Before Coffee'), unique('Thirst Cues in Older Adults')]
	for (const title of titles) {
		await newArticle(page, { title, body: 'Drink a glass of water when you wake up.', tags: 'hydration' })
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByText('Status: Published')).toBeVisible()
	}
	await page.goto('/blogpage')
	const sources: string[] = []
	for (const title of titles) {
		const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
		// Beside its title the cover is decoration (alt=""); on the article page it is described.
		const cover = card.locator('img')
		await expect(cover).toHaveAttribute('src', /^\/covers\/water-\d+\.svg$/)
		await expect(cover).toHaveAttribute('width', '1200')
		await expect(cover).toHaveAttribute('height', '630')
		await cover.scrollIntoViewIfNeeded()
		await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
		sources.push((await cover.getAttribute('src'))!)
	}
	expect(new Set(sources).size).toBe(2)
	await page.getByRole('link', { name: titles[0] }).click()
	const cover = page.getByRole('article').getByRole('img', { name: 'Illustration: waves on a teal background' })
	await expect(cover).toHaveAttribute('src', sources[0]!)
	await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
})

test.describe('the review', () => {
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('an admin returns an article with a reason; the author reads it by e-mail and in the editor; a published article offers no submit', async ({ page, browser, request }) => {
		const title = unique('Snacks for Night Shifts')
		await signIn(page, demo.withPlan)
		await newArticle(page, { title, body: '## Before the shift\n\nEat a real meal.' })
		await page.getByRole('button', { name: 'Submit for review' }).click()
		await expect(page.getByText('Status: In review')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Withdraw from review' })).toBeVisible()
		const editorUrl = page.url()
		await readMail(request, demo.admin.email, `For review: ${title}`)

		const admin = await asUser(browser, demo.admin)
		await admin.page.goto(editorUrl)
		await admin.page.getByRole('button', { name: 'Return to author' }).click()
		await expect(admin.page.getByText('Tell the author what to change')).toBeVisible()
		await admin.page.getByLabel('Note to the author').fill('Please add two snack ideas with protein.')
		await admin.page.getByRole('button', { name: 'Return to author' }).click()
		await expect(toast(admin.page, 'Returned to the author with your note.')).toBeVisible()
		await expect(admin.page.getByText('Status: Draft')).toBeVisible()

		const mail = await readMail(request, demo.withPlan.email, `Changes requested: ${title}`)
		expect(mail.text).toContain('Please add two snack ideas with protein.')
		expect(mail.text).toContain(editorUrl)
		await page.reload()
		await expect(page.getByRole('note')).toContainText('Please add two snack ideas with protein.')
		await page.getByLabel('Article').fill('## Before the shift\n\nEat a real meal.\n\n- Yogurt and nuts\n- Hummus and crackers')
		await page.getByRole('button', { name: 'Submit for review' }).click()
		await expect(page.getByText('Status: In review')).toBeVisible()

		await admin.page.reload()
		await expect(admin.page.getByRole('region', { name: 'Preview' }).getByRole('listitem')).toHaveText(['Yogurt and nuts', 'Hummus and crackers'])
		await admin.page.getByRole('button', { name: 'Publish' }).click()
		await expect(admin.page.getByText('Status: Published')).toBeVisible()
		await expect(admin.page.getByRole('button', { name: 'Unpublish' })).toBeVisible()
		await admin.close()
		await readMail(request, demo.withPlan.email, `Published: ${title}`)

		await page.reload()
		await expect(page.getByText('Status: Published')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0)
		await expect(page.getByText('Published articles are edited by the site editors.')).toBeVisible()
		await expectNoAxeViolations(page)
	})
})

test.describe('another author', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test("a dietitian cannot open another author's article", async ({ page }) => {
		await signIn(page, demo.withPlan)
		await page.goto('/blogpage')
		const href = await page.getByRole('link', { name: 'Fueling Young Athletes Without Supplements' }).getAttribute('href')
		const response = await page.goto(`/articleeditor/${href!.split('/').pop()}`)
		expect(response?.status()).toBe(404)
	})
})

test('an admin unpublishes an AI article and publishes it again', async ({ page }) => {
	await signIn(page, demo.admin)
	await page.goto('/articleeditor?kind=ai')
	const row = page.getByRole('row').nth(1)
	const title = (await row.getByRole('link').first().textContent()) ?? ''
	await row.getByRole('link', { name: 'Edit' }).click()
	await page.getByRole('button', { name: 'Unpublish' }).click()
	await expect(page.getByText('Draft (not on the site)')).toBeVisible()
	await page.goto(`/ai-blogpage?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toHaveCount(0)
	await page.goBack()
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(page.getByRole('link', { name: 'View' })).toBeVisible()
	await page.goto(`/ai-blogpage?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toBeVisible()
})

test('an admin deletes an article only after confirming', async ({ page }) => {
	const title = unique('Article to delete')
	await signIn(page, demo.admin)
	await newArticle(page, { title, body: 'Short lived.' })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByText('Status: Draft')).toBeVisible()
	await page.getByRole('link', { name: 'Delete…' }).click()
	const confirm = page.getByRole('alertdialog')
	await expect(confirm).toContainText(`Delete “${title}” for good?`)
	await confirm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	await page.getByRole('link', { name: 'Delete…' }).click()
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	await expect(page).toHaveURL(/\/articleeditor$/)
	await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test.describe('the editor form', () => {
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('refuses an article without a title or body, or a cover that is not an image, with messages', async ({ page }) => {
		await signIn(page, demo.withPlan)
		await page.goto('/articleeditor/new')
		await page.getByLabel('Upload a cover').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByText('Title is required')).toBeVisible()
		await expect(page.getByText('Write the article')).toBeVisible()
		await expect(page.getByText('Choose a JPEG, PNG, WebP or AVIF image')).toBeVisible()
		await expect(page).toHaveURL(/\/articleeditor\/new$/)
	})
})
