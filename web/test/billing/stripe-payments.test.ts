import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeEach, expect, test } from 'vitest'
import { billingCustomers } from '#db/schema/billing.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { applyStripeEvent } from '#app/modules/billing/fulfilment.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { stripeHostedUrl } from '#app/modules/billing/stripe-urls.ts'
import { invoiceObject, nowSeconds, stripeEvent, stripeTestId, subscriptionObject } from '#app/modules/billing/stripe-objects.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { priceEnv, signedInDietitian, useEnv, webhookSecret } from './helpers.ts'

/**
 * Stripe mode: the real `stripe` client asks a local stand-in for Stripe's API
 * for the customer's invoices (GET /v1/invoices?customer=…).
 */
let asked: URL[] = []
let answer: 'invoices' | 'outage' = 'invoices'
const paidAt = Date.UTC(2026, 10, 2, 15) / 1000

const server = http.createServer((req, res) => {
	const url = new URL(req.url ?? '/', 'http://stand-in')
	asked.push(url)
	const reply = (status: number, body: unknown) => {
		res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${asked.length}` })
		res.end(JSON.stringify(body))
	}
	if (answer === 'outage') return reply(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } })
	if (req.method === 'GET' && url.pathname === '/v1/invoices') {
		const invoice = (id: string, status: string, amount: number, number: string, created: number) => ({
			id,
			object: 'invoice',
			status,
			number,
			created,
			amount_paid: status === 'paid' ? amount : 0,
			amount_due: amount,
			currency: 'usd',
			hosted_invoice_url: `https://invoice.stripe.com/i/acct_1Stand/${id}`,
			status_transitions: { paid_at: status === 'paid' ? created : null },
		})
		return reply(200, {
			object: 'list',
			url: '/v1/invoices',
			has_more: false,
			data: [invoice('in_Stand2', 'open', 3900, 'AD-0002', paidAt + 30 * 86_400), invoice('in_Stand1', 'paid', 3900, 'AD-0001', paidAt), invoice('in_Draft', 'draft', 3900, 'AD-0003', paidAt + 31 * 86_400)],
		})
	}
	reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } })
})

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
useEnv({
	STRIPE_SECRET_KEY: 'sk_test_standin0123456789',
	STRIPE_WEBHOOK_SECRET: webhookSecret,
	STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
	SITE_URL: 'https://americandietitian.example',
	...priceEnv,
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	asked = []
	answer = 'invoices'
})

async function customerOf(userId: number, email: string) {
	const customerId = `cus_${userId}Stand`
	await (await getDb()).insert(billingCustomers).values({ userId, customerId, email })
	return customerId
}

test('the Billing section lists Stripe\'s invoices of the customer, each linking to its hosted page; drafts are left out', async () => {
	const { user } = await signedInDietitian('invoiced')
	const customerId = await customerOf(user.id, user.email)
	const summary = await billingSummary(user.id)
	expect(asked.map((url) => `${url.pathname} ${url.searchParams.get('customer')}`)).toEqual([`/v1/invoices ${customerId}`])
	expect(summary.history).toEqual({
		problem: null,
		payments: [
			{ id: 'in_Stand2', date: formatDay(new Date((paidAt + 30 * 86_400) * 1000).toISOString()), amount: '$39', status: 'Open', number: 'AD-0002', url: 'https://invoice.stripe.com/i/acct_1Stand/in_Stand2' },
			{ id: 'in_Stand1', date: 'Nov 02, 2026', amount: '$39', status: 'Paid', number: 'AD-0001', url: 'https://invoice.stripe.com/i/acct_1Stand/in_Stand1' },
		],
	})
	// Without a Stripe customer there is nothing to ask.
	const { user: fresh } = await signedInDietitian('fresh')
	asked = []
	expect((await billingSummary(fresh.id)).history).toEqual({ problem: null, payments: [] })
	expect(asked).toEqual([])
})

test('Stripe not answering leaves the Billing section up, saying the payments could not be loaded', async () => {
	const { user } = await signedInDietitian('outage')
	await customerOf(user.id, user.email)
	answer = 'outage'
	const summary = await billingSummary(user.id)
	expect(summary.history).toEqual({ payments: [], problem: 'Your payments could not be loaded from Stripe just now. Reload the page in a minute to see them.' })
	expect(summary.planName).toBeNull()
})

test('a paid Stripe invoice sends the "your plan is active" mail with a link to the invoice, through the same fulfilment', async () => {
	const { user } = await signedInDietitian('stripepayer')
	const customerId = await customerOf(user.id, user.email)
	const plan = findPlanByKey('starter')!
	const subscriptionId = stripeTestId('sub')
	const start = nowSeconds()
	const end = start + 30 * 86_400
	const common = { customerId, priceId: priceEnv.STRIPE_PRICE_STARTER_MONTHLY, plan, interval: 'month' as const }
	expect(await applyStripeEvent(stripeEvent('customer.subscription.created', subscriptionObject({ ...common, id: subscriptionId, status: 'active', periodStart: start, periodEnd: end })), 'stripe webhook')).toBe('applied')
	const invoiceId = stripeTestId('in')
	const invoice = { ...invoiceObject({ ...common, id: invoiceId, subscriptionId, email: user.email, periodStart: start, periodEnd: end, paid: true }), hosted_invoice_url: `https://invoice.stripe.com/i/acct_1Stand/${invoiceId}`, number: 'AD-0042' }
	expect(await applyStripeEvent(stripeEvent('invoice.paid', invoice), 'stripe webhook')).toBe('applied')
	await drainJobs()
	const [mail] = (await listOutbox(user.email)).filter((m) => m.subject === 'Your Starter plan is active')
	expect(mail?.text).toContain(`Your Starter plan is active until ${formatDay(new Date(end * 1000).toISOString())}`)
	expect(mail?.text).toContain(`The invoice: https://invoice.stripe.com/i/acct_1Stand/${invoiceId}`)
	expect(mail?.html).toContain(`href="https://invoice.stripe.com/i/acct_1Stand/${invoiceId}"`)
})

test('an invoice address that is not https on Stripe’s own hosts never reaches the mail or the payment list: the mail links the billing page', { timeout: 120_000 }, async () => {
	const hostile = [
		'javascript:alert(document.domain)',
		'https://evil.example/i/acct_1Stand/in_x',
		'http://invoice.stripe.com/i/acct_1Stand/in_x',
		'https://invoice.stripe.com.evil.example/i/in_x',
		'https://user:pw@invoice.stripe.com/i/in_x',
		'https://invoice.stripe.com:8443/i/in_x',
		'data:text/html,<script>alert(1)</script>',
	]
	for (const url of hostile) {
		const { user } = await signedInDietitian('stripehostile')
		const customerId = await customerOf(user.id, user.email)
		const plan = findPlanByKey('starter')!
		const subscriptionId = stripeTestId('sub')
		const start = nowSeconds()
		const common = { customerId, priceId: priceEnv.STRIPE_PRICE_STARTER_MONTHLY, plan, interval: 'month' as const }
		expect(await applyStripeEvent(stripeEvent('customer.subscription.created', subscriptionObject({ ...common, id: subscriptionId, status: 'active', periodStart: start, periodEnd: start + 30 * 86_400 })), 'stripe webhook')).toBe('applied')
		const invoiceId = stripeTestId('in')
		const invoice = { ...invoiceObject({ ...common, id: invoiceId, subscriptionId, email: user.email, periodStart: start, periodEnd: start + 30 * 86_400, paid: true }), hosted_invoice_url: url }
		expect(await applyStripeEvent(stripeEvent('invoice.paid', invoice), 'stripe webhook')).toBe('applied')
		await drainJobs()
		const [mail] = (await listOutbox(user.email)).filter((m) => m.subject === 'Your Starter plan is active')
		expect(mail, url).toBeDefined()
		expect(mail!.html, url).not.toContain(url.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
		const links = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
		const site = new URL('/', getEnv().SITE_URL).toString()
		expect(links.filter((href) => !href.startsWith(site) && !href.startsWith('mailto:')), url).toEqual([])
		expect(mail!.text, url).not.toContain(url)
		expect(mail!.text).toContain(`Your plan and payments: ${site}viewprofile#billing`)
	}
	// Stripe's own list of the customer's invoices goes through the same rule.
	expect(stripeHostedUrl('https://invoice.stripe.com/i/acct_1Stand/in_1')).toBe('https://invoice.stripe.com/i/acct_1Stand/in_1')
	expect(stripeHostedUrl('https://pay.stripe.com/invoice/acct_1Stand/in_1/pdf')).toBe('https://pay.stripe.com/invoice/acct_1Stand/in_1/pdf')
	for (const url of hostile) expect(stripeHostedUrl(url), url).toBeNull()
})
