import { expect, test } from 'vitest'
import { findCustomer } from '#app/modules/billing/customers.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { checkoutSessionObject, stripeEvent, stripeTestId, subscriptionObject, nowSeconds } from '#app/modules/billing/stripe-objects.server.ts'
import { priceIdFor } from '#app/modules/billing/stripe-prices.server.ts'
import { getDbHandle } from '#app/modules/db/db.server.ts'
import { action as checkout } from '#app/routes/billing/checkout.tsx'
import { action as webhook } from '#app/routes/api/stripe.webhook.ts'
import { callRoute, form } from '../form-client.ts'
import { auditOf, planOf, signedDelivery, signedInDietitian, useEnv, webhookSecret } from './helpers.ts'

// Runs on PGlite and, in `npm test`, again on PostgreSQL, where the deliveries really overlap.
useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: webhookSecret })

const deliver = async (event: unknown) => {
	const response = (await webhook({ request: signedDelivery(event) } as never)) as Response
	return { status: response.status, body: (await response.json()) as { outcome: string } }
}

test('two deliveries of the same event at the same moment apply it once', async () => {
	const plan = findPlanByKey('practice')!
	const { user, cookie } = await signedInDietitian('race')
	const started = await callRoute(checkout, '/billing/checkout', form({ plan: 'practice', interval: 'month' }), { cookie })
	const sessionId = new URL(started.location!, 'http://x').searchParams.get('session_id')!
	const customerId = (await findCustomer(user.id))!.customerId
	const subscriptionId = stripeTestId('sub')
	const priceId = priceIdFor(plan, 'month')
	const completed = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: sessionId, userId: user.id, customerId, subscriptionId, email: user.email, siteUrl: 'http://localhost:3000', plan, interval: 'month', priceId }))

	const answers = await Promise.all([deliver(completed), deliver(completed), deliver(completed)])
	expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
	expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate'])
	expect((await planOf(user.id)).plan).toBe(3)
	expect(await auditOf(user.id)).toHaveLength(1)

	// Different events of one subscription racing each other: each is applied, one at a time.
	const t = nowSeconds()
	const updates = [1, 2, 3, 4].map((n) =>
		stripeEvent('customer.subscription.updated', subscriptionObject({ id: subscriptionId, customerId, priceId, plan, interval: 'month', status: 'active', periodStart: t, periodEnd: t + 30 * 86400 + n }), { created: t + n }),
	)
	const raced = await Promise.all(updates.map(deliver))
	expect(raced.every((a) => a.status === 200)).toBe(true)
	// Whatever the order, the newest event (created last) is applied; an older one arriving after it is stale.
	expect(raced[3]!.body.outcome).toBe('applied')
	expect(raced.every((a) => a.body.outcome === 'applied' || a.body.outcome === 'stale')).toBe(true)
	expect((await planOf(user.id)).plan).toBe(3)
	expect(['pglite', 'postgres']).toContain((await getDbHandle()).kind)
})
