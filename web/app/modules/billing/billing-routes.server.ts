import { data } from 'react-router'
import { z } from 'zod'
import { paymentsMode, paymentsNotConfigured } from './payments-mode.server.ts'

/** Checkout, success and portal routes: 503 'Payments are not configured' in production without Stripe keys. */
export function requirePayments() {
	if (paymentsMode() === 'off') throw data(paymentsNotConfigured, { status: 503 })
}

/** The test checkout and test portal exist only without Stripe keys outside production. */
export function requireTestPayments() {
	const mode = paymentsMode()
	if (mode === 'off') throw data(paymentsNotConfigured, { status: 503 })
	if (mode === 'stripe') throw data('Not Found', { status: 404 })
}

const sessionIdSchema = z.string().regex(/^cs_\w{1,250}$/)

/** `?session_id=cs_…` of the success and test checkout pages; anything else is a 400. */
export function checkoutSessionIdOf(request: Request): string {
	const parsed = sessionIdSchema.safeParse(new URL(request.url).searchParams.get('session_id'))
	if (!parsed.success) throw data('The checkout session id is missing or malformed', { status: 400 })
	return parsed.data
}

export const checkoutNotFound = () => data('We could not find this checkout for your account.', { status: 404 })
