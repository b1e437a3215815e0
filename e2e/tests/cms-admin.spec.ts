import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { e2eCmsAccounts } from '../ports.ts'
import { demo, readMail } from '../support/accounts.ts'
import { cmsAdmin, cmsUrl, collection, findEntry } from '../support/cms-admin.ts'
import { pngImage } from '../support/images.ts'

// Editors work in Strapi's admin panel; these tests call the admin API the panel calls,
// as the editor account would (the browser tests run Strapi without its UI build).

const article = 'api::article.article'
const aiArticle = 'api::ai-article.ai-article'

test('the editor account has Strapi\'s Editor role; the super admin is a separate account', async ({ request }) => {
	const editor = await cmsAdmin(request, 'editor')
	const me = await editor.get<{ data: { roles: { code: string }[] } }>('/admin/users/me')
	expect(me.data.roles.map((role) => role.code)).toEqual(['strapi-editor'])
	// Editors manage content, not the admin users.
	expect((await request.get(`${cmsUrl}/admin/users`, { headers: { authorization: `Bearer ${editor.token}` } })).status()).toBe(403)

	const superAdmin = await cmsAdmin(request, 'superAdmin')
	const admin = await superAdmin.get<{ data: { email: string; roles: { code: string }[] } }>('/admin/users/me')
	expect(admin.data.roles.map((role) => role.code)).toContain('strapi-super-admin')
	expect(admin.data.email).toBe(e2eCmsAccounts.superAdmin.email)
	expect(e2eCmsAccounts.superAdmin.email).not.toBe(e2eCmsAccounts.editor.email)
})

test('the content manager hides the empty User collection; covers and avatars are media, tags and authors relations', async ({ request }) => {
	const editor = await cmsAdmin(request)
	const { data: types } = await editor.get<{ data: { uid: string; isDisplayed: boolean; attributes: Record<string, { type: string; target?: string; enum?: string[] }> }[] }>('/content-manager/content-types')
	const byUid = new Map(types.map((type) => [type.uid, type]))
	expect(byUid.get('plugin::users-permissions.user')?.isDisplayed).toBe(false)
	for (const uid of [article, aiArticle, 'api::author.author', 'api::tag.tag']) expect(byUid.get(uid)?.isDisplayed, uid).toBe(true)

	const authored = byUid.get(article)!.attributes
	expect(authored.cover?.type).toBe('media')
	expect(authored.tags).toMatchObject({ type: 'relation', target: 'api::tag.tag' })
	expect(authored.author).toMatchObject({ type: 'relation', target: 'api::author.author' })
	expect(authored.review_status).toMatchObject({ type: 'enumeration', enum: ['draft', 'in_review', 'published'] })
	expect(authored).not.toHaveProperty('status')
	expect(authored).not.toHaveProperty('author_user_id')
	const ai = byUid.get(aiArticle)!.attributes
	expect(ai.cover?.type).toBe('media')
	expect(ai.avatar?.type).toBe('media')
	expect(ai.reviewer).toMatchObject({ type: 'relation', target: 'api::author.author' })

	// The author field is a picker that lists authors by name.
	const picker = await editor.get<{ results: { name?: string; label?: string }[] }>(`/content-manager/relations/${article}/author?page=1&pageSize=20`)
	expect(picker.results.map((result) => result.name ?? result.label)).toContain('Maya Chen, RDN')
})

test.describe('status in the admin', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test('an author article saves in the admin with every status, and the site follows it', async ({ request, page }) => {
		const editor = await cmsAdmin(request)
		const entry = await findEntry(editor, article, 'title', 'What Happens at Your First Visit With a Dietitian')
		// What the admin's edit view shows for the entry.
		const opened = await editor.get<{ data: { review_status: string; public_id: number } }>(`${collection(article)}/${entry.documentId}`)
		expect(opened.data.review_status).toBe('published')
		const url = `/singlepost/${opened.data.public_id}`
		for (const status of ['draft', 'in_review', 'published']) {
			const saved = await editor.send<{ data: { review_status: string } }>('PUT', `${collection(article)}/${entry.documentId}`, { title: entry.title, review_status: status })
			expect(saved.status, status).toBe(200)
			expect(saved.body.data.review_status).toBe(status)
			const expected = status === 'published' ? 200 : 404
			await expect.poll(async () => (await page.goto(url))?.status(), { message: `${url} after saving as ${status}` }).toBe(expected)
		}
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
	})
})

test('the Author article list shows the review status, author and date, and its filter finds the articles in review', async ({ request }) => {
	const editor = await cmsAdmin(request)
	type Meta = { list: { label: string; sortable: boolean }; edit: { label: string; description: string } }
	const { data } = await editor.get<{ data: { contentType: { settings: Record<string, unknown>; metadatas: Record<string, Meta>; layouts: { list: string[] } } } }>(
		`/content-manager/content-types/${article}/configuration`,
	)
	const { layouts, metadatas, settings } = data.contentType
	const title = layouts.list.indexOf('title')
	expect(layouts.list.slice(title, title + 4)).toEqual(['title', 'review_status', 'author', 'published_date'])
	expect(metadatas.review_status!.list).toMatchObject({ label: 'Review status', sortable: true })
	expect(metadatas.review_status!.edit.description).toContain('To send it back, choose "draft"')
	expect(metadatas.review_note!.edit.label).toBe('Review note (sent to the author)')
	expect(settings).toMatchObject({ filterable: true, defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC' })

	// What the Filters button builds for "Review status is in_review".
	const inReview = await editor.get<{ results: { title: string; review_status: string }[] }>(`${collection(article)}?page=1&pageSize=50&filters[$and][0][review_status][$eq]=in_review`)
	expect(inReview.results.map((entry) => entry.title)).toContain('Plant-Forward Eating for Busy Professionals')
	expect(new Set(inReview.results.map((entry) => entry.review_status))).toEqual(new Set(['in_review']))
})

test('publishing an author article in the admin dates it, so the Authors Digest lists it first, dated', async ({ request, page }) => {
	const editor = await cmsAdmin(request)
	const author = await findEntry(editor, 'api::author.author', 'name', 'Luis Romero, RD')
	const title = `Iron on a Plant-Based Plate ${Date.now()}`
	const created = await editor.send<{ data: { documentId: string; published_date: string | null } }>('POST', collection(article), {
		title,
		summary: 'Beans, greens and a squeeze of lemon.',
		body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Pair iron-rich plants with vitamin C.' }] }],
		review_status: 'in_review',
		author: { connect: [{ documentId: author.documentId }] },
	})
	expect(created.status).toBe(201)
	expect(created.body.data.published_date).toBeNull()

	// The editor only changes the status, as in the admin's edit view.
	const published = await editor.send<{ data: { published_date: string | null } }>('PUT', `${collection(article)}/${created.body.data.documentId}`, { title, review_status: 'published' })
	expect(published.status).toBe(200)
	const dated = published.body.data.published_date
	expect(dated).not.toBeNull()
	expect(Math.abs(Date.now() - Date.parse(dated!))).toBeLessThan(5 * 60_000)

	// Saved again (a typo fixed): the date stays, so the article keeps its place.
	const corrected = await editor.send<{ data: { published_date: string | null } }>('PUT', `${collection(article)}/${created.body.data.documentId}`, { title, review_status: 'published', summary: 'Beans, greens and lemon.' })
	expect(corrected.body.data.published_date).toBe(dated)

	await expect.poll(async () => {
		await page.goto('/blogpage')
		return page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()
	}).toBe(title)
	await expect(page.getByRole('main').locator('time').first()).toHaveAttribute('datetime', dated!)
})

test('an editor sends an article back in Strapi with a note, then publishes it: its author is told by e-mail each time', async ({ request }) => {
	const editor = await cmsAdmin(request)
	const author = await findEntry(editor, 'api::author.author', 'name', 'Maya Chen, RDN')
	const title = `Snacks That Keep You Full ${Date.now()}`
	const created = await editor.send<{ data: { documentId: string } }>('POST', collection(article), {
		title,
		summary: 'Protein and fibre between meals.',
		body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Pair a fruit with a handful of nuts.' }] }],
		review_status: 'in_review',
		author: { connect: [{ documentId: author.documentId }] },
	})
	expect(created.status).toBe(201)
	const entry = `${collection(article)}/${created.body.data.documentId}`
	expect((await editor.send('PUT', entry, { title, review_status: 'draft', review_note: 'Add a sentence on portion sizes.' })).status).toBe(200)
	const returned = await readMail(request, demo.withPlan.email, `Changes requested: ${title}`)
	expect(returned.text).toContain('Add a sentence on portion sizes.')
	expect((await editor.send('PUT', entry, { title, review_status: 'published' })).status).toBe(200)
	const published = await readMail(request, demo.withPlan.email, `Published: ${title}`)
	expect(published.text).toMatch(/\/singlepost\/\d+/)
})

test('republishing an AI article in Strapi keeps its public URL', async ({ request, page }) => {
	await page.goto('/ai-blogpage?q=fermented')
	const link = page.getByRole('main').getByRole('link', { name: /Read Full Article\.\.\./ }).first()
	const oldUrl = (await link.getAttribute('href'))!
	expect(oldUrl).toMatch(/^\/ai-singlepost\/:\d+$/)
	const publicId = Number(oldUrl.split(':')[1])

	const editor = await cmsAdmin(request)
	const entry = await findEntry(editor, aiArticle, 'public_id', publicId)
	const title = `Gut Health and Fermented Foods (revised ${Date.now()})`
	expect((await editor.send('PUT', `${collection(aiArticle)}/${entry.documentId}`, { title })).status).toBe(200)
	const published = await editor.send<{ data: { id: number; public_id: number } }>('POST', `${collection(aiArticle)}/${entry.documentId}/actions/publish`)
	expect(published.status).toBe(200)
	// Strapi made a new row for the published version; the public number stayed.
	expect(published.body.data.id).not.toBe(entry.id)
	expect(published.body.data.public_id).toBe(publicId)

	await expect.poll(async () => {
		const response = await page.goto(oldUrl)
		return `${response?.status()} ${await page.getByRole('heading', { level: 1 }).textContent()}`
	}).toBe(`200 ${title}`)
	const api = await request.post('/api/ai_articles/get-by-id', { data: { id: publicId } })
	expect(await api.json()).toMatchObject({ id: publicId, title })
})

test('an editor uploads a cover to the media library, picks tags and an author, and the site shows them', async ({ request, page }) => {
	const editor = await cmsAdmin(request)
	// A real image: Strapi checks that uploads are images.
	const png = pngImage(2, 1)
	const upload = await request.post(`${cmsUrl}/upload`, {
		headers: { authorization: `Bearer ${editor.token}` },
		multipart: { files: { name: 'oats.png', mimeType: 'image/png', buffer: png }, fileInfo: JSON.stringify({ alternativeText: 'A bowl of oats with berries' }) },
	})
	expect(upload.status()).toBe(201)
	const [file] = (await upload.json()) as { id: number; url: string }[]
	expect(file!.url).toMatch(/^\/uploads\/.+\.png$/)

	const tagName = `overnight oats ${Date.now()}`
	const tag = await editor.send<{ data: { documentId: string } }>('POST', collection('api::tag.tag'), { name: tagName })
	expect(tag.status).toBe(201)
	const author = await findEntry(editor, 'api::author.author', 'name', 'Luis Romero, RD')
	const title = `Overnight Oats, Five Ways ${Date.now()}`
	const created = await editor.send<{ data: { public_id: number } }>('POST', collection(article), {
		title,
		summary: 'Breakfast that waits for you.',
		body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Soak oats in milk overnight.' }] }],
		review_status: 'published',
		published_date: new Date().toISOString(),
		cover: file!.id,
		tags: { connect: [{ documentId: tag.body.data.documentId }] },
		author: { connect: [{ documentId: author.documentId }] },
	})
	expect(created.status).toBe(201)
	expect(created.body.data.public_id).toBeGreaterThan(0)

	await expect.poll(async () => (await page.goto(`/singlepost/${created.body.data.public_id}`))?.status()).toBe(200)
	const view = page.getByRole('article')
	await expect(view.getByRole('heading', { level: 1 })).toHaveText(title)
	const cover = view.getByRole('img', { name: 'A bowl of oats with berries' })
	await expect(cover).toHaveAttribute('src', file!.url)
	await expect(cover).toHaveAttribute('width', '2')
	expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
	await expect(view.getByRole('list', { name: 'Tags' })).toContainText(tagName)
	await expect(view).toContainText('Luis Romero, RD')
})

test.describe('preview links', () => {
	test.use({ allowedConsoleErrors: [/status of 403/] })

	test('the preview button opens a draft on the site through a signed link; a changed link is refused', async ({ request, page }) => {
		const editor = await cmsAdmin(request)
		const draft = await findEntry(editor, article, 'title', 'Plant-Forward Eating for Busy Professionals')
		const { data } = await editor.get<{ data: { url: string } }>(`/content-manager/preview/url/${article}?documentId=${draft.documentId}`)
		const url = new URL(data.url)
		expect(url.pathname).toBe('/articles/preview')

		const response = await page.goto(url.pathname + url.search)
		expect(response?.status()).toBe(200)
		expect(response?.headers()['cache-control']).toBe('private, no-store')
		expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
		await expect(page.getByRole('status').filter({ hasText: 'Preview of an unpublished version' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plant-Forward Eating for Busy Professionals')
		await expectNoAxeViolations(page)

		const token = url.searchParams.get('token')!
		const changed = await page.goto(`/articles/preview?token=${token.slice(0, -2)}xx`)
		expect(changed?.status()).toBe(403)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link has expired')

		// A live entry opens its public page.
		const live = await findEntry(editor, aiArticle, 'title', 'Hydration: How Much Water Do You Really Need?')
		const published = await editor.get<{ data: { url: string } }>(`/content-manager/preview/url/${aiArticle}?documentId=${live.documentId}&status=published`)
		expect(new URL(published.data.url).pathname).toBe(`/ai-singlepost/:${live.public_id}`)
	})
})
