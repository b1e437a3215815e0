import { getEnv } from '#app/modules/config/env.server.ts'

/**
 * How this site takes payments:
 * - 'stripe': STRIPE_SECRET_KEY is set; real Stripe Checkout and Billing Portal.
 * - 'test': no key outside production (development, the demo, the tests); a test
 *   checkout builds Stripe-shaped events and applies them through the webhook's code.
 * - 'off': no key in production; nothing can be bought and the checkout routes answer 503.
 */
export type PaymentsMode = 'stripe' | 'test' | 'off'

export function paymentsMode(): PaymentsMode {
	const env = getEnv()
	if (env.STRIPE_SECRET_KEY) return 'stripe'
	return env.APP_ENV === 'production' ? 'off' : 'test'
}

export const paymentsNotConfigured = 'Payments are not configured'
