import { expect, test } from 'vitest'
import { linkRemoved, withoutLinks } from './without-links.ts'

test('every kind of link a mail program would make clickable is taken out', () => {
	const cases = [
		'https://evil.example/buy?x=1',
		'HTTP://EVIL.EXAMPLE',
		'ftp://files.example/a',
		'www.cheap-pills.example',
		'cheap-pills.example/buy',
		'evil.com',
		'sub.domain.co.uk/path#frag',
		'spam@evil.example',
		'mailto:spam@evil.example',
		'javascript:void%280%29',
		'data:text/html;base64,PHNjcmlwdD4',
		'xn--80ak6aa92e.com',
	]
	for (const link of cases) {
		const out = withoutLinks(`Hello, see ${link} today.`)
		expect(out, link).toBe(`Hello, see ${linkRemoved} today.`)
	}
})

test('a sentence keeps its punctuation after a link', () => {
	expect(withoutLinks('See www.pills.example, or (pills.example/now).')).toBe(`See ${linkRemoved}, or (${linkRemoved}).`)
})

test('ordinary writing is left as it is', () => {
	const text = 'I have type 2 diabetes (A1c 7.5) and work 9 a.m. to 5 p.m., e.g. weekdays. Is 3.5 hours a week enough?\nThanks!'
	expect(withoutLinks(text)).toBe(text)
})
