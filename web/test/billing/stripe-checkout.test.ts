import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { billingCustomers } from '#db/schema/billing.ts'
import { findCustomer } from '#app/modules/billing/customers.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { action as checkout, loader as checkoutPage } from '#app/routes/billing/checkout.tsx'
import { action as portal } from '#app/routes/billing/portal.ts'
import { loader as testCheckoutPage } from '#app/routes/billing/test-checkout.tsx'
import { callRoute, form } from '../form-client.ts'
import { priceEnv, signedInDietitian, useEnv, webhookSecret } from './helpers.ts'

/**
 * The real `stripe` client talks to a local stand-in for Stripe's API (its
 * host/port/protocol options, through STRIPE_API_BASE): what the site asks
 * Stripe for is recorded and answered with Stripe-shaped JSON.
 */
type Received = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined }
let received: Received[] = []
let customerCount = 0
let sessionCount = 0

const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		const form = new URLSearchParams(raw)
		received.push({ method: req.method ?? '', path: req.url ?? '', form, idempotencyKey: req.headers['idempotency-key'] as string | undefined, auth: req.headers.authorization })
		const reply = (status: number, body: unknown) => {
			res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${received.length}` })
			res.end(JSON.stringify(body))
		}
		if (req.method === 'POST' && req.url === '/v1/customers') {
			customerCount++
			return reply(200, { id: `cus_Stand${customerCount}`, object: 'customer', email: form.get('email'), metadata: { user_id: form.get('metadata[user_id]') } })
		}
		if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
			const id = `cs_test_Stand${++sessionCount}`
			return reply(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` })
		}
		if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
			if (form.get('customer') === 'cus_gone') return reply(400, { error: { type: 'invalid_request_error', message: "No such customer: 'cus_gone'", param: 'customer' } })
			return reply(200, { id: 'bps_Stand1', object: 'billing_portal.session', customer: form.get('customer'), url: 'https://billing.stripe.com/p/session/test_Stand1' })
		}
		reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } })
	})
})

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
useEnv({
	STRIPE_SECRET_KEY: 'sk_test_standin0123456789',
	STRIPE_WEBHOOK_SECRET: webhookSecret,
	STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
	SITE_URL: 'https://americandietitian.example',
	...priceEnv,
})
beforeAll(() => {
	customerCount = 0
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	received = []
})

test('Choose: a Checkout Session for the plan, with the customer created once from the account e-mail and reused', async () => {
	const { user, cookie } = await signedInDietitian('stripe')
	const first = await callRoute(checkout, '/billing/checkout', form({ plan: 'professional', interval: 'year' }), { cookie })
	expect(first.status).toBe(302)
	expect(first.location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_Stand\d+$/)

	expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions'])
	const [customer, session] = received as [Received, Received]
	expect(customer.auth).toBe('Bearer sk_test_standin0123456789')
	expect(customer.form.get('email')).toBe(user.email)
	expect(customer.form.get('metadata[user_id]')).toBe(String(user.id))
	expect(customer.idempotencyKey).toBe(`customer-for-user-${user.id}`)
	expect(Object.fromEntries(session.form)).toMatchObject({
		mode: 'subscription',
		customer: 'cus_Stand1',
		client_reference_id: String(user.id),
		'line_items[0][price]': 'price_1ProfessionalYearly',
		'line_items[0][quantity]': '1',
		'metadata[user_id]': String(user.id),
		'metadata[plan]': 'professional',
		'metadata[interval]': 'year',
		'subscription_data[metadata][plan]': 'professional',
		success_url: 'https://americandietitian.example/billing/success?session_id={CHECKOUT_SESSION_ID}',
		cancel_url: 'https://americandietitian.example/billing/cancel',
	})
	expect((await findCustomer(user.id))?.customerId).toBe('cus_Stand1')

	received = []
	const second = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie })
	expect(second.status).toBe(302)
	expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions'])
	expect(received[0]!.form.get('customer')).toBe('cus_Stand1')
	expect(received[0]!.form.get('line_items[0][price]')).toBe('price_1StarterMonthly')
})

test('Manage billing opens a Billing Portal session for the customer, returning to /viewprofile', async () => {
	const { user, cookie } = await signedInDietitian('portal')
	const none = await callRoute(portal, '/billing/portal', form({}), { cookie })
	expect(none.location).toBe('/viewprofile')
	expect(received).toEqual([])

	await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie })
	const customerId = (await findCustomer(user.id))!.customerId
	received = []
	const opened = await callRoute(portal, '/billing/portal', form({}), { cookie })
	expect(opened).toMatchObject({ status: 302, location: 'https://billing.stripe.com/p/session/test_Stand1' })
	expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/billing_portal/sessions'])
	expect(Object.fromEntries(received[0]!.form)).toEqual({ customer: customerId, return_url: 'https://americandietitian.example/viewprofile' })
})

test('Manage billing refuses a cross-site post: no portal session is opened for a forged form', async () => {
	const { cookie } = await signedInDietitian('forged')
	await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie })
	received = []
	for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
		const answer = await callRoute(portal, '/billing/portal', form({}), { cookie, headers })
		expect(answer.status, JSON.stringify(headers)).toBe(403)
	}
	expect(received).toEqual([])
})

test('a customer Stripe does not know gets a message instead of the portal', async () => {
	const { user, cookie } = await signedInDietitian('gone')
	const db = await getDb()
	await db.insert(billingCustomers).values({ userId: user.id, customerId: 'cus_gone', email: user.email })
	const answer = await callRoute(portal, '/billing/portal', form({}), { cookie })
	expect(answer).toMatchObject({ status: 302, location: '/viewprofile' })
	expect(answer.headers.get('set-cookie')).toMatch(/^en_toast=/)
	expect(received.map((r) => r.form.get('customer'))).toEqual(['cus_gone'])
})

test('with Stripe keys there is no test checkout', async () => {
	const { cookie } = await signedInDietitian('nokeys')
	const page = await callRoute(testCheckoutPage, '/billing/test-checkout?session_id=cs_test_abc', undefined, { cookie })
	expect(page.status).toBe(404)
})

test('bad input is a 400 with a message and asks Stripe for nothing', async () => {
	const { cookie } = await signedInDietitian('tamper')
	const cases: [Record<string, string>, RegExp][] = [
		[{ plan: 'platinum', interval: 'month' }, /Unknown plan/],
		[{ plan: 'starter', interval: 'week' }, /Unknown billing interval/],
		[{ plan: 'starter' }, /Unknown billing interval/],
		[{ interval: 'month', plan: '2' }, /Unknown plan/],
	]
	for (const [fields, message] of cases) {
		const answer = await callRoute(checkout, '/billing/checkout', form(fields), { cookie })
		expect(answer.status, JSON.stringify(fields)).toBe(400)
		expect(answer.data).toMatch(message)
	}
	const page = await callRoute(checkoutPage, '/billing/checkout?plan=gold&interval=month', undefined, { cookie })
	expect(page.status).toBe(400)
	const json = await callRoute(checkout, '/billing/checkout', undefined, { cookie, method: 'POST', headers: { 'content-type': 'application/json' } })
	expect(json.status).toBe(415)
	expect(received).toEqual([])
})

test('visitors are sent to sign up with a redirectTo back to the same choice', async () => {
	const page = await callRoute(checkoutPage, '/billing/checkout?plan=professional&interval=year')
	expect(page.status).toBe(302)
	expect(page.location).toBe('/user/signup?redirectTo=%2Fbilling%2Fcheckout%3Fplan%3Dprofessional%26interval%3Dyear')
	const post = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }))
	expect(post.location).toBe('/user/signup?redirectTo=%2Fbilling%2Fcheckout%3Fplan%3Dstarter%26interval%3Dmonth')
	expect(received).toEqual([])
})
