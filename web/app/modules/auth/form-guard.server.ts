import { data } from 'react-router'
import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { checkAuthRateLimit } from './rate-limit.server.ts'
import { emailSchema } from './validation.ts'

/**
 * The e-mail a limit is keyed on: the address as the form's schema reads it
 * (trimmed, lower case), so ` sam@x.example` and `SAM@x.example` count as one.
 */
export function rateLimitEmailKey(raw: unknown): string | undefined {
	if (typeof raw !== 'string' || raw.trim() === '') return undefined
	const parsed = emailSchema.safeParse(raw)
	return parsed.success ? parsed.data : raw.trim().toLowerCase()
}

/**
 * Checks an auth form post before any work: a filled honeypot is refused, and
 * posts over the rate limit get a 429 with a message the form shows. Returns
 * the answer to send back, or null to go on. The messages are in `locale`, the page's language.
 */
export async function guardAuthForm(
	formData: FormData,
	action: string,
	clientIp: string,
	email?: unknown,
	options: { countEmail?: boolean; locale?: Locale } = {},
) {
	const t = translator(options.locale ?? 'en')
	if (String(formData.get(honeypotFieldName) ?? '') !== '') {
		return data({ result: { status: 'error' as const, error: { '': [t('auth-forms.rejected')] } } }, { status: 400 })
	}
	const wait = await checkAuthRateLimit(action, clientIp, rateLimitEmailKey(email), options)
	if (wait > 0) {
		return data(
			{ result: { status: 'error' as const, error: { '': [t('auth-forms.tooManyAttempts', { seconds: wait })] } } },
			{ status: 429, headers: { 'retry-after': String(wait) } },
		)
	}
	return null
}
