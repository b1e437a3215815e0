import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { subscriptions } from '#db/schema/billing.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { payTestCheckout, testDeliveriesSettled } from '#app/modules/billing/test-checkout.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { getToast } from '#app/modules/toast/toast.server.ts'
import { action as checkout, loader as checkoutPage } from '#app/routes/billing/checkout.tsx'
import { loader as cancel } from '#app/routes/billing/cancel.ts'
import { action as portal } from '#app/routes/billing/portal.ts'
import { loader as success } from '#app/routes/billing/success.tsx'
import { action as pay, loader as testCheckoutPage } from '#app/routes/billing/test-checkout.tsx'
import { action as changeSubscription, loader as testPortalPage } from '#app/routes/billing/test-portal.tsx'
import { callRoute, form } from '../form-client.ts'
import { auditOf, planOf, processedEvent, signedInDietitian, useEnv } from './helpers.ts'

// Development without Stripe keys: the test checkout.
useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, APP_ENV: 'test' })

async function startTestCheckout(plan = 'professional', interval = 'month') {
	const buyer = await signedInDietitian('tester')
	const started = await callRoute(checkout, '/billing/checkout', form({ plan, interval }), { cookie: buyer.cookie })
	expect(started.status).toBe(302)
	const sessionId = new URL(started.location!, 'http://x').searchParams.get('session_id')!
	return { ...buyer, sessionId }
}

test('the checkout page confirms the choice and says test mode', async () => {
	const { cookie } = await signedInDietitian('review')
	const page = await callRoute(checkoutPage, '/billing/checkout?plan=practice&interval=year', undefined, { cookie })
	expect(page.status).toBe(200)
	expect(page.data).toMatchObject({ plan: { key: 'practice', name: 'Practice' }, interval: 'year', price: '$790 / year', testMode: true })
	expect((page.data as { plan: { features: string[] } }).plan.features).toContain('Featured on the home page')
	expect((page.data as { plan: { features: string[] } }).plan.features).toContain('Public profile in the directory')
})

test('test checkout: pay, "Activating…" until the events are applied, then active; the same code as the webhook', async () => {
	const { user, cookie, sessionId } = await startTestCheckout('professional', 'year')
	const page = await callRoute(testCheckoutPage, `/billing/test-checkout?session_id=${sessionId}`, undefined, { cookie })
	expect(page.data).toMatchObject({ sessionId, planName: 'Professional', interval: 'year', amount: '$390', email: user.email })

	let webhookArrives = () => {}
	const payment = await payTestCheckout(user, sessionId, () => new Promise<void>((resolve) => (webhookArrives = resolve)))
	expect(payment.status).toBe('paid')
	const before = await callRoute(success, `/billing/success?session_id=${sessionId}`, undefined, { cookie })
	expect(before.data).toMatchObject({ state: 'activating', planName: 'Professional' })
	expect((await planOf(user.id)).plan).toBe(0)

	webhookArrives()
	const outcomes = payment.status === 'paid' ? await payment.delivered : []
	expect(outcomes).toEqual(['applied', 'applied', 'applied'])
	const after = await callRoute(success, `/billing/success?session_id=${sessionId}`, undefined, { cookie })
	expect(after.data).toMatchObject({ state: 'active', planName: 'Professional', interval: 'year' })
	expect((await planOf(user.id)).plan).toBe(2)
	const audit = await auditOf(user.id)
	expect(audit).toHaveLength(1)
	expect(audit[0]).toMatchObject({ fromPlan: 0, toPlan: 2, actor: 'test checkout' })
	expect(await processedEvent(audit[0]!.eventId!)).toMatchObject({ type: 'checkout.session.completed', outcome: 'applied' })
	expect((await billingSummary(user.id)).subscription).toMatchObject({ status: 'Active', dateLabel: 'Renews on', interval: 'yearly' })

	// A paid session's page leads to the success page; paying again applies nothing more.
	expect((await callRoute(testCheckoutPage, `/billing/test-checkout?session_id=${sessionId}`, undefined, { cookie })).location).toBe(`/billing/success?session_id=${sessionId}`)
	const again = await callRoute(pay, `/billing/test-checkout?session_id=${sessionId}`, form({ intent: 'pay' }), { cookie })
	expect(again.location).toBe(`/billing/success?session_id=${sessionId}`)
	const db = await getDb()
	expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1)

	// Choosing again while subscribed leads to Manage billing, not a second subscription.
	const twice = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie })
	expect(twice.location).toBe('/viewprofile')
})

test('the Pay button answers with the success page at once and delivers the events moments later', async () => {
	const { user, cookie, sessionId } = await startTestCheckout('starter')
	const paid = await callRoute(pay, `/billing/test-checkout?session_id=${sessionId}`, form({ intent: 'pay' }), { cookie })
	expect(paid).toMatchObject({ status: 302, location: `/billing/success?session_id=${sessionId}` })
	expect((await planOf(user.id)).plan).toBe(0)
	await testDeliveriesSettled()
	expect((await planOf(user.id)).plan).toBe(1)
})

test("another user's session id, or a malformed one, is refused", async () => {
	const { sessionId } = await startTestCheckout('practice')
	const other = await signedInDietitian('other')
	for (const handler of [success, testCheckoutPage]) {
		const foreign = await callRoute(handler, `/billing/success?session_id=${sessionId}`, undefined, { cookie: other.cookie })
		expect(foreign.status).toBe(404)
		expect(foreign.data).toBe('We could not find this checkout for your account.')
		const malformed = await callRoute(handler, '/billing/success?session_id=%3Cscript%3E', undefined, { cookie: other.cookie })
		expect(malformed).toMatchObject({ status: 400, data: 'The checkout session id is missing or malformed' })
	}
	const { cookie } = await signedInDietitian('tamperer')
	expect((await callRoute(pay, `/billing/test-checkout?session_id=${sessionId}`, form({ intent: 'refund' }), { cookie })).status).toBe(400)
	const payForeign = await callRoute(pay, `/billing/test-checkout?session_id=${sessionId}`, form({ intent: 'pay' }), { cookie: other.cookie })
	expect(payForeign.status).toBe(404)
	expect((await planOf(other.user.id)).plan).toBe(0)
	const visitor = await callRoute(success, `/billing/success?session_id=${sessionId}`)
	expect(visitor.location).toBe('/home')
})

test('cancel goes back to /services with a neutral toast', async () => {
	const answer = await callRoute(cancel, '/billing/cancel')
	expect(answer).toMatchObject({ status: 302, location: '/services' })
	const cookie = answer.headers.get('set-cookie')!.split(';')[0]!
	const { toast } = await getToast(new Request('http://localhost:3000/services', { headers: { cookie } }))
	expect(toast).toMatchObject({ type: 'info', description: 'Checkout canceled. You have not been charged.' })
})

test('the test billing portal changes plans and cancels through the same fulfilment', async () => {
	const { user, cookie, sessionId } = await startTestCheckout('professional')
	const payment = await payTestCheckout(user, sessionId, async () => {})
	if (payment.status === 'paid') await payment.delivered
	expect((await callRoute(portal, '/billing/portal', form({}), { cookie })).location).toBe('/billing/test-portal')
	const page = await callRoute(testPortalPage, '/billing/test-portal', undefined, { cookie })
	expect((page.data as { options: { value: string }[] }).options.map((o) => o.value)).toEqual(['starter:month', 'starter:year', 'professional:year', 'practice:month', 'practice:year'])

	const change = (fields: Record<string, string>) => callRoute(changeSubscription, '/billing/test-portal', form(fields), { cookie })
	expect((await change({ intent: 'switch', choice: 'practice:year' })).location).toBe('/viewprofile')
	expect((await planOf(user.id)).plan).toBe(3)
	expect((await billingSummary(user.id)).subscription).toMatchObject({ planName: 'Practice', interval: 'yearly' })

	await change({ intent: 'cancel-at-period-end' })
	expect((await billingSummary(user.id)).subscription).toMatchObject({ status: 'Active, canceled at the end of the period' })
	await change({ intent: 'resume' })
	expect((await billingSummary(user.id)).subscription).toMatchObject({ status: 'Active' })
	await change({ intent: 'cancel-now' })
	expect((await planOf(user.id)).plan).toBe(0)
	expect((await billingSummary(user.id)).subscription).toMatchObject({ status: 'Canceled' })
	expect((await auditOf(user.id)).map((row) => [row.toPlan, row.actor])).toEqual([[2, 'test checkout'], [3, 'test billing portal'], [0, 'test billing portal']])

	// Nothing left to manage; tampered changes are refused.
	expect((await callRoute(testPortalPage, '/billing/test-portal', undefined, { cookie })).location).toBe('/viewprofile')
	const tampered: Record<string, string>[] = [{ intent: 'switch', choice: 'gold:month' }, { intent: 'delete-everything' }, { intent: 'switch', choice: 'starter' }]
	for (const fields of tampered) {
		expect((await change(fields)).status, JSON.stringify(fields)).toBe(400)
	}
})

test('in production without Stripe keys nothing can be bought: 503 and "Payments are not configured"', async () => {
	const { user, cookie } = await signedInDietitian('prod')
	const saved = { ...process.env }
	Object.assign(process.env, { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), STRAPI_API_TOKEN: 'token', POSTMARK_SERVER_TOKEN: 'postmark' })
	delete (globalThis as { __env?: unknown }).__env
	try {
		// The session cookie was signed with the test secret: sign in again under production's.
		const { createSession, sessionCookieHeader } = await import('#app/modules/auth/sessions.server.ts')
		const prodCookie = (await sessionCookieHeader((await createSession(user.id)).id)).split(';')[0]!
		expect(cookie).not.toBe(prodCookie)
		for (const [handler, path, fields] of [
			[checkoutPage, '/billing/checkout?plan=starter&interval=month', undefined],
			[checkout, '/billing/checkout', { plan: 'starter', interval: 'month' }],
			[success, '/billing/success?session_id=cs_test_x', undefined],
			[portal, '/billing/portal', {}],
			[testCheckoutPage, '/billing/test-checkout?session_id=cs_test_x', undefined],
		] as const) {
			const answer = await callRoute(handler, path, fields && form(fields), { cookie: prodCookie })
			expect(answer.status, path).toBe(503)
			expect(answer.data).toBe('Payments are not configured')
		}
		expect(await billingSummary(user.id)).toMatchObject({ payments: 'off', canManage: false })
	} finally {
		process.env = saved
		delete (globalThis as { __env?: unknown }).__env
	}
})
