import { afterEach, expect, test } from 'vitest'
import { getEnv } from '#app/modules/config/env.server.ts'
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { planForPriceId, priceIdFor } from '#app/modules/billing/stripe-prices.server.ts'
import { priceEnv } from './helpers.ts'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	delete (globalThis as { __env?: unknown }).__env
})

const production = { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), STRAPI_API_TOKEN: 'token', POSTMARK_SERVER_TOKEN: 'postmark' }
const set = (values: Record<string, string>) => {
	for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...Object.keys(priceEnv)]) delete process.env[key]
	Object.assign(process.env, values)
	delete (globalThis as { __env?: unknown }).__env
}

test('production with a Stripe key refuses to start without the webhook secret', () => {
	set({ ...production, ...priceEnv, STRIPE_SECRET_KEY: 'sk_live_abc123' })
	expect(() => getEnv()).toThrow('STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET must be set too; refusing to start.')
	set({ ...production, ...priceEnv, STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
	expect(paymentsMode()).toBe('stripe')
})

test('a Stripe key without the six price ids is refused anywhere', () => {
	set({ APP_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PRICE_STARTER_MONTHLY: 'price_a' })
	expect(() => getEnv()).toThrow(/STRIPE_PRICE_STARTER_YEARLY, STRIPE_PRICE_PROFESSIONAL_MONTHLY, .*STRIPE_PRICE_PRACTICE_YEARLY must be set too/)
})

test('malformed Stripe values are named', () => {
	set({ APP_ENV: 'development', STRIPE_SECRET_KEY: 'pk_test_public', STRIPE_PRICE_STARTER_MONTHLY: 'prod_x' })
	expect(() => getEnv()).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key.*STRIPE_PRICE_STARTER_MONTHLY: must be a Stripe price id/)
})

test('payments: test mode without a key outside production, off in production, stripe with a key', () => {
	set({ APP_ENV: 'development' })
	expect(paymentsMode()).toBe('test')
	set(production)
	expect(paymentsMode()).toBe('off')
})

test("an event's price id maps back to plan and interval through the six variables", () => {
	set({ APP_ENV: 'development', ...priceEnv })
	const professional = findPlanByKey('professional')!
	expect(priceIdFor(professional, 'year')).toBe('price_1ProfessionalYearly')
	expect(planForPriceId('price_1PracticeMonthly')).toMatchObject({ plan: { key: 'practice' }, interval: 'month' })
	expect(planForPriceId('price_1StarterYearly')).toMatchObject({ plan: { key: 'starter' }, interval: 'year' })
	expect(planForPriceId('price_unknown')).toBeNull()
	set({ APP_ENV: 'development' })
	expect(priceIdFor(professional, 'month')).toBe('price_test_professional_monthly')
	expect(planForPriceId('price_test_professional_monthly')).toMatchObject({ plan: { key: 'professional' }, interval: 'month' })
})
