import { data } from 'react-router'
import { honeypotFieldName } from '#app/components/ui/honeypot.tsx'
import { checkAuthRateLimit, tooManyAttemptsMessage } from './rate-limit.server.ts'

/**
 * Checks an auth form post before any work: a filled honeypot is refused, and
 * posts over the rate limit get a 429 with a message the form shows. Returns
 * the answer to send back, or null to go on.
 */
export function guardAuthForm(formData: FormData, action: string, clientIp: string, email?: string) {
	if (String(formData.get(honeypotFieldName) ?? '') !== '') {
		return data({ result: { status: 'error' as const, error: { '': ['Form submission rejected.'] } } }, { status: 400 })
	}
	const wait = checkAuthRateLimit(action, clientIp, email)
	if (wait > 0) {
		return data(
			{ result: { status: 'error' as const, error: { '': [tooManyAttemptsMessage(wait)] } } },
			{ status: 429, headers: { 'retry-after': String(wait) } },
		)
	}
	return null
}
