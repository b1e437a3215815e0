import { data } from 'react-router'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { contactFormSchema } from './contact-form.ts'
import { issuesByField } from './form-issue-text.server.ts'
import { contactLimits, submitContactRequest, waitWords } from './contact-requests.server.ts'

export type ContactFormValues = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'preferredContact', string>>

export type ContactFormAnswer =
	/** Held until the visitor confirms their address: the form says to check their e-mail. */
	| { status: 'held'; dietitianName: string; email: string }
	| { status: 'error'; errors: Record<string, string[]>; values: ContactFormValues }

/** "2 minutes" in the page's language (waitWords in English). */
const waitText = (t: ReturnType<typeof translator>, seconds: number) =>
	t.locale === 'en' ? waitWords(seconds) : seconds >= 120 ? t('contact.wait.minutes', { count: Math.ceil(seconds / 60) }) : t('contact.wait.seconds', { count: seconds })

const answer = (body: ContactFormAnswer, status = 200, headers?: HeadersInit) => data(body, { status, headers })

const fieldNames = ['name', 'email', 'phone', 'message', 'preferredContact'] as const

/**
 * The profile page's contact form post: the honeypot, then the fields, then
 * the request (rate limits, entitlement). Errors come back with what was typed.
 */
export async function handleContactForm(request: Request, profileUserId: number | null, clientIp: string) {
	// The page's language: its messages here, and the visitor's mails later.
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const formData = await readForm(request)
	const values: ContactFormValues = Object.fromEntries(fieldNames.map((name) => [name, String(formData.get(name) ?? '').slice(0, 2000)]))
	const failed = (message: string, status: number, field = '', headers?: HeadersInit) => answer({ status: 'error', errors: { [field]: [message] }, values }, status, headers)
	if (String(formData.get(honeypotFieldName) ?? '') !== '') return failed(t('contact.error.notSent'), 400)
	if (profileUserId === null) return failed(t('contact.error.notFound'), 404)
	const parsed = contactFormSchema.safeParse(Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) {
		return answer({ status: 'error', errors: issuesByField(t, parsed.error.issues), values }, 400)
	}
	const { consent: _consent, ...input } = parsed.data
	const outcome = await submitContactRequest(profileUserId, { ...input, locale }, clientIp)
	if (outcome.status === 'not-found') return failed(t('contact.error.notFound'), 404)
	if (outcome.status === 'no-requests') return failed(t('contact.error.noRequests'), 403)
	if (outcome.status === 'rate-limited') {
		const message = outcome.message ? t('contact.error.heldPerEmail', { count: contactLimits.heldPerEmail }) : t('contact.error.rateLimited', { wait: waitText(t, outcome.retryAfter) })
		return failed(message, 429, '', { 'retry-after': String(outcome.retryAfter) })
	}
	return answer({ status: 'held', dietitianName: outcome.dietitianName, email: input.email })
}
