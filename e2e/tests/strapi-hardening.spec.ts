import { e2ePorts } from '../ports.ts'
import { expect, test } from '../fixtures.ts'

const cms = `http://127.0.0.1:${e2ePorts.cms}`

test("Strapi's users-permissions sign-up and sign-in are closed to strangers", async ({ request }) => {
	const register = await request.post(`${cms}/api/auth/local/register`, {
		data: { username: 'stranger', email: 'stranger@example.com', password: 'Stranger-pass-123' },
	})
	// Strapi answers 401 or 403 for a route the public role may not use.
	expect([401, 403]).toContain(register.status())
	expect(await register.text()).not.toContain('jwt')
	for (const [path, data] of [
		['/api/auth/local', { identifier: 'stranger@example.com', password: 'x' }],
		['/api/auth/forgot-password', { email: 'stranger@example.com' }],
		['/api/auth/reset-password', { code: 'x', password: 'Aa1aaaaa', passwordConfirmation: 'Aa1aaaaa' }],
		['/api/auth/send-email-confirmation', { email: 'stranger@example.com' }],
	] as const) {
		expect([401, 403], path).toContain((await request.post(`${cms}${path}`, { data })).status())
	}
	expect([401, 403]).toContain((await request.get(`${cms}/api/users`)).status())
})

test('Strapi does not reflect a foreign origin in CORS answers', async ({ request }) => {
	const preflight = await request.fetch(`${cms}/api/ai-articles`, {
		method: 'OPTIONS',
		headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
	})
	expect(preflight.headers()['access-control-allow-origin']).not.toBe('http://evil.example')
	const simple = await request.get(`${cms}/api/ai-articles`, { headers: { origin: 'http://evil.example' } })
	expect(simple.headers()['access-control-allow-origin']).not.toBe('http://evil.example')
})
