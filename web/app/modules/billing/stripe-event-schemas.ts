import { z } from 'zod'
import { subscriptionStatuses } from '#db/schema/billing.ts'

/**
 * The parts of Stripe's event payloads (API version 2026-10-28.endive) that
 * fulfilment reads, checked before anything is written: a signed body that is
 * not one of these is refused with a 400, never half-applied.
 */

const unixSeconds = z.number().int().nonnegative()
const stripeId = (prefix: string) => z.string().startsWith(prefix).max(255)

/** Stripe sends a related object as its id, or as the object when expanded. */
const idOrObject = (prefix: string) =>
	z.union([stripeId(prefix), z.object({ id: stripeId(prefix) }).passthrough()]).transform((value) => (typeof value === 'string' ? value : value.id))

export const eventSchema = z.object({
	id: stripeId('evt_'),
	object: z.literal('event'),
	type: z.string().min(1).max(100),
	created: unixSeconds,
	api_version: z.string().nullable().optional(),
	data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

export type StripeEventEnvelope = z.infer<typeof eventSchema>

export const checkoutSessionSchema = z.object({
	id: stripeId('cs_'),
	object: z.literal('checkout.session'),
	mode: z.enum(['payment', 'setup', 'subscription']),
	client_reference_id: z.string().nullable(),
	customer: idOrObject('cus_').nullable(),
	subscription: idOrObject('sub_').nullable(),
	payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
	customer_details: z.object({ email: z.string().nullable() }).passthrough().nullable(),
})

export const subscriptionSchema = z.object({
	id: stripeId('sub_'),
	object: z.literal('subscription'),
	customer: idOrObject('cus_'),
	status: z.enum(subscriptionStatuses),
	cancel_at_period_end: z.boolean(),
	cancel_at: unixSeconds.nullable(),
	items: z.object({
		data: z
			.array(
				z.object({
					price: z.object({ id: stripeId('price_') }).passthrough(),
					current_period_end: unixSeconds,
				}),
			)
			.min(1, 'a subscription has at least one item'),
	}),
})

export const invoiceSchema = z.object({
	id: stripeId('in_'),
	object: z.literal('invoice'),
	customer: idOrObject('cus_').nullable(),
	parent: z
		.object({
			subscription_details: z.object({ subscription: idOrObject('sub_') }).passthrough().nullable(),
		})
		.passthrough()
		.nullable(),
	lines: z.object({
		data: z.array(z.object({ period: z.object({ start: unixSeconds, end: unixSeconds }) }).passthrough()),
	}),
	status_transitions: z.object({ paid_at: unixSeconds.nullable() }).passthrough(),
	// What the "your plan is active" mail and the payment history show; absent from older test payloads.
	amount_paid: z.number().int().min(0).optional(),
	currency: z.string().min(3).max(3).optional(),
	hosted_invoice_url: z.string().url().nullable().optional(),
	number: z.string().max(100).nullable().optional(),
})

export type CheckoutSessionPayload = z.infer<typeof checkoutSessionSchema>
export type SubscriptionPayload = z.infer<typeof subscriptionSchema>
export type InvoicePayload = z.infer<typeof invoiceSchema>

export function firstIssue(error: z.ZodError): string {
	const issue = error.issues[0]
	if (!issue) return 'invalid'
	const path = issue.path.join('.')
	return path ? `${path}: ${issue.message}` : issue.message
}
