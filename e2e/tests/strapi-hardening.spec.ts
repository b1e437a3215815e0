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

test('Strapi answers CORS for its own origins only, never with *', async ({ request }) => {
	// The browser tests start Strapi without CMS_CORS_ORIGINS: the allowed origins are its own (cms/config/middlewares.ts).
	const allowed = [`http://localhost:${e2ePorts.cms}`, `http://127.0.0.1:${e2ePorts.cms}`]
	const cors = async (origin: string | null) => {
		const headers: Record<string, string> = origin ? { origin } : {}
		const preflight = await request.fetch(`${cms}/api/ai-articles`, { method: 'OPTIONS', headers: { ...headers, 'access-control-request-method': 'GET' } })
		const simple = await request.get(`${cms}/api/ai-articles`, { headers })
		return [preflight, simple].map((answer) => ({
			origin: answer.headers()['access-control-allow-origin'] ?? null,
			credentials: answer.headers()['access-control-allow-credentials'] ?? null,
		}))
	}
	for (const origin of allowed) expect(await cors(origin), origin).toEqual([{ origin, credentials: 'true' }, { origin, credentials: 'true' }])
	for (const origin of ['http://evil.example', `http://localhost:${e2ePorts.web}`, 'null']) {
		expect(await cors(origin), origin).toEqual([{ origin: null, credentials: null }, { origin: null, credentials: null }])
	}
	// Without an Origin header (not a browser's cross-origin request) Strapi writes the header empty: no origin, and never *.
	for (const answer of await cors(null)) expect(answer.origin ?? '', 'no Origin header').toBe('')
})
