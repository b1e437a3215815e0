import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'
import { codeIn, linkIn, password, readMail, toast, uniqueEmail } from '../support/accounts.ts'

// Issue 32: signing up, in and out of a password, the newsletter and the plans, in Spanish; the mails too.

const catalogue = path.join(import.meta.dirname, '..', '..', 'web', 'app', 'i18n', 'messages')
const messagesOf = (locale: 'en' | 'es', namespace: string) =>
	JSON.parse(fs.readFileSync(path.join(catalogue, locale, `${namespace}.json`), 'utf8')) as Record<string, string>

/** No English sentence of these namespaces on the page: each English text that Spanish says otherwise is absent. */
async function expectNoEnglish(page: Page, namespaces: string[]) {
	const text = await page.locator('body').innerText()
	for (const namespace of namespaces) {
		const es = messagesOf('es', namespace)
		for (const [key, english] of Object.entries(messagesOf('en', namespace))) {
			// Messages with arguments or tags are checked by the page's own assertions.
			if (/[{<]/.test(english) || english === es[key] || english.length < 8) continue
			expect(text, `${namespace}.${key} in English`).not.toContain(english)
		}
	}
}

/** Every link of the main content stays on the Spanish site (or leaves it on purpose: the English dashboard). */
async function expectLinksUnderEs(page: Page) {
	const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
	for (const href of hrefs) expect(href, href).toMatch(/^\/es(\/|$)/)
}

async function signUpInSpanish(page: Page, email: string, firstName: string) {
	await page.goto('/es/user/signup')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cree su cuenta')
	await page.getByLabel('Nombre').fill(firstName)
	await page.getByLabel('Apellido').fill('Rivera')
	await page.getByLabel('Correo electrónico').fill(email)
	await page.getByLabel('Contraseña', { exact: true }).fill(password)
	await page.getByLabel('Confirme la contraseña').fill(password)
	await page.getByRole('button', { name: 'Crear cuenta' }).click()
	await expect(page).toHaveURL(/\/es\/user\/verify$/)
}

test.describe('codes', () => {
	// A wrong code is answered 400, which the browser logs.
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('/es/user/signup: the form checks in Spanish, the mail in Spanish, /es/user/verify with the code signs in', async ({ page, request }) => {
		await page.goto('/es/user/signup')
		await expectNoAxeViolations(page)
		await expectNoEnglish(page, ['accounts', 'common'])
		await expectLinksUnderEs(page)
		// The browser's checks speak Spanish too.
		await page.getByRole('button', { name: 'Crear cuenta' }).click()
		await expect(page.getByText('Escriba su correo electrónico')).toBeVisible()
		await expect(page.getByText('Nombre: este dato es obligatorio')).toBeVisible()

		const email = uniqueEmail('es-code')
		await signUpInSpanish(page, email, 'Lucía')
		await expect(toast(page, `Le enviamos un correo de verificación a ${email}.`)).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revise su bandeja de entrada')
		await expect(page.getByRole('main')).toContainText(email)
		await expect(page.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled()
		await expectNoEnglish(page, ['accounts', 'common'])
		await expectNoAxeViolations(page)

		const mail = await readMail(request, email, 'Verifique su dirección de correo electrónico')
		expect(mail.text).toContain('Hola, Lucía:')
		expect(mail.text).toContain('O escriba este código en la página de verificación:')
		expect(linkIn(mail.text)).toMatch(/\/es\/user\/verify\/token\?/)
		expect(mail.html).toContain('<html lang="es">')
		expect(mail.html).toContain('Recibe este correo por una acción realizada en americandietitian.example.')

		const wrong = codeIn(mail.text) === '000000' ? '111111' : '000000'
		await page.getByLabel('Código de verificación').fill(wrong)
		await page.getByRole('button', { name: 'Verificar', exact: true }).click()
		await expect(page.getByRole('main').getByText('El código de verificación no es válido')).toBeVisible()
		await expect(toast(page, 'El código de verificación no es válido')).toBeVisible()
		await page.getByLabel('Código de verificación').fill(codeIn(mail.text))
		await page.getByRole('button', { name: 'Verificar', exact: true }).click()
		await expect(page).toHaveURL(/\/es\/user\/welcome\/\d+$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Le damos la bienvenida, Lucía!')
		await expect(toast(page, 'Su dirección de correo electrónico está verificada.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/es/services')
		await expectLinksUnderEs(page)
		await expectNoAxeViolations(page)

		const welcome = await readMail(request, email, 'Le damos la bienvenida a American Dietitian')
		expect(welcome.text).toMatch(/Elija un plan: https?:\/\/\S+\/es\/services/)
	})
})

test('the Spanish mail link opens /es/user/verify/token and signs in, in Spanish', async ({ page, request }) => {
	const email = uniqueEmail('es-link')
	await signUpInSpanish(page, email, 'Mateo')
	const link = new URL(linkIn((await readMail(request, email, 'Verifique su dirección de correo electrónico')).text))
	await page.goto(link.pathname + link.search)
	await expect(page).toHaveURL(/\/es\/user\/welcome\/\d+$/)
	await expect(toast(page, '¡Sesión iniciada!')).toBeVisible()
	await page.goto(link.pathname + link.search)
	await expect(toast(page, 'Su dirección de correo electrónico ya está verificada.')).toBeVisible()
})

test.describe('a link that is not one', () => {
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('says so in Spanish and offers a new one', async ({ page }) => {
		await page.goto('/es/user/verify/token?firstpart=abc&secondpart=def&thirdpart=ghi')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace no funcionó')
		await expect(page.getByText('Este enlace de verificación no es válido o ya venció.')).toBeVisible()
		await page.getByLabel('Correo electrónico').fill(uniqueEmail('nobody'))
		await page.getByRole('button', { name: 'Enviar un enlace nuevo' }).click()
		await expect(page.getByText('le llegará un enlace nuevo')).toBeVisible()
		await expectNoAxeViolations(page)
	})
})

test.describe('signing in', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('/es/user/signin: Spanish page, links and refusal; signing in before verifying goes to /es/user/verify', async ({ page }) => {
		await page.goto('/es/user/signin')
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page).toHaveTitle(/^Iniciar sesión/)
		await expect(page.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/es/user/signup')
		await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/es/user/forgotpassword')
		await expectNoEnglish(page, ['accounts', 'common'])
		await expectNoAxeViolations(page)

		await page.getByLabel('Correo electrónico').fill(uniqueEmail('unknown'))
		await page.getByLabel('Contraseña').fill('Wrong-password-1')
		await page.getByRole('button', { name: 'Iniciar sesión' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Su correo electrónico o su contraseña no son correctos.' })).toBeVisible()
		await expect(toast(page, 'Su correo electrónico o su contraseña no son correctos.')).toBeVisible()
		await expect(page).toHaveURL(/\/es\/user\/signin$/)

		const email = uniqueEmail('es-unverified')
		await signUpInSpanish(page, email, 'Ana')
		await page.context().clearCookies()
		await page.goto('/es/user/signin')
		await page.getByLabel('Correo electrónico').fill(email)
		await page.getByLabel('Contraseña').fill(password)
		await page.getByRole('button', { name: 'Iniciar sesión' }).click()
		await expect(page).toHaveURL(/\/es\/user\/verify$/)
		await expect(toast(page, 'Su cuenta todavía no está verificada.')).toBeVisible()
		await expect(page.getByRole('main')).toContainText(email)
	})
})

test('reset a password from /es/user/forgotpassword: Spanish steps, a Spanish code mail, back to /es/user/signin', async ({ page, browser, request }) => {
	const email = uniqueEmail('es-reset')
	await signUpInSpanish(page, email, 'Sofía')
	const link = new URL(linkIn((await readMail(request, email, 'Verifique su dirección de correo electrónico')).text))
	await page.goto(link.pathname + link.search)
	await expect(page).toHaveURL(/\/es\/user\/welcome\/\d+$/)

	const other = await browser.newContext()
	const reset = await other.newPage()
	await reset.goto('/es/user/forgotpassword')
	await expect(reset.getByRole('heading', { level: 1 })).toHaveText('Restablezca su contraseña')
	await expectNoEnglish(reset, ['accounts', 'common'])
	await expectNoAxeViolations(reset)
	await reset.getByLabel('Correo electrónico').fill(email)
	await reset.getByRole('button', { name: 'Enviar código' }).click()
	await expect(toast(reset, '¡Le enviamos un código de verificación a su correo!')).toBeVisible()
	const mail = await readMail(request, email, 'Su código para restablecer la contraseña')
	expect(mail.text).toContain('Hola, Sofía:')
	await reset.getByLabel('Código de verificación').fill(codeIn(mail.text))
	await reset.getByRole('button', { name: 'Comprobar código' }).click()
	const newPassword = 'Mango-y-chia-2026'
	await reset.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword)
	await reset.getByLabel('Confirme la nueva contraseña').fill(newPassword)
	await reset.getByRole('button', { name: 'Cambiar contraseña' }).click()
	await expect(reset).toHaveURL(/\/es\/user\/signin$/)
	await expect(toast(reset, 'Cambiamos su contraseña. Inicie sesión con la nueva contraseña.')).toBeVisible()
	await expect(reset.getByLabel('Correo electrónico')).toHaveValue(email)
	await reset.getByLabel('Contraseña').fill(newPassword)
	await reset.getByRole('button', { name: 'Iniciar sesión' }).click()
	// Signed in, on the Spanish home page (the dashboard itself is English this round).
	await expect(reset).toHaveURL(/\/es\/home$/)
	await expect(toast(reset, '¡Sesión iniciada!')).toBeVisible()
	await other.close()
})

test('the newsletter from a Spanish page: Spanish footer, toasts, code mail and welcome with a Spanish unsubscribe page', async ({ page, request }) => {
	await page.goto('/es/aboutus')
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('heading', { name: 'Boletín' })).toBeVisible()
	await footer.getByRole('button', { name: 'Suscribirme' }).click()
	await expect(toast(page, 'Escriba su correo electrónico')).toBeVisible()

	const email = uniqueEmail('es-footer')
	await footer.getByLabel('Correo electrónico').fill(email)
	await footer.getByRole('button', { name: 'Suscribirme' }).click()
	const modal = page.getByRole('dialog', { name: 'Confirme su correo electrónico' })
	await expect(modal).toContainText(`Le enviamos un código de 6 dígitos a ${email}.`)
	await expectNoAxeViolations(page)
	const mail = await readMail(request, email, 'Confirme su suscripción al boletín')
	expect(mail.text).toContain('Su código para confirmar el boletín de American Dietitian es')
	await modal.getByLabel('Código de verificación').fill(codeIn(mail.text))
	await modal.getByRole('button', { name: 'Verificar' }).click()
	await expect(toast(page, '¡Su correo quedó suscrito!')).toBeVisible()

	const welcome = await readMail(request, email, 'Su suscripción al boletín de American Dietitian está confirmada')
	const unsubscribe = new URL(welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?t=\S+/)![0])
	expect(unsubscribe.pathname).toBe('/es/newsletter/unsubscribe')
	await page.goto(unsubscribe.pathname + unsubscribe.search)
	await expect(page.getByText(`¿Dejar de recibir el boletín de American Dietitian en ${email}?`)).toBeVisible()
	await page.getByRole('button', { name: 'Cancelar la suscripción' }).click()
	await expect(page.getByRole('status')).toHaveText(`${email} ya no recibirá más boletines. Puede volver a suscribirse cuando quiera desde el pie de página.`)
	await page.reload()
	await expect(page.getByRole('status')).toContainText(/canceló la suscripción el \d{1,2} de [a-z]+ de \d{4}/)
	await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the Spanish footer form posts to /es/newsletter: the code step and the confirmation in Spanish', async ({ page, request }) => {
		await page.goto('/es/home')
		const email = uniqueEmail('es-nojs')
		const footer = page.getByRole('contentinfo')
		await footer.getByLabel('Correo electrónico').fill(email)
		await footer.getByRole('button', { name: 'Suscribirme' }).click()
		await expect(page).toHaveURL(/\/es\/newsletter$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('El boletín de American Dietitian')
		await expect(page.getByRole('main')).toContainText(`Le enviamos un código de 6 dígitos a ${email}. Es válido por 15 minutos.`)
		const mail = await readMail(request, email, 'Confirme su suscripción al boletín')
		await page.getByRole('main').getByLabel('Código de verificación').fill(codeIn(mail.text))
		await page.getByRole('button', { name: 'Confirmar la suscripción' }).click()
		await expect(page.getByRole('status')).toContainText('¡Su correo quedó suscrito!')
		await expect(page.getByRole('status').getByRole('link', { name: 'Lea los artículos más recientes' })).toHaveAttribute('href', '/es/blogpage')
		await expectNoEnglish(page, ['newsletter', 'newsletter-page', 'common'])
		// The subscription came from a Spanish page: its welcome is Spanish too.
		await readMail(request, email, 'Su suscripción al boletín de American Dietitian está confirmada')
	})
})

test('/es/services: plans, prices and features in Spanish, the interval switch and the choice stay under /es', async ({ page }) => {
	await page.goto('/es/services')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page).toHaveTitle(/^Precios/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes para dietistas registrados')
	await expect(page.getByRole('heading', { level: 2, name: 'Profesional' })).toBeVisible()
	await expect(page.getByText('El más elegido')).toBeVisible()
	await expect(page.getByText('Perfil público en el directorio')).toBeVisible()
	await expect(page.getByText('Todo lo del plan Básico')).toBeVisible()
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/services$/)
	await expectNoEnglish(page, ['pricing', 'common'])
	await expectNoAxeViolations(page)
	await page.getByRole('navigation', { name: 'Período de facturación' }).getByRole('link', { name: /Anual/ }).click()
	await expect(page).toHaveURL(/\/es\/services\?interval=year$/)
	await expect(page.getByText(/2 meses gratis · \$39 \/ mes con pago mensual/)).toBeVisible()
	const choose = page.getByRole('link', { name: 'Elegir Profesional' })
	await expect(choose).toHaveAttribute('href', /^\/es\/user\/signup\?redirectTo=/)
	await expectLinksUnderEs(page)
})
