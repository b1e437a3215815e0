import type { ComponentType } from 'react'
import { expect, test } from 'vitest'
import { testDeliveriesSettled } from '#app/modules/billing/test-checkout.server.ts'
import { getToast } from '#app/modules/toast/toast.server.ts'
import Checkout, { action as checkout, loader as checkoutPage } from '#app/routes/billing/checkout.tsx'
import { loader as cancel } from '#app/routes/billing/cancel.ts'
import Success, { loader as success } from '#app/routes/billing/success.tsx'
import TestCheckout, { action as pay, loader as testCheckoutPage } from '#app/routes/billing/test-checkout.tsx'
import TestPortal, { loader as testPortalPage } from '#app/routes/billing/test-portal.tsx'
import { callRoute, cookiesFrom, form } from '../form-client.ts'
import { englishLeftIn, renderPage, visibleText } from '../render-page.tsx'
import { signedInDietitian, useEnv } from './helpers.ts'

// Issue 42 point 10: the billing pages under /es, with the pricing page's Spanish plan names, and a checkout
// started in Spanish comes back in Spanish.
useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, APP_ENV: 'test' })

type PageData = Parameters<typeof renderPage>[2]
const page = (Page: unknown, path: string, data: unknown) => visibleText(renderPage(Page as ComponentType<never>, path, data as PageData))

test('a checkout started from /es: Spanish pages, the plan named Profesional, back to /es/viewprofile', { timeout: 60_000 }, async () => {
	const { cookie } = await signedInDietitian('es-tester')
	const confirm = await callRoute(checkoutPage, '/es/billing/checkout?plan=professional&interval=year', undefined, { cookie })
	expect(confirm.data).toMatchObject({ plan: { name: 'Profesional' }, price: '$390 / año' })
	const confirmText = page(Checkout, '/es/billing/checkout?plan=professional&interval=year', confirm.data)
	for (const words of ['Paso 1 de 2: confirmar', 'Su plan: Profesional', 'Profesional, facturación anual', 'Perfil público en el directorio', 'Continuar al pago', 'Modo de prueba']) expect(confirmText).toContain(words)
	expect(englishLeftIn(confirmText, ['Professional', 'billed', 'yearly', 'Continue to payment', 'Test mode', 'Public profile'])).toEqual([])

	const started = await callRoute(checkout, '/es/billing/checkout', form({ plan: 'professional', interval: 'year' }), { cookie })
	expect(started.location).toMatch(/^\/es\/billing\/test-checkout\?session_id=/)
	const sessionId = new URL(started.location!, 'http://x').searchParams.get('session_id')!
	const testCheckout = await callRoute(testCheckoutPage, `/es/billing/test-checkout?session_id=${sessionId}`, undefined, { cookie })
	const testText = page(TestCheckout, '/es/billing/test-checkout', testCheckout.data)
	for (const words of ['Pago de prueba', 'Profesional, facturación anual', 'A pagar hoy', 'Pagar $390 (prueba)']) expect(testText).toContain(words)
	expect(englishLeftIn(testText, ['Test checkout', 'Due today', 'Pay', 'billed'])).toEqual([])

	const paid = await callRoute(pay, `/es/billing/test-checkout?session_id=${sessionId}`, form({ intent: 'pay' }), { cookie })
	expect(paid.location).toBe(`/es/billing/success?session_id=${sessionId}`)
	await testDeliveriesSettled()
	const done = await callRoute(success, `/es/billing/success?session_id=${sessionId}`, undefined, { cookie })
	expect(done.data).toMatchObject({ state: 'active', planName: 'Profesional' })
	const doneText = page(Success, '/es/billing/success', done.data)
	expect(doneText).toContain('Su plan Profesional está activo')
	expect(doneText).toContain('Configure su perfil')

	const portal = await callRoute(testPortalPage, '/es/billing/test-portal', undefined, { cookie })
	const portalText = page(TestPortal, '/es/billing/test-portal', portal.data)
	for (const words of ['Portal de facturación de prueba', 'facturación anual · Activa · Se renueva el', 'Cambiar de plan', 'Básico, mensual: $19 / mes', 'Consultorio, anual', 'Cancelar ahora']) expect(portalText).toContain(words)
	expect(englishLeftIn(portalText, ['Starter', 'Professional', 'Practice', 'monthly', 'yearly', 'Change plan', 'Cancel now', 'Active'])).toEqual([])

	const canceled = await callRoute(cancel, '/es/billing/cancel')
	expect(canceled.location).toBe('/es/services')
	expect((await getToast(new Request('http://localhost/', { headers: { cookie: cookiesFrom(canceled) } }))).toast?.description).toBe('Se canceló el pago. No se le cobró nada.')
})

test('the pricing page’s Choose button posts to one address from both languages: from /es/services the checkout goes on in Spanish; from another site the Referer counts for nothing', async () => {
	const { cookie } = await signedInDietitian('referer-tester')
	const fromSpanish = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie, headers: { referer: 'http://localhost:3000/es/services' } })
	expect(fromSpanish.location).toMatch(/^\/es\/billing\/test-checkout\?session_id=/)
	const fromEnglish = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie, headers: { referer: 'http://localhost:3000/services' } })
	expect(fromEnglish.location).toMatch(/^\/billing\/test-checkout\?session_id=/)
	const fromElsewhere = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie, headers: { referer: 'https://elsewhere.example/es/services' } })
	expect(fromElsewhere.location).toMatch(/^\/billing\/test-checkout\?session_id=/)
})
