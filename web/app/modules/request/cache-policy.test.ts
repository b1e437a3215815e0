import { describe, expect, test } from 'vitest'
import { cacheControlFor, type CacheInput } from './cache-policy.ts'

const visitor = (pathname: string, extra: Partial<CacheInput> = {}): CacheInput => ({
	method: 'GET',
	pathname,
	status: 200,
	hasSession: false,
	setsCookie: false,
	current: null,
	...extra,
})

const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

describe('Cache-Control', () => {
	test.each(['/home', '/services', '/search', '/search.data', '/viewdoctorprofile/12', '/ai-singlepost/:4', '/dietitians/ny/new-york'])(
		'a visitor’s %s may be cached by a CDN',
		(path) => expect(cacheControlFor(visitor(path))).toBe(shared),
	)

	test('nothing personal is ever shared', () => {
		expect(cacheControlFor(visitor('/home', { hasSession: true }))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/home', { setsCookie: true }))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/home', { method: 'POST' }))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/viewprofile'))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/admin'))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/dev/outbox.json', { current: 'public, max-age=60' }))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/api/user/login'))).toBe('private, no-store')
		expect(cacheControlFor(visitor('/home', { status: 500 }))).toBe('private, no-store')
	})

	test('a route’s own header stands for visitors', () => {
		expect(cacheControlFor(visitor('/articles.rss', { current: 'public, max-age=600' }))).toBe('public, max-age=600')
	})
})
