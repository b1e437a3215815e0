import { data } from 'react-router'
import { honeypotFieldName } from '#app/components/ui/honeypot.tsx'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { contactFormSchema } from './contact-form.ts'
import { rateLimitedMessage, submitContactRequest } from './contact-requests.server.ts'

export type ContactFormValues = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'preferredContact', string>>

export type ContactFormAnswer =
	/** Held until the visitor confirms their address: the form says to check their e-mail. */
	| { status: 'held'; dietitianName: string; email: string }
	| { status: 'error'; errors: Record<string, string[]>; values: ContactFormValues }

const answer = (body: ContactFormAnswer, status = 200, headers?: HeadersInit) => data(body, { status, headers })

const fieldNames = ['name', 'email', 'phone', 'message', 'preferredContact'] as const

/**
 * The profile page's contact form post: the honeypot, then the fields, then
 * the request (rate limits, entitlement). Errors come back with what was typed.
 */
export async function handleContactForm(request: Request, profileUserId: number | null, clientIp: string) {
	const formData = await readForm(request)
	const values: ContactFormValues = Object.fromEntries(fieldNames.map((name) => [name, String(formData.get(name) ?? '').slice(0, 2000)]))
	const failed = (message: string, status: number, field = '', headers?: HeadersInit) => answer({ status: 'error', errors: { [field]: [message] }, values }, status, headers)
	if (String(formData.get(honeypotFieldName) ?? '') !== '') return failed('Your message could not be sent.', 400)
	if (profileUserId === null) return failed('This dietitian is not in the directory.', 404)
	const parsed = contactFormSchema.safeParse(Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return answer({ status: 'error', errors, values }, 400)
	}
	const { consent: _consent, ...input } = parsed.data
	const outcome = await submitContactRequest(profileUserId, input, clientIp)
	if (outcome.status === 'not-found') return failed('This dietitian is not in the directory.', 404)
	if (outcome.status === 'no-requests') return failed('This dietitian does not take messages through the directory; please call their office.', 403)
	if (outcome.status === 'rate-limited') return failed(outcome.message ?? rateLimitedMessage(outcome.retryAfter), 429, '', { 'retry-after': String(outcome.retryAfter) })
	return answer({ status: 'held', dietitianName: outcome.dietitianName, email: input.email })
}
