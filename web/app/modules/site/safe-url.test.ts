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

	// Each of these is approved by a check of the raw value on main, or becomes another host once a
	// browser or the URL parser has normalised it.
	test.each([
		'/.//evil.example',
		'/%2e%2e//evil.example',
		'/%2E%2E//evil.example',
		'/%2e//evil.example',
		'/a/../..//evil.example',
		'/a/%2e%2e//evil.example',
		'/./\\evil.example',
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r//evil.example',
		'/\u0000//evil.example',
		' //evil.example',
		'//evil.example',
		'///evil.example',
		'\\\\evil.example',
		'/\\evil.example',
		'https://evil.example',
		'javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'http:/evil.example',
		'',
	])('the hostile target %j goes to the fallback', (value) => {
		expect(safeRedirectPath(value)).toBe('/home')
	})

	test.each([
		['/billing/./plans', '/billing/plans'],
		['/a/b/../c?x=1#y', '/a/c?x=1#y'],
		['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
		['/search?q=//x', '/search?q=//x'],
	])('the same-site target %j is sent as %j', (value, sent) => {
		expect(safeRedirectPath(value)).toBe(sent)
	})
})
