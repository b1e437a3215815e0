import { afterEach, expect, test } from 'vitest'
import { getEnv } from '#app/modules/config/env.server.ts'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	delete (globalThis as { __env?: unknown }).__env
})

test('APP_ENV=production refuses to start without real secrets and a mail provider', () => {
	process.env.APP_ENV = 'production'
	for (const key of ['SESSION_SECRET', 'JWT_SECRET', 'STRAPI_API_TOKEN', 'POSTMARK_SERVER_TOKEN']) delete process.env[key]
	expect(() => getEnv()).toThrow('APP_ENV=production needs SESSION_SECRET, JWT_SECRET, STRAPI_API_TOKEN, POSTMARK_SERVER_TOKEN; refusing to start.')
})

test('production starts when every secret is given', () => {
	Object.assign(process.env, {
		APP_ENV: 'production',
		SESSION_SECRET: 's'.repeat(40),
		JWT_SECRET: 'j'.repeat(40),
		STRAPI_API_TOKEN: 'token',
		POSTMARK_SERVER_TOKEN: 'postmark',
	})
	expect(getEnv().APP_ENV).toBe('production')
})

test('outside production, missing secrets are generated per process and an empty variable counts as unset', () => {
	Object.assign(process.env, { APP_ENV: 'development', SESSION_SECRET: '', JWT_SECRET: '' })
	const env = getEnv()
	expect(env.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
	expect(env.JWT_SECRET).not.toBe(env.SESSION_SECRET)
})

test('production refuses CALENDAR_FETCH_ALLOWED_HOSTS: it would let calendar reads reach private addresses', () => {
	Object.assign(process.env, {
		APP_ENV: 'production',
		SESSION_SECRET: 's'.repeat(40),
		JWT_SECRET: 'j'.repeat(40),
		STRAPI_API_TOKEN: 'token',
		POSTMARK_SERVER_TOKEN: 'postmark',
		CALENDAR_FETCH_ALLOWED_HOSTS: '127.0.0.1:8025',
	})
	expect(() => getEnv()).toThrow('CALENDAR_FETCH_ALLOWED_HOSTS is for development and tests: APP_ENV=production refuses to start with it.')
	delete (globalThis as { __env?: unknown }).__env
	Object.assign(process.env, { APP_ENV: 'development', CALENDAR_FETCH_ALLOWED_HOSTS: 'localhost' })
	expect(() => getEnv()).toThrow('CALENDAR_FETCH_ALLOWED_HOSTS: must be host:port, comma-separated')
	delete (globalThis as { __env?: unknown }).__env
	process.env.CALENDAR_FETCH_ALLOWED_HOSTS = '127.0.0.1:8025, calendars.test:8443'
	expect(getEnv().CALENDAR_FETCH_ALLOWED_HOSTS).toBe('127.0.0.1:8025, calendars.test:8443')
})
