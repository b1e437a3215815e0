import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { demo, readMail, signIn, uniqueEmail } from '../support/accounts.ts'

type Card = { id: number; first_name: string; last_name: string }

/** Maya Chen, the demo dietitian with a listed profile, by the search API. */
async function mayaId(request: APIRequestContext) {
	const response = await request.post('/api/dietitians/search', { data: { searchZipCode: '10011', searchCount: 100, sort: 'name' } })
	const { data } = (await response.json()) as { data: Card[] }
	return data.find((card) => card.first_name === 'Maya' && card.last_name === 'Chen')!.id
}

/**
 * The seed creates the listed dietitians, then Drafty, Pending, Rejected and
 * Lapsed (plan lapsed), in that order: their ids follow the last listed one.
 */
/** The demo seed's draft and lapsed profiles, found by their e-mails on the admin's user list (other tests approve and add profiles). */
async function unlistedIds(page: Page) {
	await signIn(page, demo.admin)
	const idOf = async (email: string, name: string) => {
		await page.goto(`/admin/users?q=${encodeURIComponent(email)}`)
		const href = await page.getByRole('link', { name, exact: true }).getAttribute('href')
		return Number(href!.match(/\/admin\/users\/(\d+)/)![1])
	}
	const ids = { draft: await idOf('drafty@dietitians.example', 'Demo Drafty'), lapsed: await idOf('lapsed@dietitians.example', 'Demo Lapsed') }
	await page.context().clearCookies()
	return ids
}

const chromeAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A visitor nobody has seen today (own browser, own user agent): their view counts. */
async function visitAsNewVisitor(browser: Browser, baseURL: string, path: string) {
	const context = await browser.newContext({ baseURL, userAgent: `${chromeAgent} Visitor/${Date.now()}` })
	const page = await context.newPage()
	const seen = page.waitForResponse((response) => response.url().endsWith('/seen'))
	await page.goto(path)
	expect((await seen).status()).toBe(200)
	await context.close()
}

test('a listed demo profile shows every section, canonical and Open Graph tags, and JSON-LD', async ({ page, request }) => {
	const id = await mayaId(request)
	await page.goto(`/viewdoctorprofile/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Maya Chen, RDN, CDCES, CDN$/)
	for (const name of ['About', 'Specialties', 'Services and fees', 'Credentials checked', 'Education', 'Office', 'Working hours', 'Contact Maya Chen', 'Share', 'Articles in the Authors Digest']) {
		await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
	}
	await expect(page.getByText('Accepting new clients').first()).toBeVisible()
	await expect(page.getByText(/^Insurance: /)).toBeVisible()
	await expect(page.getByText(/^Languages: English, Chinese$/)).toBeVisible()
	await expect(page.getByText(/^Self-pay: First visit \$\d+ · follow-up \$\d+$/)).toBeVisible()
	await expect(page.getByText('Diabetes', { exact: true })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*New%20York/)
	await expect(page.getByRole('link', { name: /^\(\d{3}\) 555-\d{4}$/ })).toHaveAttribute('href', /^tel:/)
	await expect(page.getByRole('link', { name: 'Website' })).toBeVisible()
	await expect(page.getByText(/office\.\d+@dietitians\.example/)).toHaveCount(0)
	const hours = page.getByRole('table', { name: 'Office hours by day' })
	await expect(hours).toContainText('Monday')
	// Worked out in the browser (the page may come from a shared cache).
	await expect(page.getByText(/^(Open now|Closed now)$/)).toBeVisible()
	await expect(page.getByText('Times are office time (Eastern Time).')).toBeVisible()
	await page.getByText('✓ Verified').focus()
	// "Verified" names the checks an administrator recorded, with their days (issue 30).
	await expect(page.getByRole('tooltip')).toContainText(/^Our team checked Licence NY \S+ · checked [A-Z][a-z]{2} \d{2}, \d{4}; NPI \d{10} · checked /)
	await expect(page.getByRole('link', { name: /\/d\/\d+$/ })).toBeVisible()

	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/viewdoctorprofile/${id}$`))
	await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
	await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Maya Chen, RDN, CDCES, CDN – /)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
	expect(jsonLd['@type']).toBe('ProfilePage')
	const person = jsonLd.mainEntity
	expect(person).toMatchObject({ '@type': 'Person', name: 'Maya Chen', jobTitle: expect.any(String), knowsAbout: expect.arrayContaining(['Diabetes']) })
	expect(person.hasCredential[0]).toMatchObject({ '@type': 'EducationalOccupationalCredential', name: 'RDN' })
	expect(person.worksFor.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'New York', addressRegion: 'NY', postalCode: '10011' })
	expect(person.worksFor.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Monday', opens: expect.stringMatching(/^\d\d:\d\d$/) })
	expect(person.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]))
	await expectNoAxeViolations(page)

	// The short link leads to the profile; an article links back to its author's profile.
	await page.goto(`/d/${id}`)
	await expect(page).toHaveURL(new RegExp(`/viewdoctorprofile/${id}$`))
	await page.getByRole('region', { name: 'Articles in the Authors Digest' }).getByRole('link').first().click()
	await expect(page).toHaveURL(/\/singlepost\/\d+$/)
	await page.getByRole('main').getByRole('link', { name: /^Maya Chen/ }).click()
	await expect(page).toHaveURL(new RegExp(`/viewdoctorprofile/${id}$`))
})

/** The visitor opens the confirmation mail's link and confirms (issue 27): only then is the message sent. */
async function confirmFromMail(page: Page, request: APIRequestContext, email: string) {
	const mail = await readMail(request, email, 'Confirm your message to Maya Chen')
	expect(mail.text).not.toContain('could we meet')
	const link = mail.text.match(/https?:\/\/\S+\/contact\/confirm\?t=\S+/)![0]
	await page.goto(new URL(link).pathname + new URL(link).search)
	await expect(page.getByRole('heading', { name: 'Confirm your message' })).toBeVisible()
	await expect(page.getByText('Your message to Maya Chen is waiting for this confirmation.')).toBeVisible()
	await page.getByRole('button', { name: 'Confirm and send my message' }).click()
	await expect(page.getByRole('status')).toContainText('Thank you: your message is sent to Maya Chen')
}

test('the contact form holds the message until the visitor confirms; then both mails; the owner answers it, and views from one address count once', async ({ page, request, browser, baseURL }) => {
	const id = await mayaId(request)
	await signIn(page, demo.withPlan)
	await page.goto('/viewprofile')
	const dashboard = page.getByRole('region', { name: 'Dashboard' })
	const viewsThisWeek = dashboard.locator('[data-figure="views"]').first()
	const before = Number(await viewsThisWeek.textContent())
	// The owner's own visit does not count.
	await page.goto(`/viewdoctorprofile/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

	await visitAsNewVisitor(browser, baseURL!, `/viewdoctorprofile/${id}`)
	const visitor = await browser.newContext({ baseURL, userAgent: `${chromeAgent} Writer/${Date.now()}` })
	const visitorPage = await visitor.newPage()
	const email = uniqueEmail('lead')
	const name = `Jordan Lee ${Date.now()}`
	await visitorPage.goto(`/viewdoctorprofile/${id}`)
	const form = visitorPage.getByRole('region', { name: 'Contact Maya Chen' })
	await expect(form).toContainText('Please do not include medical details')
	await form.getByLabel('Your name').fill(name)
	await form.getByLabel('E-mail', { exact: true }).fill(email)
	await form.getByLabel('Phone (optional)').fill('212 555 0142')
	await form.getByLabel('By phone').check()
	await form.getByLabel('Message').fill('Hello, could we meet next week about a meal plan for my diabetes?')
	await form.getByLabel(/I agree that Maya Chen/).check()
	await form.getByRole('button', { name: 'Send message' }).click()
	await expect(form.getByRole('status')).toContainText('Check your e-mail to confirm your message.')
	await expectNoAxeViolations(visitorPage)
	await confirmFromMail(visitorPage, request, email)
	await expectNoAxeViolations(visitorPage)
	await visitor.close()

	const copy = await readMail(request, email, 'Your message to Maya Chen')
	expect(copy.text).toContain('could we meet next week')
	const toDietitian = await readMail(request, `office.${id}@dietitians.example`, `New contact request from ${name}`)
	expect(toDietitian.text).toContain('Phone: 212 555 0142')

	// The one who only looked and the one who wrote share this machine's address: a profile counts one view per
	// address a day, whatever the browser says it is (issue 27), so at most one more; the owner's own visit is not counted.
	await page.goto('/viewprofile')
	await expect(viewsThisWeek).toHaveText(new RegExp(`^(${before}|${before + 1})$`))
	const item = page.getByRole('region', { name: /^Contact requests/ }).getByRole('listitem').filter({ hasText: name })
	await expect(item).toContainText('Unread')
	await expect(item).toContainText('prefers phone')
	await expect(dashboard.getByRole('img', { name: /Profile views per week/ })).toBeVisible()
	await expectNoAxeViolations(page)
	await item.getByRole('button', { name: `Mark as read: the request from ${name}` }).click()
	await expect(item).not.toContainText('Unread')
	await expect(item).toContainText(/Answer by the end of \w+day, \w+ \d+\./)
	await item.getByLabel(`Reply to ${name}`).fill('Hello Jordan, yes: I have openings on Tuesday evening. Shall I call you?')
	await item.getByRole('button', { name: 'Send reply' }).click()
	await expect(item).toContainText('You replied from the site on')
	const reply = await readMail(request, email, 'Maya Chen replied to your message')
	expect(reply.text).toContain('openings on Tuesday evening')
})

test.describe('not listed', () => {
	test.use({ allowedConsoleErrors: [/status of (404|410)/] })

	test('an unlisted profile gives 410 with a search link, a draft 404; an admin previews with a banner', async ({ page }) => {
		const { draft, lapsed } = await unlistedIds(page)
		const gone = await page.goto(`/viewdoctorprofile/${lapsed}`)
		expect(gone?.status()).toBe(410)
		await expect(page.getByRole('heading', { name: 'This dietitian is not currently listed' })).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Find a dietitian' })).toBeVisible()
		await expectNoAxeViolations(page)
		expect((await page.goto(`/viewdoctorprofile/${draft}`))?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Dietitian not found' })).toBeVisible()
		expect((await page.goto('/viewdoctorprofile/abc'))?.status()).toBe(404)

		await signIn(page, demo.admin)
		expect((await page.goto(`/viewdoctorprofile/${draft}`))?.status()).toBe(200)
		await expect(page.getByRole('note')).toContainText('Preview. This profile is a draft')
		await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Send a message' })).toHaveCount(0)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

	test('the contact form works, keeps what was typed on an error, and refuses a bot', async ({ page, request }) => {
		const id = await mayaId(request)
		const email = uniqueEmail('nojs')
		await page.goto(`/viewdoctorprofile/${id}`)
		const form = page.getByRole('region', { name: 'Contact Maya Chen' })
		await form.getByLabel('Your name').fill('No Script')
		await form.getByLabel('E-mail', { exact: true }).fill(email)
		await form.getByLabel('Message').fill('Hi <b>there</b>, a question about sports nutrition.')
		await form.getByLabel(/I agree that Maya Chen/).check()
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(form.getByText('Message: please write plain text, without HTML or scripts')).toBeVisible()
		await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email)
		await form.getByLabel('Message').fill('Hi there, a question about sports nutrition for a marathon.')
		await form.getByLabel(/I agree that Maya Chen/).check()
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(form.getByRole('status')).toContainText('Check your e-mail to confirm your message.')
		await confirmFromMail(page, request, email)
		await readMail(request, email, 'Your message to Maya Chen')

		const botEmail = uniqueEmail('bot')
		await page.goto(`/viewdoctorprofile/${id}`)
		await form.getByLabel('Your name').fill('Spam Bot')
		await form.getByLabel('E-mail', { exact: true }).fill(botEmail)
		await form.getByLabel('Message').fill('Buy cheap followers now, best prices online.')
		await form.getByLabel(/I agree that Maya Chen/).check()
		await form.locator('input[name="company_website"]').fill('https://spam.example', { force: true })
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(form.getByRole('alert')).toHaveText('Your message could not be sent.')
		const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(botEmail)}`)).json()
		expect(outbox).toEqual([])
	})
})
