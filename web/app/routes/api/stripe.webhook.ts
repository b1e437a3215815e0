import type { Route } from './+types/stripe.webhook'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { handleStripeWebhook } from '#app/modules/billing/stripe-webhook.server.ts'

export const action = ({ request }: Route.ActionArgs) => handleStripeWebhook(request)
export const loader = methodNotAllowed
