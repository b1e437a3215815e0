import { hasSessionCookie } from '#app/modules/auth/sessions.server.ts'
import { paymentsMode } from './payments-mode.server.ts'

// Stripe's hosted pages: a plan button posts here and is redirected to Checkout, the
// Billing section to the Portal. Browsers hold a form's redirect to the CSP's form-action.
const stripeHosts = ['https://checkout.stripe.com', 'https://billing.stripe.com']

/**
 * Where a page's forms may lead besides this site: Stripe's hosts, only when real
 * payments are on and for a signed-in visitor (the only one a plan button sends there).
 */
export function paymentFormTargets(request: Request): string[] {
	return paymentsMode() === 'stripe' && hasSessionCookie(request) ? stripeHosts : []
}
