import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { demo, signIn, uniqueEmail } from '../support/accounts.ts'
import { publicPages } from '../support/public-pages.ts'

type Template = {
	name: string
	/** A path, or how to find one in the demo data. */
	path: string | ((base: string) => Promise<string>)
	as?: { email: string; password: string }
	/** Waits until the template's content is there (or opens the modal it is about). */
	ready: (page: Page) => Promise<void>
	phone?: boolean
	consoleErrors?: RegExp[]
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()
const nthPublicPage = (n: number) => async (base: string) => (await publicPages(base))[n]!

/** Issue 16: every page template passes axe. One line per template. */
const templates: Template[] = [
	{ name: 'home', path: '/home', ready: heading },
	{ name: 'search with results', path: '/search?where=10001', ready: (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible() },
	{ name: 'a dietitian profile', path: nthPublicPage(2), ready: heading },
	{ name: 'an AI article', path: nthPublicPage(3), ready: heading },
	{ name: 'pricing', path: '/services', ready: heading },
	{ name: 'about', path: '/aboutus', ready: heading },
	{ name: 'articles', path: '/blogpage', ready: heading },
	{ name: 'AI articles', path: '/ai-blogpage', ready: heading },
	{ name: 'sign in', path: '/user/signin', ready: heading },
	{ name: 'sign up', path: '/user/signup', ready: heading },
	{ name: 'forgot password', path: '/user/forgotpassword', ready: heading },
	{ name: 'the menu page', path: '/menu', ready: heading },
	// The Spanish site (issue 32): the same templates in Spanish.
	{ name: 'home in Spanish', path: '/es/home', ready: heading },
	{ name: 'search in Spanish', path: '/es/search?where=10001', ready: (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible() },
	{ name: 'a profile in Spanish', path: async (base) => `/es${await nthPublicPage(2)(base)}`, ready: heading },
	{ name: 'an AI article in Spanish', path: async (base) => `/es${await nthPublicPage(3)(base)}`, ready: heading },
	{ name: 'pricing in Spanish', path: '/es/services', ready: heading },
	{ name: 'articles in Spanish', path: '/es/blogpage', ready: heading },
	{ name: 'AI articles in Spanish', path: '/es/ai-blogpage', ready: heading },
	{ name: 'sign up in Spanish', path: '/es/user/signup', ready: heading },
	{ name: 'the mobile menu dialog', path: '/home', phone: true, ready: openMobileMenu },
	{ name: 'the newsletter modal', path: '/home', ready: openNewsletterModal },
	{ name: 'setup steps', path: '/setupprofile', as: demo.withPlan, ready: heading },
	{ name: 'view profile', path: '/viewprofile', as: demo.withPlan, ready: heading },
	{ name: 'article list of a dietitian', path: '/articleeditor', as: demo.withPlan, ready: heading },
	{ name: 'the article editor', path: '/articleeditor/new', as: demo.admin, ready: heading },
	{ name: 'admin', path: '/admin', as: demo.admin, ready: heading },
	{ name: 'the 404 page', path: '/not-a-page', ready: heading, consoleErrors: [/status of 404/] },
]

async function openMobileMenu(page: Page) {
	await page.getByRole('button', { name: 'Open menu' }).click()
	await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
}

async function openNewsletterModal(page: Page) {
	const footer = page.getByRole('contentinfo')
	await footer.getByLabel('E-mail').fill(uniqueEmail('axe'))
	await footer.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByRole('dialog', { name: 'Confirm your e-mail' })).toBeVisible()
}

for (const template of templates) {
	test.describe(template.name, () => {
		test.use({ allowedConsoleErrors: template.consoleErrors ?? [], ...(template.phone ? { viewport: { width: 390, height: 844 } } : {}) })
		test(`${template.name} has no axe violation`, async ({ page, baseURL }) => {
			if (template.as) await signIn(page, template.as)
			await page.goto(typeof template.path === 'string' ? template.path : await template.path(baseURL!))
			await template.ready(page)
			await expectNoAxeViolations(page)
		})
	})
}
