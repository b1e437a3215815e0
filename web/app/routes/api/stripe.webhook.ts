import type { Route } from './+types/stripe.webhook'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { handleStripeWebhook } from '#app/modules/billing/stripe-webhook.server.ts'

const openapi: ApiDescription = {
	path: '/api/stripe/webhook',
	tag: 'Billing',
	summary: 'Stripe event deliveries (for Stripe only)',
	description: 'The raw body must carry a valid Stripe-Signature header for this endpoint\'s signing secret; anything else is refused.',
	schema: null,
	example: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } },
	caller: 'stripe',
	responses: { 200: 'Received', 400: 'Missing or wrong signature (message)', 503: 'Payments are not configured (message)' },
}

export const action = Object.assign(({ request }: Route.ActionArgs) => handleStripeWebhook(request), { openapi })
export const loader = methodNotAllowed
