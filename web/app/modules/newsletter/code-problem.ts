import { messages } from '#app/messages.ts'

/** What a refused newsletter code is told: the original API's text for a wrong code. */
export function codeProblem(reason: 'invalid' | 'expired' | 'locked') {
	if (reason === 'locked') return 'Too many wrong codes. Ask for a new code.'
	if (reason === 'expired') return 'This code has expired. Ask for a new code.'
	return messages.verifyCodeInvalid
}
