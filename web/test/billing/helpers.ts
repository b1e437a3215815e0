import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import Stripe from 'stripe'
import { afterAll } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { planChanges, stripeEvents, subscriptions } from '#db/schema/billing.ts'
import { findUserById, markVerified, type UserRow } from '#app/modules/accounts/users.server.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
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

export type PageAnswer = { status: number; location: string | null; data: unknown; headers: Headers }

type RouteFunction = (args: never) => unknown

/**
 * Calls a route's loader or action with a real Request, as the server would,
 * and reads what the browser would get, whether the route returned or threw
 * (redirects and refusals are thrown).
 */
export async function callRoute(
	handler: RouteFunction,
	path: string,
	options: { cookie?: string; form?: Record<string, string>; method?: string; headers?: Record<string, string> } = {},
): Promise<PageAnswer> {
	const method = options.method ?? (options.form ? 'POST' : 'GET')
	const headers = new Headers(options.headers)
	if (options.cookie) headers.set('cookie', options.cookie)
	if (options.form) headers.set('content-type', 'application/x-www-form-urlencoded')
	const request = new Request(`http://localhost:3000${path}`, { method, headers, body: options.form ? new URLSearchParams(options.form).toString() : undefined })
	const context = new RouterContextProvider()
	context.set(clientIpContext, '203.0.113.9')
	let result: unknown
	try {
		result = await handler({ request, context, params: {} } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) {
		const text = await result.text()
		let data: unknown = text
		try {
			data = text ? JSON.parse(text) : null
		} catch {
			// not JSON: keep the text
		}
		return { status: result.status, location: result.headers.get('location'), data, headers: result.headers }
	}
	if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
		const wrapped = result as { data: unknown; init?: ResponseInit | null }
		const responseHeaders = new Headers(wrapped.init?.headers)
		return { status: wrapped.init?.status ?? 200, location: responseHeaders.get('location'), data: wrapped.data, headers: responseHeaders }
	}
	if (result instanceof Error) throw result
	return { status: 200, location: null, data: result, headers: new Headers() }
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
