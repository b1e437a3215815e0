import crypto from 'node:crypto'
import type Stripe from 'stripe'
import { stripeApiVersion } from './stripe-client.server.ts'
import { yearlyCents, type BillingInterval, type Plan } from './plans.ts'

/**
 * Complete Stripe objects and events of the pinned API version, typed by the
 * `stripe` package itself (a missing or misnamed field fails the typecheck).
 * The test checkout and test billing portal build their events here, and the
 * tests build the deliveries they sign; all of them go through the same
 * fulfilment as Stripe's own webhooks.
 */

const randomPart = () => crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, '0')
export const stripeTestId = (prefix: string) => `${prefix}_test_${randomPart()}`
export const nowSeconds = () => Math.floor(Date.now() / 1000)

const amountOf = (plan: Plan, interval: BillingInterval) => (interval === 'year' ? yearlyCents(plan) : plan.monthlyCents)

export type PriceInput = { priceId: string; plan: Plan; interval: BillingInterval; created?: number }

export function priceObject({ priceId, plan, interval, created = nowSeconds() }: PriceInput): Stripe.Price {
	return {
		id: priceId,
		object: 'price',
		active: true,
		billing_scheme: 'per_unit',
		created,
		currency: 'usd',
		custom_unit_amount: null,
		livemode: false,
		lookup_key: `${plan.key}_${interval}ly`,
		metadata: {},
		nickname: `${plan.name} ${interval === 'year' ? 'yearly' : 'monthly'}`,
		product: `prod_test_${plan.key}`,
		recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
		tax_behavior: 'exclusive',
		tiers_mode: null,
		transform_quantity: null,
		type: 'recurring',
		unit_amount: amountOf(plan, interval),
		unit_amount_decimal: null,
	}
}

function legacyPlanObject({ priceId, plan, interval, created = nowSeconds() }: PriceInput): Stripe.Plan {
	return {
		id: priceId,
		object: 'plan',
		active: true,
		amount: amountOf(plan, interval),
		amount_decimal: null,
		billing_scheme: 'per_unit',
		created,
		currency: 'usd',
		interval,
		interval_count: 1,
		livemode: false,
		metadata: {},
		meter: null,
		nickname: `${plan.name} ${interval === 'year' ? 'yearly' : 'monthly'}`,
		product: `prod_test_${plan.key}`,
		tiers_mode: null,
		transform_usage: null,
		trial_period_days: null,
		usage_type: 'licensed',
	}
}

export type SubscriptionInput = PriceInput & {
	id: string
	customerId: string
	status: Stripe.Subscription.Status
	periodStart: number
	periodEnd: number
	cancelAtPeriodEnd?: boolean
	canceledAt?: number | null
	endedAt?: number | null
	metadata?: Record<string, string>
}

export function subscriptionObject(input: SubscriptionInput): Stripe.Subscription {
	const created = input.created ?? input.periodStart
	return {
		id: input.id,
		object: 'subscription',
		application: null,
		application_fee_percent: null,
		automatic_tax: { disabled_reason: null, enabled: false, liability: null },
		billing_cycle_anchor: input.periodStart,
		billing_cycle_anchor_config: null,
		billing_mode: { flexible: null, type: 'classic' },
		billing_schedules: [],
		billing_thresholds: null,
		cancel_at: input.cancelAtPeriodEnd ? input.periodEnd : null,
		cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
		canceled_at: input.canceledAt ?? null,
		cancellation_details: input.canceledAt ? { comment: null, feedback: null, feedback_option: null, reason: 'cancellation_requested' } : null,
		collection_method: 'charge_automatically',
		created,
		currency: 'usd',
		customer: input.customerId,
		customer_account: null,
		days_until_due: null,
		default_payment_method: 'pm_test_card_visa',
		default_source: null,
		description: null,
		discounts: [],
		ended_at: input.endedAt ?? null,
		invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
		items: {
			object: 'list',
			data: [
				{
					id: `si_test_${input.id.slice(-16)}`,
					object: 'subscription_item',
					billing_thresholds: null,
					created,
					current_period_end: input.periodEnd,
					current_period_start: input.periodStart,
					current_trial: null,
					discounts: [],
					metadata: {},
					plan: legacyPlanObject(input),
					price: priceObject(input),
					quantity: 1,
					subscription: input.id,
					tax_rates: [],
				},
			],
			has_more: false,
			url: `/v1/subscription_items?subscription=${input.id}`,
		},
		latest_invoice: null,
		livemode: false,
		managed_payments: null,
		metadata: input.metadata ?? {},
		next_pending_invoice_item_invoice: null,
		on_behalf_of: null,
		pause_collection: null,
		payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
		pending_invoice_item_interval: null,
		pending_setup_intent: null,
		pending_update: null,
		schedule: null,
		start_date: created,
		status: input.status,
		test_clock: null,
		transfer_data: null,
		trial_end: null,
		trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
		trial_start: null,
	}
}

export type InvoiceInput = PriceInput & {
	id: string
	customerId: string
	subscriptionId: string
	email: string
	periodStart: number
	periodEnd: number
	paid: boolean
	billingReason?: Stripe.Invoice.BillingReason
}

export function invoiceObject(input: InvoiceInput): Stripe.Invoice {
	const created = input.created ?? input.periodStart
	const amount = amountOf(input.plan, input.interval)
	return {
		id: input.id,
		object: 'invoice',
		account_country: 'US',
		account_name: 'American Dietitian',
		account_tax_ids: null,
		amount_due: amount,
		amount_overpaid: 0,
		amount_paid: input.paid ? amount : 0,
		amount_remaining: input.paid ? 0 : amount,
		amount_shipping: 0,
		application: null,
		attempt_count: 1,
		attempted: true,
		automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
		automatically_finalizes_at: null,
		billing_reason: input.billingReason ?? 'subscription_create',
		collection_method: 'charge_automatically',
		created,
		currency: 'usd',
		custom_fields: null,
		customer: input.customerId,
		customer_account: null,
		customer_address: null,
		customer_email: input.email,
		customer_name: null,
		customer_phone: null,
		customer_shipping: null,
		customer_tax_exempt: 'none',
		default_payment_method: null,
		default_source: null,
		default_tax_rates: [],
		description: null,
		discounts: [],
		due_date: null,
		effective_at: created,
		ending_balance: 0,
		footer: null,
		from_invoice: null,
		issuer: { type: 'self' },
		last_finalization_error: null,
		latest_revision: null,
		lines: {
			object: 'list',
			data: [
				{
					id: `il_test_${input.id.slice(-16)}`,
					object: 'line_item',
					amount,
					currency: 'usd',
					description: `1 × ${input.plan.name} (at ${amount / 100} / ${input.interval})`,
					discount_amounts: [],
					discountable: true,
					discounts: [],
					invoice: input.id,
					livemode: false,
					metadata: {},
					parent: {
						invoice_item_details: null,
						subscription_item_details: {
							invoice_item: null,
							proration: false,
							proration_details: { credited_items: null },
							subscription: input.subscriptionId,
							subscription_item: `si_test_${input.subscriptionId.slice(-16)}`,
						},
						type: 'subscription_item_details',
					},
					period: { start: input.periodStart, end: input.periodEnd },
					pretax_credit_amounts: [],
					pricing: { price_details: { price: input.priceId, product: `prod_test_${input.plan.key}` }, type: 'price_details', unit_amount_decimal: null },
					quantity: 1,
					quantity_decimal: null,
					subscription: input.subscriptionId,
					subtotal: amount,
					taxes: [],
				},
			],
			has_more: false,
			url: `/v1/invoices/${input.id}/lines`,
		},
		livemode: false,
		metadata: {},
		next_payment_attempt: input.paid ? null : created + 3 * 24 * 3600,
		number: null,
		on_behalf_of: null,
		parent: {
			quote_details: null,
			subscription_details: { metadata: {}, subscription: input.subscriptionId },
			type: 'subscription_details',
		},
		payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
		period_end: input.periodStart,
		period_start: input.periodStart,
		post_payment_credit_notes_amount: 0,
		pre_payment_credit_notes_amount: 0,
		receipt_number: null,
		rendering: null,
		shipping_cost: null,
		shipping_details: null,
		starting_balance: 0,
		statement_descriptor: null,
		status: input.paid ? 'paid' : 'open',
		status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: input.paid ? created : null, voided_at: null },
		subtotal: amount,
		subtotal_excluding_tax: amount,
		test_clock: null,
		total: amount,
		total_discount_amounts: [],
		total_excluding_tax: amount,
		total_pretax_credit_amounts: [],
		total_taxes: [],
		webhooks_delivered_at: null,
	}
}

export type CheckoutSessionInput = PriceInput & {
	id: string
	userId: number
	customerId: string
	subscriptionId: string
	email: string
	siteUrl: string
	paymentStatus?: Stripe.Checkout.Session.PaymentStatus
}

export function checkoutSessionObject(input: CheckoutSessionInput): Stripe.Checkout.Session {
	const created = input.created ?? nowSeconds()
	const amount = amountOf(input.plan, input.interval)
	return {
		id: input.id,
		object: 'checkout.session',
		adaptive_pricing: null,
		after_expiration: null,
		allow_promotion_codes: null,
		allowed_payment_method_types: null,
		amount_subtotal: amount,
		amount_total: amount,
		automatic_tax: { enabled: false, liability: null, provider: null, status: null },
		billing_address_collection: null,
		cancel_url: `${input.siteUrl}/billing/cancel`,
		client_reference_id: String(input.userId),
		client_secret: null,
		collected_information: null,
		consent: null,
		consent_collection: null,
		created,
		currency: 'usd',
		currency_conversion: null,
		custom_fields: [],
		custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
		customer: input.customerId,
		customer_account: null,
		customer_creation: null,
		customer_details: {
			address: null,
			business_name: null,
			email: input.email,
			individual_name: null,
			name: null,
			phone: null,
			tax_exempt: 'none',
			tax_ids: [],
		},
		customer_email: null,
		discounts: [],
		expires_at: created + 24 * 3600,
		integration_identifier: null,
		invoice: null,
		invoice_creation: null,
		livemode: false,
		locale: null,
		managed_payments: null,
		metadata: { user_id: String(input.userId), plan: input.plan.key, interval: input.interval },
		mode: 'subscription',
		origin_context: null,
		payment_intent: null,
		payment_link: null,
		payment_method_collection: 'always',
		payment_method_configuration_details: null,
		payment_method_options: null,
		payment_method_types: ['card'],
		payment_status: input.paymentStatus ?? 'paid',
		permissions: null,
		recovered_from: null,
		saved_payment_method_options: null,
		setup_intent: null,
		shipping_address_collection: null,
		shipping_cost: null,
		shipping_options: [],
		status: 'complete',
		submit_type: null,
		subscription: input.subscriptionId,
		success_url: `${input.siteUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
		total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
		ui_mode: 'hosted',
		url: null,
		wallet_options: null,
	}
}

type EventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>

/** An event envelope around an object, as Stripe delivers it to a webhook endpoint. */
export function stripeEvent<T extends Stripe.Event['type']>(
	type: T,
	object: EventOf<T>['data']['object'],
	options: { id?: string; created?: number; previousAttributes?: Record<string, unknown> } = {},
): EventOf<T> {
	return {
		id: options.id ?? stripeTestId('evt'),
		object: 'event',
		api_version: stripeApiVersion,
		created: options.created ?? nowSeconds(),
		data: { object, ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}) },
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		type,
	} as EventOf<T>
}
