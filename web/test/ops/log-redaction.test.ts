import { expect, test } from 'vitest'
import { redactEmails } from '../../server/logging.ts'

test('e-mail addresses are redacted from log lines, also when a URL encodes the @', () => {
	expect(redactEmails('[mail] could not send to Dana.Rivera+news@Example.com today')).toBe('[mail] could not send to [email] today')
	expect(redactEmails('/dev/outbox.json?to=Dana.Rivera%2Bnews%40Example.com&limit=5')).toBe('/dev/outbox.json?to=[email]&limit=5')
	expect(redactEmails('/search?where=10001&radius=25')).toBe('/search?where=10001&radius=25')
	expect(redactEmails('user 42 signed in from 203.0.113.7')).toBe('user 42 signed in from 203.0.113.7')
})
