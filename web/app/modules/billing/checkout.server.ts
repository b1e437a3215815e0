import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { and, eq } from 'drizzle-orm'
import { checkoutSessions, subscriptions } from '#db/schema/billing.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { ensureCustomer } from './customers.server.ts'
import { paymentsMode } from './payments-mode.server.ts'
import type { PlanChoice } from './plan-choice.ts'
import { findPlan, hasEntitlement, type Plan } from './plans.ts'
import { getStripe } from './stripe-client.server.ts'
import { stripeTestId } from './stripe-objects.server.ts'
import { priceIdFor } from './stripe-prices.server.ts'
import { currentSubscription } from './subscriptions.server.ts'
import { stripeHostedUrl } from './stripe-urls.ts'
import { grantsPlan } from './user-plan.server.ts'

export type CheckoutStart =
	| { status: 'redirect'; url: string }
	/** Already paying: plan changes go through the Billing Portal, not a second subscription. */
	| { status: 'subscribed' }
	| { status: 'unavailable' }

/**
 * Starts the checkout of a plan: a Stripe Checkout Session (mode subscription,
 * the user's one Stripe customer, the plan's price, the user id as
 * client_reference_id and in the metadata), or without Stripe keys outside
 * production the test checkout. The session is recorded so that only its owner
 * sees its outcome and its completion can be matched to the user.
 */
export async function startCheckout(user: UserRow, { plan, interval }: PlanChoice, locale: Locale = 'en'): Promise<CheckoutStart> {
	const mode = paymentsMode()
	if (mode === 'off') return { status: 'unavailable' }
	const current = await currentSubscription(user.id)
	if (hasEntitlement(user.plan, 'listing') || (current && grantsPlan(current, new Date()))) return { status: 'subscribed' }

	const customerId = await ensureCustomer(user, mode)
	let sessionId: string
	let url: string
	if (mode === 'stripe') {
		const siteUrl = getEnv().SITE_URL.replace(/\/$/, '')
		const metadata = { user_id: String(user.id), plan: plan.key, interval }
		const session = await getStripe().checkout.sessions.create({
			mode: 'subscription',
			customer: customerId,
			client_reference_id: String(user.id),
			line_items: [{ price: priceIdFor(plan, interval), quantity: 1 }],
			metadata,
			subscription_data: { metadata },
			// Back from Stripe in the language the checkout started in.
			success_url: `${siteUrl}${localizePath('/billing/success', locale)}?session_id={CHECKOUT_SESSION_ID}`,
			cancel_url: `${siteUrl}${localizePath('/billing/cancel', locale)}`,
		})
		const checkoutUrl = stripeHostedUrl(session.url)
		if (!checkoutUrl) throw new Error(`Stripe returned checkout session ${session.id} without an https URL on checkout.stripe.com`)
		sessionId = session.id
		url = checkoutUrl
	} else {
		sessionId = stripeTestId('cs')
		url = `${localizePath('/billing/test-checkout', locale)}?session_id=${sessionId}`
	}
	const db = await getDb()
	await db.insert(checkoutSessions).values({ id: sessionId, userId: user.id, plan: plan.id, interval, mode })
	return { status: 'redirect', url }
}

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect

/** A checkout session, only for the user who started it. */
export async function findOwnCheckoutSession(userId: number, sessionId: string): Promise<(CheckoutSessionRow & { planInfo: Plan }) | null> {
	const db = await getDb()
	const [row] = await db
		.select()
		.from(checkoutSessions)
		.where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)))
	const planInfo = row ? findPlan(row.plan) : undefined
	return row && planInfo ? { ...row, planInfo } : null
}

export type CheckoutProgress = { state: 'activating' | 'active'; plan: Plan; interval: CheckoutSessionRow['interval'] }

/** Where the user's checkout stands: 'active' once Stripe's word (the webhook) has given the plan. */
export async function checkoutProgress(userId: number, sessionId: string): Promise<CheckoutProgress | null> {
	const session = await findOwnCheckoutSession(userId, sessionId)
	if (!session) return null
	let active = false
	if (session.completedAt && session.subscriptionId) {
		const db = await getDb()
		const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, session.subscriptionId))
		active = Boolean(subscription && grantsPlan(subscription, new Date()))
	}
	return { state: active ? 'active' : 'activating', plan: session.planInfo, interval: session.interval }
}
