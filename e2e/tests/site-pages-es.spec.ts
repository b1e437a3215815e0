import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { cmsAdmin, type CmsAdmin } from '../support/cms-admin.ts'
import { e2ePorts } from '../ports.ts'

// About, terms and privacy in Spanish through Strapi's i18n (issue 32 point 4): the demo content has a Spanish
// version of each; an editor writes and removes Spanish versions in the admin (its REST API, as the panel calls it).

const singleType = (uid: string, locale: string) => `/content-manager/single-types/${uid}?locale=${locale}`
const privacy = 'api::privacy-page.privacy-page'
const notTranslated = 'Esta página todavía no está traducida; se muestra en inglés.'

// About Us and the privacy page were rewritten on 2026-11-28 (issues 42.5 and 43.2), the terms on 2026-11-01.
for (const { path, heading, text, updated } of [
	{ path: '/es/aboutus', heading: 'Acerca de American Dietitian', text: /dietista registrado/, updated: '28 de noviembre de 2026' },
	{ path: '/es/terms', heading: 'Términos del servicio', text: /Stripe/, updated: '1 de noviembre de 2026' },
	{ path: '/es/privacypolicy', heading: 'Política de privacidad', text: /Postmark/, updated: '28 de noviembre de 2026' },
]) {
	test(`${path} shows the Spanish version from the CMS, in a Spanish document with its own canonical`, async ({ page }) => {
		const response = await page.goto(path)
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
		await expect(page.getByRole('main')).toContainText(text)
		await expect(page.getByRole('main').getByText(`Última actualización: ${updated}`)).toBeVisible()
		await expect(page.getByRole('note')).toHaveCount(0)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://127.0.0.1:${e2ePorts.web}${path}`)
		await expectNoAxeViolations(page)
	})
}

/** The Spanish privacy page as the content manager shows it to the editor. */
async function spanishPrivacy(editor: CmsAdmin) {
	const { data } = await editor.get<{ data: { title: string; body: unknown; updated_on: string; locale: string } }>(singleType(privacy, 'es'))
	return data
}

test('the editor removes the Spanish privacy page in Strapi: /es/privacypolicy shows the English one, says so, and shows the new translation once written', async ({ request, page }) => {
	const editor = await cmsAdmin(request)
	const seeded = await spanishPrivacy(editor)
	expect(seeded).toMatchObject({ title: 'Política de privacidad', locale: 'es' })

	try {
		expect((await editor.send('DELETE', singleType(privacy, 'es'))).status).toBe(200)
		await expect.poll(async () => {
			await page.goto('/es/privacypolicy')
			return page.getByRole('note').textContent()
		}).toBe(notTranslated)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
		await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
		await expect(page.locator('main [lang="en"]').filter({ hasText: 'Postmark' })).toBeVisible()
		await expect(page).toHaveTitle('Política de privacidad | American Dietitian')
		await expectNoAxeViolations(page)
		// The English page is untouched and has no note.
		await page.goto('/privacypolicy')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
		await expect(page.getByRole('note')).toHaveCount(0)

		// The editor writes a new Spanish version: the Editor role covers the Spanish locale.
		const written = await editor.send<{ data: { locale: string } }>('PUT', singleType(privacy, 'es'), { title: 'Aviso de privacidad', body: seeded.body, updated_on: seeded.updated_on })
		expect(written.status).toBe(200)
		expect(written.body.data.locale).toBe('es')
		await expect.poll(async () => {
			await page.goto('/es/privacypolicy')
			return page.getByRole('heading', { level: 1 }).textContent()
		}).toBe('Aviso de privacidad')
		await expect(page.getByRole('note')).toHaveCount(0)
	} finally {
		await editor.send('PUT', singleType(privacy, 'es'), { title: seeded.title, body: seeded.body, updated_on: seeded.updated_on })
	}
})

test('the editor can work in both locales of the editorial pages, and the Spanish locale exists in the CMS', async ({ request }) => {
	const editor = await cmsAdmin(request)
	const locales = await editor.get<{ code: string; isDefault: boolean }[]>('/i18n/locales')
	expect(locales.map((locale) => [locale.code, locale.isDefault])).toEqual([['en', true], ['es', false]])
	for (const uid of ['api::about-page.about-page', 'api::terms-page.terms-page', privacy]) {
		for (const locale of ['en', 'es']) {
			const { data } = await editor.get<{ data: { locale: string; title: string } }>(singleType(uid, locale))
			expect(data.locale, `${uid} ${locale}`).toBe(locale)
		}
	}
})
