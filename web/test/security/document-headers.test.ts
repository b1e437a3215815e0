import { afterEach, expect, test } from 'vitest'
import { paymentFormTargets } from '#app/modules/billing/checkout-hosts.server.ts'
import { documentSecurityHeaders } from '#app/modules/security/security-headers.server.ts'
import { priceEnv, webhookSecret } from '../billing/helpers.ts'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	delete (globalThis as { __env?: unknown }).__env
})

function headersUnder(env: Record<string, string>, request = new Request('http://localhost/home')) {
	process.env = { ...saved, NODE_ENV: 'production', ...env }
	delete (globalThis as { __env?: unknown }).__env
	const headers = new Headers()
	documentSecurityHeaders(headers, 'n0nce', { formTargets: paymentFormTargets(request) })
	return headers
}

const production = { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), STRAPI_API_TOKEN: 'token', POSTMARK_SERVER_TOKEN: 'postmark' }
const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: webhookSecret, ...priceEnv }
const signedIn = new Request('http://localhost/services', { headers: { cookie: 'en_session=abc.def' } })

test('production pages send HSTS and upgrade insecure requests; a test deployment does not pin HTTPS', () => {
	const live = headersUnder(production)
	expect(live.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
	expect(live.get('content-security-policy')).toContain('upgrade-insecure-requests')
	const test = headersUnder({ APP_ENV: 'test' })
	expect(test.get('strict-transport-security')).toBeNull()
	expect(test.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
	for (const headers of [live, test]) {
		expect(headers.get('permissions-policy')).toContain('payment=()')
		expect(headers.get('x-frame-options')).toBe('DENY')
		expect(headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-n0nce'")
	}
})

test("forms may lead to Stripe's Checkout and Portal only with real payments and for a signed-in visitor", () => {
	const formAction = (headers: Headers) => headers.get('content-security-policy')!.match(/form-action ([^;]+)/)![1]
	expect(formAction(headersUnder({ ...production, ...stripe }, signedIn))).toBe("'self' https://checkout.stripe.com https://billing.stripe.com")
	expect(formAction(headersUnder({ ...production, ...stripe }))).toBe("'self'")
	expect(formAction(headersUnder({ APP_ENV: 'test' }, signedIn))).toBe("'self'")
})
