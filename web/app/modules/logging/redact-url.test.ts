import { expect, test } from 'vitest'
import { redactUrl } from './redact-url.ts'

test('the access log never shows a verification link token', () => {
	expect(redactUrl('/user/verify/token?firstpart=eyJh&secondpart=eyJz&thirdpart=sig')).toBe(
		'/user/verify/token?firstpart=[redacted]&secondpart=[redacted]&thirdpart=[redacted]',
	)
	expect(redactUrl('/billing/success?session_id=cs_test_1&plan=2')).toBe('/billing/success?session_id=[redacted]&plan=2')
	expect(redactUrl('/search?where=10001&radius=25')).toBe('/search?where=10001&radius=25')
	expect(redactUrl('/home')).toBe('/home')
})
