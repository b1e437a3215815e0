import { afterEach, describe, expect, test } from 'vitest'
import { getEnv } from '#app/modules/config/env.server.ts'
import { loader as outboxJson } from '#app/routes/dev/outbox-json.ts'
import { loader as outboxPage } from '#app/routes/dev/outbox.tsx'
import { callRoute } from '../form-client.ts'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	delete (globalThis as { __env?: unknown }).__env
})

describe('the development outbox', () => {
	test.each([
		['/dev/outbox.json', outboxJson],
		['/dev/outbox', outboxPage],
	] as const)('%s answers only requests made on this machine', async (path, loader) => {
		expect((await callRoute(loader, path, undefined, { peer: { address: '127.0.0.1', forwarded: false } })).status).toBe(200)
		expect((await callRoute(loader, path, undefined, { peer: { address: '::ffff:127.0.0.1', forwarded: false } })).status).toBe(200)
		expect((await callRoute(loader, path, undefined, { peer: { address: '203.0.113.5', forwarded: false } })).status).toBe(404)
		// Through a proxy on this machine: someone else's request.
		expect((await callRoute(loader, path, undefined, { peer: { address: '127.0.0.1', forwarded: true } })).status).toBe(404)
	})

	test('is not served in production, even on this machine', async () => {
		Object.assign(process.env, { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), STRAPI_API_TOKEN: 't', POSTMARK_SERVER_TOKEN: 'p' })
		expect((await callRoute(outboxJson, '/dev/outbox.json', undefined, { peer: { address: '127.0.0.1', forwarded: false } })).status).toBe(404)
	})
})

describe('a server reachable from other machines', () => {
	test('refuses to start without a mail provider unless APP_ENV says what it is', () => {
		delete process.env.APP_ENV
		delete process.env.POSTMARK_SERVER_TOKEN
		process.env.HOST = '0.0.0.0'
		expect(() => getEnv()).toThrow(/HOST=0\.0\.0\.0 makes the site reachable from other machines.*refusing to start/)
	})

	test('starts when development is chosen on purpose, or on loopback', () => {
		delete process.env.APP_ENV
		process.env.HOST = '127.0.0.1'
		expect(getEnv().APP_ENV).toBe('development')
		delete (globalThis as { __env?: unknown }).__env
		Object.assign(process.env, { APP_ENV: 'development', HOST: '0.0.0.0' })
		expect(getEnv().APP_ENV).toBe('development')
	})
})
