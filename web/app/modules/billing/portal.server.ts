import { localizePath, type Locale } from '#app/i18n/locale.ts'
import Stripe from 'stripe'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { findCustomer } from './customers.server.ts'
import { paymentsMode } from './payments-mode.server.ts'
import { getStripe } from './stripe-client.server.ts'
import { stripeHostedUrl } from './stripe-urls.ts'

export type PortalStart = { status: 'redirect'; url: string } | { status: 'no-customer' } | { status: 'unavailable' }

/**
 * "Manage billing": a Stripe Billing Portal session for the user's customer
 * (change plan, card, cancel), returning to /viewprofile; the test portal
 * without Stripe keys.
 */
export async function startBillingPortal(user: UserRow, locale: Locale = 'en'): Promise<PortalStart> {
	const mode = paymentsMode()
	if (mode === 'off') return { status: 'unavailable' }
	const customer = await findCustomer(user.id)
	if (!customer) return { status: 'no-customer' }
	if (mode === 'test') return { status: 'redirect', url: localizePath('/billing/test-portal', locale) }
	try {
		const session = await getStripe().billingPortal.sessions.create({
			customer: customer.customerId,
			return_url: `${getEnv().SITE_URL.replace(/\/$/, '')}${localizePath('/viewprofile', locale)}`,
		})
		const portalUrl = stripeHostedUrl(session.url)
		if (!portalUrl) throw new Error('Stripe returned a billing portal session without an https URL on billing.stripe.com')
		return { status: 'redirect', url: portalUrl }
	} catch (error) {
		// A customer Stripe does not know (demo data, another Stripe account) has nothing to manage there.
		if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'no-customer' }
		throw error
	}
}
