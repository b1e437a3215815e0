import { expect, test } from 'vitest'
import { redactUrl } from './redact-url.ts'

test('the access log never shows a verification link token', () => {
	expect(redactUrl('/user/verify/token?firstpart=eyJh&secondpart=eyJz&thirdpart=sig')).toBe(
		'/user/verify/token?firstpart=[redacted]&secondpart=[redacted]&thirdpart=[redacted]',
	)
	expect(redactUrl('/billing/success?session_id=cs_test_1&plan=2')).toBe('/billing/success?session_id=[redacted]&plan=2')
	expect(redactUrl('/search?where=10001&radius=25')).toBe('/search?where=10001&radius=25')
	expect(redactUrl('/home')).toBe('/home')
	// The Medicare guide's health answers never reach the access log (issue 43 point 2).
	expect(redactUrl('/es/medicare?plan=original&diagnosis=diabetes&year=first&zip=10001')).toBe('/es/medicare?plan=original&diagnosis=[redacted]&year=first&zip=[redacted]')
	expect(redactUrl('/medicare?Diagnosis=ckd&%7Aip=10001')).toBe('/medicare?Diagnosis=[redacted]&%7Aip=[redacted]')
})
