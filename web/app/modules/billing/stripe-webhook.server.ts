import Stripe from 'stripe'
import { nowMs } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { messages } from '#app/messages.ts'
import { BodyError, readBodyBytes } from '#app/modules/request/read-body.server.ts'
import { countWebhook, type WebhookOutcome } from '#app/modules/metrics/metrics.server.ts'
import { applyStripeEvent, InvalidStripeEvent } from './fulfilment.server.ts'

const answer = (body: unknown, status: number) => Response.json(body, { status })

/**
 * How far ahead of the clock an event's `created` may be (clock skew). One from
 * further ahead would make every later event of its subscription "stale".
 */
export const maxEventSkewSeconds = 5 * 60

const createdInTheFuture = (event: unknown) => {
	const created = (event as { created?: unknown } | null)?.created
	return typeof created === 'number' && created > nowMs() / 1000 + maxEventSkewSeconds
}

/** Stripe waits 10 s at most; the answer comes well before, and a slow database means "retry later". */
export const webhookAnswerWithinMs = 1800

class TooSlow extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new TooSlow(`not applied within ${ms} ms`)), ms)
	})
	return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * POST /api/stripe/webhook. The signature (Stripe-Signature, over the raw
 * bytes) is checked with STRIPE_WEBHOOK_SECRET by the stripe package; a missing
 * or bad one is a 400 and nothing changes. A verified event goes through the
 * fulfilment: 200 when applied, already applied or not ours; 400 when it is
 * not an event we can read; 500 when applying failed, so Stripe retries (the
 * event is then not marked processed).
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
	const { response, outcome } = await answerStripeWebhook(request)
	countWebhook('stripe', outcome)
	return response
}

async function answerStripeWebhook(request: Request): Promise<{ response: Response; outcome: WebhookOutcome }> {
	const refuse = (body: unknown, status: number) => ({ response: answer(body, status), outcome: status >= 500 ? ('failed' as const) : ('rejected' as const) })
	const secret = getEnv().STRIPE_WEBHOOK_SECRET
	if (!secret) return refuse('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)', 503)
	const signature = request.headers.get('stripe-signature')
	if (!signature) return refuse('Missing Stripe-Signature header', 400)
	let body: Uint8Array
	try {
		body = await readBodyBytes(request)
	} catch (error) {
		if (error instanceof BodyError) return refuse(error.message, error.status)
		throw error
	}
	let event: unknown
	try {
		event = Stripe.webhooks.constructEvent(Buffer.from(body), signature, secret)
	} catch (error) {
		if (error instanceof Stripe.errors.StripeSignatureVerificationError) return refuse('Invalid Stripe-Signature', 400)
		if (error instanceof SyntaxError) return refuse('The body is not JSON', 400)
		throw error
	}
	if (createdInTheFuture(event)) return refuse(`The event's created time lies more than ${maxEventSkewSeconds / 60} minutes in the future`, 400)
	try {
		const outcome = await within(applyStripeEvent(event, 'stripe webhook'), webhookAnswerWithinMs)
		return { response: answer({ received: true, outcome }, 200), outcome: outcome === 'applied' ? 'applied' : outcome === 'duplicate' ? 'duplicate' : 'ignored' }
	} catch (error) {
		if (error instanceof InvalidStripeEvent) return refuse(error.message, 400)
		logError(error, 'POST /api/stripe/webhook')
		return refuse(messages.serverError, 500)
	}
}
