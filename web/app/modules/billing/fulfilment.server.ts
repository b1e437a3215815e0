import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { billingCustomers, checkoutSessions, invoicePayments, stripeEvents, subscriptions } from '#db/schema/billing.ts'
import { enqueueJob, withJobs, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import { findPlan } from './plans.ts'
import { planForPriceId, priceIdFor } from './stripe-prices.server.ts'
import {
	checkoutSessionSchema,
	eventSchema,
	firstIssue,
	invoiceSchema,
	subscriptionSchema,
	type CheckoutSessionPayload,
	type InvoicePayload,
	type StripeEventEnvelope,
	type SubscriptionPayload,
} from './stripe-event-schemas.ts'
import { stripeHostedUrl } from './stripe-urls.ts'
import { lockUser, recomputeUserPlan, recordPayment, type PlanCause, type SubscriptionRow, type Tx } from './user-plan.server.ts'

/** A body that is not an event this site can read: answered with a 400, nothing stored. */
export class InvalidStripeEvent extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'InvalidStripeEvent'
	}
}

/**
 * What applying an event did. 'duplicate': its id was applied before (a replay
 * or a second delivery). 'stale': older than what the subscription already
 * reflects. 'ignored: …': nothing of ours to change.
 */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | `ignored: ${string}`

type Context = { event: StripeEventEnvelope; actor: string }

type Handler<S extends z.ZodType> = { schema: S; apply: (tx: JobTx, object: z.output<S>, context: Context) => Promise<EventOutcome> }

const handler = <S extends z.ZodType>(schema: S, apply: Handler<S>['apply']): Handler<z.ZodType> => ({ schema, apply }) as Handler<z.ZodType>

// A Map, not an object: an event type such as `constructor` or `__proto__` must find no handler
// rather than one of Object.prototype's members.
const handlers = new Map<string, Handler<z.ZodType>>([
	['checkout.session.completed', handler(checkoutSessionSchema, applyCheckoutCompleted)],
	['customer.subscription.created', handler(subscriptionSchema, applySubscription)],
	['customer.subscription.updated', handler(subscriptionSchema, applySubscription)],
	['customer.subscription.deleted', handler(subscriptionSchema, applySubscription)],
	['invoice.paid', handler(invoiceSchema, (tx, invoice, context) => applyInvoice(tx, invoice, context, 'paid'))],
	['invoice.payment_failed', handler(invoiceSchema, (tx, invoice, context) => applyInvoice(tx, invoice, context, 'failed'))],
])

/**
 * The fulfilment: the one way a Stripe event changes billing state and
 * `users.plan`. The webhook calls it with verified events; the test checkout
 * calls it with the Stripe-shaped events it builds. It reads the payload alone
 * (no call back to Stripe). The event id is claimed in the same transaction as
 * the changes: a replay, or a second delivery running at the same moment,
 * changes nothing; a failure leaves the event unclaimed so Stripe retries.
 */
export async function applyStripeEvent(raw: unknown, actor: string): Promise<EventOutcome> {
	const envelope = eventSchema.safeParse(raw)
	if (!envelope.success) throw new InvalidStripeEvent(`The body is not a Stripe event (${firstIssue(envelope.error)})`)
	const event = envelope.data
	const chosen = handlers.get(event.type)
	if (!chosen) return 'ignored: event type not handled'
	const object = chosen.schema.safeParse(event.data.object)
	if (!object.success) throw new InvalidStripeEvent(`The ${event.type} event does not carry a valid object (${firstIssue(object.error)})`)

	return withJobs(async (tx) => {
		const claimed = await tx
			.insert(stripeEvents)
			.values({ id: event.id, type: event.type, created: event.created, outcome: 'processing' })
			.onConflictDoNothing()
			.returning({ id: stripeEvents.id })
		if (claimed.length === 0) return 'duplicate'
		const outcome = await chosen.apply(tx, object.data, { event, actor })
		await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id))
		return outcome
	})
}

const causeOf = ({ event, actor }: Context, detail: string): PlanCause => ({ reason: `${event.type}: ${detail}`, eventId: event.id, actor })

async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
	const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update')
	return row ?? null
}

async function customerOwner(tx: Tx, customerId: string) {
	const [row] = await tx.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId))
	return row ?? null
}

/**
 * Checkout finished. The session must be one this site started for that user;
 * a subscription Stripe has already described is left as its own events set
 * it; otherwise the paid session starts it as active until those events arrive.
 */
async function applyCheckoutCompleted(tx: Tx, session: CheckoutSessionPayload, context: Context): Promise<EventOutcome> {
	if (session.mode !== 'subscription') return 'ignored: not a subscription checkout'
	const [own] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id))
	if (!own) return 'ignored: checkout session not started here'
	if (session.client_reference_id !== String(own.userId)) return 'ignored: checkout session of another user'
	if (!session.customer || !session.subscription) return 'ignored: checkout without a subscription'
	const user = await lockUser(tx, own.userId)
	if (!user) return 'ignored: unknown user'

	const known = await customerOwner(tx, session.customer)
	if (known && known.userId !== own.userId) return 'ignored: customer of another user'
	if (!known) {
		await tx
			.insert(billingCustomers)
			.values({ userId: own.userId, customerId: session.customer, email: session.customer_details?.email ?? user.email })
			.onConflictDoNothing()
	}
	await tx.update(checkoutSessions).set({ completedAt: new Date(), subscriptionId: session.subscription }).where(eq(checkoutSessions.id, own.id))

	const existing = await lockSubscription(tx, session.subscription)
	if (!existing) {
		const plan = findPlan(own.plan)
		if (!plan) return 'ignored: checkout session for an unknown plan'
		await tx.insert(subscriptions).values({
			id: session.subscription,
			userId: own.userId,
			customerId: session.customer,
			priceId: priceIdFor(plan, own.interval),
			plan: plan.id,
			interval: own.interval,
			status: session.payment_status === 'unpaid' ? 'incomplete' : 'active',
			currentPeriodEnd: null,
			cancelAtPeriodEnd: false,
			billingEmail: session.customer_details?.email ?? known?.email ?? user.email,
			lastEventCreated: context.event.created,
		})
	}
	await recomputeUserPlan(tx, own.userId, causeOf(context, `checkout ${session.payment_status}`))
	return 'applied'
}

/** Stripe's full description of a subscription: created, updated (renewal, plan change, status), deleted. */
async function applySubscription(tx: Tx, subscription: SubscriptionPayload, context: Context): Promise<EventOutcome> {
	const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
	const customer = await customerOwner(tx, subscription.customer)
	const userId = current?.userId ?? customer?.userId
	if (!userId) return 'ignored: unknown customer'
	const user = await lockUser(tx, userId)
	if (!user) return 'ignored: unknown user'
	const existing = await lockSubscription(tx, subscription.id)
	if (existing && existing.lastEventCreated > context.event.created) return 'stale'
	// A subscription never changes customer at Stripe: an event that says otherwise must not hand it
	// (and the plan it pays for) to another account.
	if (existing && existing.customerId !== subscription.customer && customer?.userId !== existing.userId) return 'ignored: customer of another account'

	const item = subscription.items.data[0]!
	const sold = planForPriceId(item.price.id)
	if (!sold) {
		console.warn(`[billing] ${context.event.id}: price ${item.price.id} is none of the STRIPE_PRICE_* ids; subscription ${subscription.id} left as it was`)
		return 'ignored: price not sold here'
	}
	const status = context.event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status
	const values = {
		customerId: subscription.customer,
		priceId: item.price.id,
		plan: sold.plan.id,
		interval: sold.interval,
		status,
		currentPeriodEnd: new Date(item.current_period_end * 1000),
		// The Billing Portal schedules a cancellation with either field.
		cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
		lastEventCreated: context.event.created,
		updatedAt: new Date(),
	}
	if (existing) {
		await tx.update(subscriptions).set(values).where(eq(subscriptions.id, subscription.id))
	} else {
		await tx.insert(subscriptions).values({ id: subscription.id, userId, billingEmail: customer?.email ?? user.email, ...values })
	}
	await recomputeUserPlan(tx, userId, causeOf(context, `${status}, ${sold.plan.name} ${sold.interval === 'year' ? 'yearly' : 'monthly'}`))
	return 'applied'
}

/** A subscription invoice paid (renewal, recovery after a failure) or failed (the start of the grace period). */
async function applyInvoice(tx: JobTx, invoice: InvoicePayload, context: Context, outcome: 'paid' | 'failed'): Promise<EventOutcome> {
	const subscriptionId = invoice.parent?.subscription_details?.subscription
	if (!subscriptionId) return 'ignored: not a subscription invoice'
	const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
	if (!current) {
		const known = invoice.customer ? await customerOwner(tx, invoice.customer) : null
		// The subscription's own events create its row; this invoice adds nothing to a row that is not there.
		return known ? 'ignored: subscription not known yet' : 'ignored: unknown customer'
	}
	if (!(await lockUser(tx, current.userId))) return 'ignored: unknown user'
	const existing = (await lockSubscription(tx, subscriptionId))!
	if (existing.lastEventCreated > context.event.created) return 'stale'
	if (invoice.customer && invoice.customer !== existing.customerId) return 'ignored: customer of another account'

	if (outcome === 'paid') {
		const periodEnds = invoice.lines.data.map((line) => line.period.end * 1000)
		const latest = Math.max(existing.currentPeriodEnd?.getTime() ?? 0, ...periodEnds)
		const recovers = existing.status === 'past_due' || existing.status === 'unpaid' || existing.status === 'incomplete'
		await tx
			.update(subscriptions)
			.set({
				status: recovers ? 'active' : existing.status,
				currentPeriodEnd: latest > 0 ? new Date(latest) : null,
				lastEventCreated: context.event.created,
				updatedAt: new Date(),
			})
			.where(eq(subscriptions.id, subscriptionId))
		const paidAt = invoice.status_transitions.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : new Date()
		await recordPayment(tx, existing.userId, paidAt)
		await recordInvoicePayment(tx, invoice, existing, { paidAt, periodEnd: latest > 0 ? new Date(latest) : null })
	} else {
		const overdue = existing.status === 'active' || existing.status === 'trialing'
		// The failed invoice is for the new, unpaid period: the row's period end moves to its end (as Stripe's
		// subscription event says too), so the grace counts from the end of the paid one (user-plan.server.ts).
		const periodEnds = invoice.lines.data.map((line) => line.period.end * 1000)
		const latest = Math.max(existing.currentPeriodEnd?.getTime() ?? 0, ...periodEnds)
		await tx
			.update(subscriptions)
			.set({
				status: overdue ? 'past_due' : existing.status,
				currentPeriodEnd: latest > 0 ? new Date(latest) : null,
				lastEventCreated: context.event.created,
				updatedAt: new Date(),
			})
			.where(eq(subscriptions.id, subscriptionId))
	}
	await recomputeUserPlan(tx, existing.userId, causeOf(context, outcome === 'paid' ? 'invoice paid' : 'payment failed'))
	return 'applied'
}

/**
 * Keeps the paid invoice and, the first time it is seen, asks for the "your
 * plan is active" mail, in the event's transaction: Stripe and the test
 * checkout both come through here, and a second delivery of the same invoice
 * (another event id) mails nothing.
 */
async function recordInvoicePayment(tx: JobTx, invoice: InvoicePayload, subscription: SubscriptionRow, at: { paidAt: Date; periodEnd: Date | null }) {
	const [stored] = await tx
		.insert(invoicePayments)
		.values({
			id: invoice.id,
			userId: subscription.userId,
			subscriptionId: subscription.id,
			plan: subscription.plan,
			interval: subscription.interval,
			amountCents: invoice.amount_paid ?? 0,
			currency: invoice.currency ?? 'usd',
			paidAt: at.paidAt,
			periodEnd: at.periodEnd,
			hostedInvoiceUrl: stripeHostedUrl(invoice.hosted_invoice_url),
			number: invoice.number ?? null,
		})
		.onConflictDoNothing()
		.returning({ id: invoicePayments.id })
	if (stored) await enqueueJob('plan-active-mail', { invoiceId: stored.id }, { tx })
}
