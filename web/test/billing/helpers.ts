import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { planChanges, stripeEvents, subscriptions } from '#db/schema/billing.ts'
import { findUserById, markVerified, type UserRow } from '#app/modules/accounts/users.server.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { registerUser, uniqueEmail } from '../api/helpers.ts'

/** Sets environment variables for this test file and puts the previous values back after it. */
export function useEnv(values: Record<string, string | undefined>) {
	const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
	const apply = (entries: Record<string, string | undefined>) => {
		for (const [key, value] of Object.entries(entries)) {
			if (value === undefined) delete process.env[key]
			else process.env[key] = value
		}
		delete (globalThis as { __env?: unknown }).__env
	}
	apply(values)
	afterAll(() => apply(saved))
}

export const webhookSecret = 'whsec_test_0123456789abcdefghijklmnop'

/** The six price ids as an operator would set them. */
export const priceEnv = {
	STRIPE_PRICE_STARTER_MONTHLY: 'price_1StarterMonthly',
	STRIPE_PRICE_STARTER_YEARLY: 'price_1StarterYearly',
	STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_1ProfessionalMonthly',
	STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_1ProfessionalYearly',
	STRIPE_PRICE_PRACTICE_MONTHLY: 'price_1PracticeMonthly',
	STRIPE_PRICE_PRACTICE_YEARLY: 'price_1PracticeYearly',
}

/** A verified dietitian with a browser session: the user row and the Cookie header to send. */
export async function signedInDietitian(name = 'dietitian'): Promise<{ user: UserRow; cookie: string }> {
	const { answer } = await registerUser(uniqueEmail(name))
	const id = answer.body.user.id
	await markVerified(id)
	const session = await createSession(id)
	const cookie = (await sessionCookieHeader(session.id)).split(';')[0]!
	return { user: (await findUserById(id))!, cookie }
}

/** A delivery as Stripe makes it: the raw JSON body signed with the endpoint secret. */
export function signedDelivery(event: unknown, options: { secret?: string; timestamp?: number; body?: string } = {}) {
	const payload = options.body ?? JSON.stringify(event)
	const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp })
	return new Request('http://localhost:3000/api/stripe/webhook', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'stripe-signature': signature },
		body: payload,
	})
}

export async function planOf(userId: number) {
	const db = await getDb()
	const [row] = await db.select({ plan: users.plan, paymentDate: users.paymentDate }).from(users).where(eq(users.id, userId))
	return row!
}

export async function auditOf(userId: number) {
	const db = await getDb()
	return db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id)
}

export async function subscriptionRow(id: string) {
	const db = await getDb()
	const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id))
	return row ?? null
}

export async function processedEvent(id: string) {
	const db = await getDb()
	const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id))
	return row ?? null
}
