import { afterEach, expect, test, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { findCustomer } from '#app/modules/billing/customers.server.ts'
import { expireLapsedPlans } from '#app/modules/billing/lapsed-subscriptions.server.ts'
import { findPlanByKey, type BillingInterval } from '#app/modules/billing/plans.ts'
import {
	checkoutSessionObject,
	invoiceObject,
	nowSeconds,
	stripeEvent,
	stripeTestId,
	subscriptionObject,
	type SubscriptionInput,
} from '#app/modules/billing/stripe-objects.server.ts'
import { stripeApiVersion } from '#app/modules/billing/stripe-client.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { action as checkout } from '#app/routes/billing/checkout.tsx'
import { action as webhook } from '#app/routes/api/stripe.webhook.ts'
import { callRoute, form } from '../form-client.ts'
import { auditOf, planOf, priceEnv, processedEvent, signedDelivery, signedInDietitian, subscriptionRow, useEnv, webhookSecret } from './helpers.ts'

useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: webhookSecret, ...priceEnv })
afterEach(resetClock)

const day = 24 * 3600
const plan = (key: string) => findPlanByKey(key)!
const priceOf = (key: string, interval: BillingInterval) =>
	priceEnv[`STRIPE_PRICE_${key.toUpperCase()}_${interval === 'month' ? 'MONTHLY' : 'YEARLY'}` as keyof typeof priceEnv]

async function deliver(event: unknown, options: Parameters<typeof signedDelivery>[1] = {}) {
	const response = (await webhook({ request: signedDelivery(event, options), context: undefined, params: {} } as never)) as Response
	return { status: response.status, body: (await response.json()) as unknown }
}

/** A dietitian who started a checkout of a plan on the site (test mode: no Stripe server needed). */
async function startedCheckout(key = 'professional', interval: BillingInterval = 'month') {
	const { user, cookie } = await signedInDietitian('buyer')
	const started = await callRoute(checkout, '/billing/checkout', form({ plan: key, interval }), { cookie })
	expect(started.status).toBe(302)
	const sessionId = new URL(started.location!, 'http://x').searchParams.get('session_id')!
	const customerId = (await findCustomer(user.id))!.customerId
	return { user, cookie, sessionId, customerId, subscriptionId: stripeTestId('sub') }
}

type Bought = Awaited<ReturnType<typeof startedCheckout>>

function subscriptionInput(bought: Bought, key: string, interval: BillingInterval, overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
	const start = overrides.periodStart ?? nowSeconds()
	return {
		id: bought.subscriptionId,
		customerId: bought.customerId,
		priceId: priceOf(key, interval),
		plan: plan(key),
		interval,
		status: 'active',
		periodStart: start,
		periodEnd: start + (interval === 'year' ? 365 : 30) * day,
		...overrides,
	}
}

const subscriptionEvent = (type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted', input: SubscriptionInput, created = nowSeconds()) =>
	stripeEvent(type, subscriptionObject(input), { created })

function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', bought: Bought, key: string, periodStart: number, periodEnd: number, created = nowSeconds()) {
	return stripeEvent(
		type,
		invoiceObject({
			id: stripeTestId('in'),
			customerId: bought.customerId,
			subscriptionId: bought.subscriptionId,
			email: bought.user.email,
			priceId: priceOf(key, 'month'),
			plan: plan(key),
			interval: 'month',
			periodStart,
			periodEnd,
			paid: type === 'invoice.paid',
			billingReason: 'subscription_cycle',
			created,
		}),
		{ created },
	)
}

async function activate(key = 'professional', interval: BillingInterval = 'month') {
	const bought = await startedCheckout(key, interval)
	const completed = stripeEvent(
		'checkout.session.completed',
		checkoutSessionObject({
			id: bought.sessionId,
			userId: bought.user.id,
			customerId: bought.customerId,
			subscriptionId: bought.subscriptionId,
			email: bought.user.email,
			siteUrl: 'http://localhost:3000',
			plan: plan(key),
			interval,
			priceId: priceOf(key, interval),
		}),
	)
	expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } })
	const created = subscriptionEvent('customer.subscription.created', subscriptionInput(bought, key, interval))
	expect((await deliver(created)).body).toMatchObject({ outcome: 'applied' })
	return bought
}

test('the events of the pinned API version are what the fulfilment reads', () => {
	expect(stripeApiVersion).toBe('2026-10-28.endive')
	expect(stripeEvent('invoice.paid', invoiceObject({ id: 'in_1', customerId: 'cus_1', subscriptionId: 'sub_1', email: 'a@b.co', priceId: 'price_1', plan: plan('starter'), interval: 'month', periodStart: 1, periodEnd: 2, paid: true })).api_version).toBe('2026-10-28.endive')
})

test('activation: a completed checkout gives the plan, the subscription fills in the period, and the change is audited', async () => {
	const bought = await startedCheckout('professional', 'year')
	expect((await planOf(bought.user.id)).plan).toBe(0)
	const completed = stripeEvent(
		'checkout.session.completed',
		checkoutSessionObject({ id: bought.sessionId, userId: bought.user.id, customerId: bought.customerId, subscriptionId: bought.subscriptionId, email: bought.user.email, siteUrl: 'http://localhost:3000', plan: plan('professional'), interval: 'year', priceId: priceOf('professional', 'year') }),
	)
	expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } })
	const after = await planOf(bought.user.id)
	expect(after.plan).toBe(2)
	expect(after.paymentDate).not.toBeNull()
	expect(await subscriptionRow(bought.subscriptionId)).toMatchObject({ status: 'active', plan: 2, interval: 'year', priceId: 'price_1ProfessionalYearly', customerId: bought.customerId, billingEmail: bought.user.email, currentPeriodEnd: null })

	const periodEnd = nowSeconds() + 365 * day
	await deliver(subscriptionEvent('customer.subscription.created', subscriptionInput(bought, 'professional', 'year', { periodEnd })))
	expect((await subscriptionRow(bought.subscriptionId))?.currentPeriodEnd?.getTime()).toBe(periodEnd * 1000)

	const audit = await auditOf(bought.user.id)
	expect(audit).toHaveLength(1)
	expect(audit[0]).toMatchObject({ fromPlan: 0, toPlan: 2, eventId: completed.id, actor: 'stripe webhook', reason: 'checkout.session.completed: checkout paid' })
	expect(await processedEvent(completed.id)).toMatchObject({ type: 'checkout.session.completed', outcome: 'applied' })

	const summary = await billingSummary(bought.user.id)
	expect(summary).toMatchObject({ planName: 'Professional', customerId: bought.customerId, billingEmail: bought.user.email, canManage: true })
	expect(summary.subscription).toMatchObject({ planName: 'Professional', interval: 'yearly', price: '$390 / year', status: 'Active', dateLabel: 'Renews on' })
})

test('renewal: a paid invoice moves the period end forward and records the payment', async () => {
	const bought = await activate('starter')
	const before = (await subscriptionRow(bought.subscriptionId))!.currentPeriodEnd!.getTime() / 1000
	const nextEnd = before + 30 * day
	const renewal = invoiceEvent('invoice.paid', bought, 'starter', before, nextEnd)
	expect((await deliver(renewal)).body).toMatchObject({ outcome: 'applied' })
	expect((await subscriptionRow(bought.subscriptionId))?.currentPeriodEnd?.getTime()).toBe(nextEnd * 1000)
	expect((await planOf(bought.user.id)).plan).toBe(1)
	expect(await auditOf(bought.user.id)).toHaveLength(1)
})

test('upgrade and downgrade through the Billing Portal change the plan, each audited', async () => {
	const bought = await activate('professional')
	const t = nowSeconds()
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month'), t + 1))
	expect((await planOf(bought.user.id)).plan).toBe(3)
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'starter', 'year'), t + 2))
	expect((await planOf(bought.user.id)).plan).toBe(1)
	expect(await subscriptionRow(bought.subscriptionId)).toMatchObject({ plan: 1, interval: 'year', priceId: 'price_1StarterYearly' })
	expect((await auditOf(bought.user.id)).map((row) => [row.fromPlan, row.toPlan])).toEqual([[0, 2], [2, 3], [3, 1]])
})

test('payment failure keeps the plan through the grace period; the recovery payment makes it active again', async () => {
	const bought = await activate('professional')
	const row = (await subscriptionRow(bought.subscriptionId))!
	const periodEnd = row.currentPeriodEnd!.getTime() / 1000
	const t = nowSeconds()
	const failed = invoiceEvent('invoice.payment_failed', bought, 'professional', periodEnd - 30 * day, periodEnd, t + 1)
	expect((await deliver(failed)).body).toMatchObject({ outcome: 'applied' })
	expect((await subscriptionRow(bought.subscriptionId))?.status).toBe('past_due')
	expect((await planOf(bought.user.id)).plan).toBe(2)
	expect((await billingSummary(bought.user.id)).subscription).toMatchObject({ status: 'Payment failed: Stripe is retrying the card', dateLabel: 'Listed until' })

	const recovered = invoiceEvent('invoice.paid', bought, 'professional', periodEnd - 30 * day, periodEnd, t + 2)
	await deliver(recovered)
	expect((await subscriptionRow(bought.subscriptionId))?.status).toBe('active')
	expect((await planOf(bought.user.id)).plan).toBe(2)
	expect(await auditOf(bought.user.id)).toHaveLength(1)
})

test('a failed renewal as Stripe sends it keeps the plan 7 days past the paid period, then ends it; a paid retry brings it back', async () => {
	const bought = await activate('professional')
	const at = (iso: string) => Date.parse(iso) / 1000
	// The paid month: Jan 10 to Feb 10, 2027.
	setClock('2027-01-10T00:00:00Z')
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'professional', 'month', { periodStart: at('2027-01-10T00:00:00Z'), periodEnd: at('2027-02-10T00:00:00Z') }), at('2027-01-10T00:00:01Z')))
	// Feb 10: Stripe renews, the card is declined. The subscription is past_due with its period already moved to
	// Mar 10, and the failed invoice is for that new period.
	setClock('2027-02-10T01:00:00Z')
	const unpaid = { periodStart: at('2027-02-10T00:00:00Z'), periodEnd: at('2027-03-10T00:00:00Z') }
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'professional', 'month', { status: 'past_due', ...unpaid }), at('2027-02-10T01:00:00Z')))
	expect((await deliver(invoiceEvent('invoice.payment_failed', bought, 'professional', unpaid.periodStart, unpaid.periodEnd, at('2027-02-10T01:00:01Z')))).body).toMatchObject({ outcome: 'applied' })
	expect(await subscriptionRow(bought.subscriptionId)).toMatchObject({ status: 'past_due', currentPeriodEnd: new Date('2027-03-10T00:00:00Z') })
	expect((await planOf(bought.user.id)).plan).toBe(2)
	expect((await billingSummary(bought.user.id)).subscription).toMatchObject({ status: 'Payment failed: Stripe is retrying the card', dateLabel: 'Listed until', date: 'Feb 17, 2027' })

	// A week after the paid month ended, not a month: the listing ends with the grace.
	setClock('2027-02-16T23:59:59Z')
	expect(await expireLapsedPlans()).toEqual([])
	expect((await planOf(bought.user.id)).plan).toBe(2)
	setClock('2027-02-17T00:00:01Z')
	expect(await expireLapsedPlans()).toEqual([bought.user.id])
	expect((await planOf(bought.user.id)).plan).toBe(0)
	expect((await auditOf(bought.user.id)).at(-1)).toMatchObject({ fromPlan: 2, toPlan: 0, reason: 'paid period ended', eventId: null, actor: 'billing period check' })
	expect((await billingSummary(bought.user.id)).subscription).toMatchObject({ status: 'Payment failed: the grace period is over', dateLabel: 'Listing ended on', date: 'Feb 17, 2027' })

	// Stripe's next retry is paid: active again, the plan back, for the month it paid.
	setClock('2027-02-19T01:00:00Z')
	await deliver(invoiceEvent('invoice.paid', bought, 'professional', unpaid.periodStart, unpaid.periodEnd, at('2027-02-19T01:00:00Z')))
	expect(await subscriptionRow(bought.subscriptionId)).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2027-03-10T00:00:00Z') })
	expect((await planOf(bought.user.id)).plan).toBe(2)
	resetClock()

	// A past_due event whose paid period ended long ago gives no plan at all.
	const other = await activate('starter')
	const t = nowSeconds()
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(other, 'starter', 'month', { status: 'past_due', periodStart: t - 40 * day, periodEnd: t - 10 * day }), nowSeconds() + 1))
	expect((await planOf(other.user.id)).plan).toBe(0)
}, 60_000)

test('cancellation at the period end keeps the plan until Stripe ends the subscription; paying again restores it', async () => {
	const bought = await activate('practice')
	const t = nowSeconds()
	await deliver(subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month', { cancelAtPeriodEnd: true }), t + 1))
	expect((await planOf(bought.user.id)).plan).toBe(3)
	expect((await billingSummary(bought.user.id)).subscription).toMatchObject({ status: 'Active, canceled at the end of the period', dateLabel: 'Ends on' })

	await deliver(subscriptionEvent('customer.subscription.deleted', subscriptionInput(bought, 'practice', 'month', { status: 'canceled', cancelAtPeriodEnd: true, endedAt: t + 2 }), t + 2))
	expect((await planOf(bought.user.id)).plan).toBe(0)
	expect(await subscriptionRow(bought.subscriptionId)).toMatchObject({ status: 'canceled', plan: 3 })
	expect((await billingSummary(bought.user.id)).subscription).toMatchObject({ status: 'Canceled' })

	const again = await callRoute(checkout, '/billing/checkout', form({ plan: 'starter', interval: 'month' }), { cookie: bought.cookie })
	expect(again.location).toMatch(/^\/billing\/test-checkout\?session_id=cs_test_/)
	const newSession = new URL(again.location!, 'http://x').searchParams.get('session_id')!
	const newSubscription = stripeTestId('sub')
	await deliver(
		stripeEvent('checkout.session.completed', checkoutSessionObject({ id: newSession, userId: bought.user.id, customerId: bought.customerId, subscriptionId: newSubscription, email: bought.user.email, siteUrl: 'http://localhost:3000', plan: plan('starter'), interval: 'month', priceId: priceOf('starter', 'month') })),
	)
	expect((await planOf(bought.user.id)).plan).toBe(1)
	expect((await findCustomer(bought.user.id))?.customerId).toBe(bought.customerId)
})

test('immediate cancellation takes the plan away at once; nothing is deleted', async () => {
	const bought = await activate('professional')
	await deliver(subscriptionEvent('customer.subscription.deleted', subscriptionInput(bought, 'professional', 'month', { status: 'canceled', canceledAt: nowSeconds(), endedAt: nowSeconds() }), nowSeconds() + 1))
	expect((await planOf(bought.user.id)).plan).toBe(0)
	expect(await subscriptionRow(bought.subscriptionId)).not.toBeNull()
	expect(await findCustomer(bought.user.id)).not.toBeNull()
	expect((await auditOf(bought.user.id)).map((row) => row.toPlan)).toEqual([2, 0])
})

test('a replayed event is a 200 no-op', async () => {
	const bought = await activate('professional')
	const upgrade = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month'), nowSeconds() + 1)
	expect((await deliver(upgrade)).body).toMatchObject({ outcome: 'applied' })
	expect(await deliver(upgrade)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } })
	expect((await auditOf(bought.user.id)).map((row) => row.toPlan)).toEqual([2, 3])
})

test('out of order: an older event never moves a subscription backwards', async () => {
	const bought = await activate('professional')
	const t = nowSeconds()
	const newer = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month'), t + 20)
	const older = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'starter', 'month'), t + 10)
	await deliver(newer)
	expect((await deliver(older)).body).toMatchObject({ outcome: 'stale' })
	expect((await planOf(bought.user.id)).plan).toBe(3)
	expect((await subscriptionRow(bought.subscriptionId))?.priceId).toBe('price_1PracticeMonthly')
	const lateFailure = invoiceEvent('invoice.payment_failed', bought, 'practice', t, t + 30 * day, t + 5)
	expect((await deliver(lateFailure)).body).toMatchObject({ outcome: 'stale' })
	expect((await subscriptionRow(bought.subscriptionId))?.status).toBe('active')
})

test('a bad, missing, foreign or expired signature is a 400 and changes nothing', async () => {
	const bought = await startedCheckout('starter')
	const event = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: bought.sessionId, userId: bought.user.id, customerId: bought.customerId, subscriptionId: bought.subscriptionId, email: bought.user.email, siteUrl: 'http://localhost:3000', plan: plan('starter'), interval: 'month', priceId: priceOf('starter', 'month') }))
	expect(await deliver(event, { secret: 'whsec_someone_else_entirely_000000' })).toEqual({ status: 400, body: 'Invalid Stripe-Signature' })
	expect(await deliver(event, { timestamp: nowSeconds() - 3600 })).toEqual({ status: 400, body: 'Invalid Stripe-Signature' })
	const tampered = signedDelivery(event)
	const forged = new Request(tampered.url, { method: 'POST', headers: tampered.headers, body: JSON.stringify({ ...event, id: 'evt_forged' }) })
	expect(((await webhook({ request: forged } as never)) as Response).status).toBe(400)
	const unsigned = new Request(tampered.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })
	const missing = (await webhook({ request: unsigned } as never)) as Response
	expect(missing.status).toBe(400)
	expect(await missing.json()).toBe('Missing Stripe-Signature header')
	expect((await planOf(bought.user.id)).plan).toBe(0)
	expect(await processedEvent(event.id)).toBeNull()
})

test('a signed body that is not an event, or an event whose object is broken, is a 400 and is not recorded', async () => {
	expect(await deliver(null, { body: 'not json at all' })).toEqual({ status: 400, body: 'The body is not JSON' })
	const notEvent = await deliver({ hello: 'world' })
	expect(notEvent.status).toBe(400)
	expect(notEvent.body).toMatch(/^The body is not a Stripe event/)
	const bought = await activate('starter')
	const broken = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month'), nowSeconds() + 1)
	;(broken.data.object as { items: { data: unknown[] } }).items.data = []
	const answer = await deliver(broken)
	expect(answer.status).toBe(400)
	expect(answer.body).toMatch(/customer\.subscription\.updated event does not carry a valid object \(items\.data/)
	expect(await processedEvent(broken.id)).toBeNull()
	expect((await planOf(bought.user.id)).plan).toBe(1)
})

test('an event type the site does not handle is a 200 and ignored', async () => {
	const event = { ...stripeEvent('invoice.paid', invoiceObject({ id: 'in_x', customerId: 'cus_x', subscriptionId: 'sub_x', email: 'a@b.co', priceId: 'price_x', plan: plan('starter'), interval: 'month', periodStart: 1, periodEnd: 2, paid: true })), type: 'charge.refunded' }
	expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'ignored: event type not handled' } })
})

test('events for an unknown customer, an unknown checkout or a price the site does not sell change nothing', async () => {
	const stranger = { user: { id: 0, email: 'x@example.com' }, customerId: 'cus_unknown_1', subscriptionId: 'sub_unknown_1' } as unknown as Bought
	const forStranger = subscriptionEvent('customer.subscription.created', subscriptionInput(stranger, 'practice', 'month'))
	expect(await deliver(forStranger)).toEqual({ status: 200, body: { received: true, outcome: 'ignored: unknown customer' } })
	expect(await processedEvent(forStranger.id)).toMatchObject({ outcome: 'ignored: unknown customer' })
	const db = await getDb()
	const rows = (await db.execute(sql`select count(*)::int as n from subscriptions where id = 'sub_unknown_1'`)) as unknown as { rows: { n: number }[] }
	expect(rows.rows[0]?.n).toBe(0)

	const foreignCheckout = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: 'cs_test_not_ours', userId: 1, customerId: 'cus_unknown_2', subscriptionId: 'sub_unknown_2', email: 'x@example.com', siteUrl: 'http://localhost:3000', plan: plan('starter'), interval: 'month', priceId: priceOf('starter', 'month') }))
	expect((await deliver(foreignCheckout)).body).toMatchObject({ outcome: 'ignored: checkout session not started here' })

	const bought = await activate('starter')
	const odd = subscriptionEvent('customer.subscription.updated', { ...subscriptionInput(bought, 'practice', 'month'), priceId: 'price_from_another_product' }, nowSeconds() + 1)
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
	expect((await deliver(odd)).body).toMatchObject({ outcome: 'ignored: price not sold here' })
	expect(warn).toHaveBeenCalledWith(expect.stringContaining('price_from_another_product'))
	expect((await planOf(bought.user.id)).plan).toBe(1)
})

test('a checkout session completed under another user id changes nothing', async () => {
	const bought = await startedCheckout('practice')
	const hijack = stripeEvent('checkout.session.completed', { ...checkoutSessionObject({ id: bought.sessionId, userId: bought.user.id, customerId: bought.customerId, subscriptionId: bought.subscriptionId, email: bought.user.email, siteUrl: 'http://localhost:3000', plan: plan('practice'), interval: 'month', priceId: priceOf('practice', 'month') }), client_reference_id: String(bought.user.id + 1000) } as Stripe.Checkout.Session)
	expect((await deliver(hijack)).body).toMatchObject({ outcome: 'ignored: checkout session of another user' })
	expect((await planOf(bought.user.id)).plan).toBe(0)
})

test('a failing fulfilment answers 500 so Stripe retries, and leaves the event unprocessed', async () => {
	const bought = await startedCheckout('professional')
	const completed = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: bought.sessionId, userId: bought.user.id, customerId: bought.customerId, subscriptionId: bought.subscriptionId, email: bought.user.email, siteUrl: 'http://localhost:3000', plan: plan('professional'), interval: 'month', priceId: priceOf('professional', 'month') }))
	const db = await getDb()
	// A real failure inside the transaction: the audit table is missing for a moment.
	await db.execute(sql`alter table plan_changes rename to plan_changes_away`)
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	try {
		expect(await deliver(completed)).toEqual({ status: 500, body: 'Server Error' })
	} finally {
		await db.execute(sql`alter table plan_changes_away rename to plan_changes`)
	}
	expect(errors).toHaveBeenCalledWith(expect.stringContaining('[error] POST /api/stripe/webhook'))
	expect(await processedEvent(completed.id)).toBeNull()
	expect((await planOf(bought.user.id)).plan).toBe(0)
	expect((await subscriptionRow(bought.subscriptionId))).toBeNull()

	expect((await deliver(completed)).body).toMatchObject({ outcome: 'applied' })
	expect((await planOf(bought.user.id)).plan).toBe(2)
})

test('without STRIPE_WEBHOOK_SECRET the endpoint answers 503; GET is 405', async () => {
	const { loader } = await import('#app/routes/api/stripe.webhook.ts')
	const get = loader() as unknown as { init: ResponseInit }
	expect(get.init.status).toBe(405)
	process.env.STRIPE_WEBHOOK_SECRET = ''
	delete (globalThis as { __env?: unknown }).__env
	try {
		expect((await deliver({})).status).toBe(503)
	} finally {
		process.env.STRIPE_WEBHOOK_SECRET = webhookSecret
		delete (globalThis as { __env?: unknown }).__env
	}
})

test('a signed event whose type names a member of Object.prototype is a 200 and ignored, not a 500', async () => {
	const base = stripeEvent('invoice.paid', invoiceObject({ id: 'in_p', customerId: 'cus_p', subscriptionId: 'sub_p', email: 'a@b.co', priceId: 'price_p', plan: plan('starter'), interval: 'month', periodStart: 1, periodEnd: 2, paid: true }))
	for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
		const body = JSON.stringify({ ...base, id: stripeTestId('evt'), type })
		expect(await deliver(undefined, { body }), type).toEqual({ status: 200, body: { received: true, outcome: 'ignored: event type not handled' } })
	}
})

test('an event created more than a few minutes in the future is refused and does not make later events stale', async () => {
	const bought = await activate('professional', 'month')
	const future = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'starter', 'month'), 1e15)
	const refused = await deliver(future)
	expect(refused.status).toBe(400)
	expect(refused.body).toMatch(/future/)
	expect(await processedEvent(future.id)).toBeNull()
	expect((await subscriptionRow(bought.subscriptionId))?.plan).toBe(2)
	// A little clock skew is fine.
	const skewed = subscriptionEvent('customer.subscription.updated', subscriptionInput(bought, 'practice', 'month'), nowSeconds() + 60)
	expect((await deliver(skewed)).body).toMatchObject({ outcome: 'applied' })
	expect((await subscriptionRow(bought.subscriptionId))?.plan).toBe(3)
})

test("an event never moves an existing subscription to another account's customer", async () => {
	const victim = await activate('professional', 'month')
	const other = await activate('starter', 'month')
	const moved = subscriptionEvent('customer.subscription.updated', subscriptionInput(victim, 'practice', 'month', { customerId: other.customerId }), nowSeconds() + 1)
	expect((await deliver(moved)).body).toMatchObject({ outcome: 'ignored: customer of another account' })
	expect(await subscriptionRow(victim.subscriptionId)).toMatchObject({ userId: victim.user.id, customerId: victim.customerId, plan: 2 })
	expect((await planOf(victim.user.id)).plan).toBe(2)
	expect((await planOf(other.user.id)).plan).toBe(1)
	const invoice = invoiceEvent('invoice.payment_failed', { ...victim, customerId: other.customerId }, 'professional', nowSeconds(), nowSeconds() + 30 * day, nowSeconds() + 2)
	expect((await deliver(invoice)).body).toMatchObject({ outcome: 'ignored: customer of another account' })
	expect((await subscriptionRow(victim.subscriptionId))?.status).toBe('active')
})
