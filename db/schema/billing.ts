import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Stripe's subscription statuses (API version 2026-10-28.endive). */
export const subscriptionStatuses = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const
export const billingIntervals = ['month', 'year'] as const

/**
 * The Stripe customer of an account (spec §3 Payment state: e-mail and customer
 * id), created once with the account e-mail and reused for every checkout.
 */
export const billingCustomers = pgTable('billing_customers', {
	userId: integer('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	customerId: text('customer_id').notNull().unique(),
	email: text('email').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A checkout this site started: whose it is and what was chosen, so the success
 * page only answers its owner and a completed session can be matched to a user.
 */
export const checkoutSessions = pgTable(
	'checkout_sessions',
	{
		id: text('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		plan: integer('plan').notNull(),
		interval: text('interval', { enum: billingIntervals }).notNull(),
		/** 'stripe': a real Checkout Session; 'test': the test checkout of development and the demo. */
		mode: text('mode', { enum: ['stripe', 'test'] }).notNull(),
		subscriptionId: text('subscription_id'),
		completedAt: timestamp('completed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('checkout_sessions_user_idx').on(t.userId)],
)

/**
 * Stripe's word on a subscription, as the webhook last applied it. `users.plan`
 * is derived from these rows; `lastEventCreated` keeps an older event from
 * moving a subscription backwards.
 */
export const subscriptions = pgTable(
	'subscriptions',
	{
		id: text('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		customerId: text('customer_id').notNull(),
		priceId: text('price_id').notNull(),
		plan: integer('plan').notNull(),
		interval: text('interval', { enum: billingIntervals }).notNull(),
		status: text('status', { enum: subscriptionStatuses }).notNull(),
		currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
		cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
		billingEmail: text('billing_email').notNull(),
		/** `created` (Unix seconds) of the newest event applied to this row. */
		lastEventCreated: bigint('last_event_created', { mode: 'number' }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('subscriptions_user_idx').on(t.userId), index('subscriptions_customer_idx').on(t.customerId)],
)

/**
 * Every Stripe event id applied, inserted in the same transaction as its
 * effects: a replay, or a second delivery racing the first, changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	created: bigint('created', { mode: 'number' }).notNull(),
	/** What the event did: applied, ignored (and why), or stale. */
	outcome: text('outcome').notNull(),
	processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every change of `users.plan`: who, from what to what, why, on which event, by whom, when. */
export const planChanges = pgTable(
	'plan_changes',
	{
		id: serial('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		fromPlan: integer('from_plan').notNull(),
		toPlan: integer('to_plan').notNull(),
		reason: text('reason').notNull(),
		eventId: text('event_id'),
		/** 'stripe webhook', 'test checkout', 'test billing portal', 'grace period check', 'demo seed'. */
		actor: text('actor').notNull(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('plan_changes_user_idx').on(t.userId, t.at)],
)

/**
 * Every paid subscription invoice the fulfilment applied (Stripe's, or the test
 * checkout's): the receipt the "your plan is active" mail describes, sent once
 * per invoice, and the payment history of test mode (Stripe mode lists Stripe's
 * own invoices).
 */
export const invoicePayments = pgTable(
	'invoice_payments',
	{
		id: text('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		subscriptionId: text('subscription_id').notNull(),
		plan: integer('plan').notNull(),
		interval: text('interval', { enum: billingIntervals }).notNull(),
		amountCents: integer('amount_cents').notNull(),
		currency: text('currency').notNull(),
		paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
		periodEnd: timestamp('period_end', { withTimezone: true }),
		/** Stripe's page of the invoice (null for the test checkout's). */
		hostedInvoiceUrl: text('hosted_invoice_url'),
		number: text('number'),
	},
	(t) => [index('invoice_payments_user_idx').on(t.userId, t.paidAt)],
)
