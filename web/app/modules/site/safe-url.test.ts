import { describe, expect, test } from 'vitest'
import { isSafeImageSource, isSafeLinkTarget, isSitePath, safeRedirectPath } from './safe-url.ts'

describe('the site URL rule', () => {
	test.each(['/images/cover.png', '/singlepost/3', '/search?where=10001'])('%s is a path on this site', (value) => {
		expect(isSitePath(value)).toBe(true)
	})

	test.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example', '/\n/evil.example', 'images/x.png', 'https://x.example', ' /x'])(
		'%j is not a path on this site',
		(value) => {
			expect(isSitePath(value)).toBe(false)
			expect(isSafeImageSource(value)).toBe(value.startsWith('https://'))
		},
	)

	test('links may go to web and mail addresses, never to scripts or look-alike hosts', () => {
		expect(isSafeLinkTarget('https://www.eatright.org/food')).toBe(true)
		expect(isSafeLinkTarget('http://example.org')).toBe(true)
		expect(isSafeLinkTarget('mailto:hello@example.org')).toBe(true)
		expect(isSafeLinkTarget('javascript:alert(1)')).toBe(false)
		expect(isSafeLinkTarget('data:text/html,<b>x</b>')).toBe(false)
		expect(isSafeLinkTarget('https://user:pw@evil.example')).toBe(false)
		expect(isSafeLinkTarget('https://localhost/x')).toBe(false)
		expect(isSafeLinkTarget('//evil.example')).toBe(false)
	})

	test('images come from this site or https only', () => {
		expect(isSafeImageSource('http://example.org/x.png')).toBe(false)
		expect(isSafeImageSource('https://example.org/x.png')).toBe(true)
	})

	test('a redirect target stays on this site', () => {
		expect(safeRedirectPath('/setupprofile?step=2')).toBe('/setupprofile?step=2')
		expect(safeRedirectPath('//evil.example')).toBe('/home')
		expect(safeRedirectPath('/\\evil.example')).toBe('/home')
		expect(safeRedirectPath('https://evil.example')).toBe('/home')
		expect(safeRedirectPath(undefined, '/viewprofile')).toBe('/viewprofile')
	})
})
