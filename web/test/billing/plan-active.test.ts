import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { invoicePayments, subscriptions } from '#db/schema/billing.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { applyStripeEvent } from '#app/modules/billing/fulfilment.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { grantComplimentaryPlan } from '#app/modules/billing/plan-grants.server.ts'
import { invoiceObject, stripeEvent } from '#app/modules/billing/stripe-objects.server.ts'
import { lockUser } from '#app/modules/billing/user-plan.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { checkoutForTest } from '../admin/subscription.ts'
import { signedInDietitian, useEnv } from './helpers.ts'

// Test mode: the test checkout's events go through the webhook's fulfilment.
useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, APP_ENV: 'test', SITE_URL: 'https://americandietitian.example' })

async function paymentOf(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.userId, userId))
	return row!
}

test('after the test checkout\'s payment, one "your plan is active" mail with the amount and the renewal date; the payment is listed', async () => {
	const { user } = await signedInDietitian('payer')
	await checkoutForTest(user)
	await drainJobs()
	const mails = await listOutbox(user.email)
	const active = mails.filter((mail) => mail.subject === 'Your Professional plan is active')
	expect(active).toHaveLength(1)
	const payment = await paymentOf(user.id)
	expect(payment).toMatchObject({ plan: 2, interval: 'month', amountCents: findPlanByKey('professional')!.monthlyCents, currency: 'usd' })
	expect(active[0]!.text).toContain(`Thank you for your payment of $39 on ${formatDay(payment.paidAt.toISOString())}.`)
	expect(active[0]!.text).toContain(`Your Professional plan is active until ${formatDay(payment.periodEnd!.toISOString())}`)
	expect(active[0]!.text).toContain('https://americandietitian.example/viewprofile#billing')

	const summary = await billingSummary(user.id)
	expect(summary.history).toEqual({ problem: null, payments: [{ id: payment.id, date: formatDay(payment.paidAt.toISOString()), amount: '$39', status: 'Paid', number: null, url: null }] })

	// The same invoice delivered again under another event id: no second mail.
	const [subscription] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.userId, user.id))
	const again = stripeEvent(
		'invoice.paid',
		invoiceObject({
			id: payment.id,
			customerId: subscription!.customerId,
			subscriptionId: subscription!.id,
			email: user.email,
			priceId: subscription!.priceId,
			plan: findPlanByKey('professional')!,
			interval: 'month',
			periodStart: Math.floor(payment.paidAt.getTime() / 1000),
			periodEnd: Math.floor(payment.periodEnd!.getTime() / 1000),
			paid: true,
		}),
	)
	expect(await applyStripeEvent(again, 'test')).toBe('applied')
	await drainJobs()
	expect((await listOutbox(user.email)).filter((mail) => mail.subject === 'Your Professional plan is active')).toHaveLength(1)
})

test('a complimentary plan shows its end date; a subscription cancelled at the period end shows when it ends', async () => {
	const { user: gifted } = await signedInDietitian('gifted')
	const until = new Date(Date.UTC(2031, 0, 31, 12))
	const db = await getDb()
	await db.transaction(async (tx) => {
		await lockUser(tx, gifted.id)
		await grantComplimentaryPlan(tx, gifted.id, findPlanByKey('starter')!.id, until, 'admin 1 (test)')
	})
	expect(await billingSummary(gifted.id)).toMatchObject({ planName: 'Starter', planEnds: 'Complimentary until Jan 31, 2031', history: { payments: [] } })

	const { user: leaving } = await signedInDietitian('leaving')
	await checkoutForTest(leaving)
	expect((await billingSummary(leaving.id)).planEnds).toBeNull()
	await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, leaving.id))
	const ends = (await paymentOf(leaving.id)).periodEnd!
	expect(await billingSummary(leaving.id)).toMatchObject({ planName: 'Professional', planEnds: `Canceled: ends on ${formatDay(ends.toISOString())}` })
})
