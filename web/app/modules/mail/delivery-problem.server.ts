import type { Translate } from '#app/i18n/format-message.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { suppressionOf } from './suppressions.server.ts'

// By their literal keys: the catalogue test finds every key in the code.
const reasonKeys = {
	'hard-bounce': 'accounts.suppressed.hard-bounce',
	'spam-complaint': 'accounts.suppressed.spam-complaint',
	'soft-bounces': 'accounts.suppressed.soft-bounces',
	provider: 'accounts.suppressed.provider',
} as const
const helpKeys = { account: 'accounts.suppressed.help.account', newsletter: 'accounts.suppressed.help.newsletter' } as const

/**
 * What a page says instead of "we sent you a code" when the address is on the
 * suppression list (issue 48): that no mail can go there, since when and why,
 * and whom to write to. Null when mail may go.
 */
export async function deliveryProblem(email: string, t: Translate, help: 'account' | 'newsletter' = 'account'): Promise<string | null> {
	const suppression = await suppressionOf(email)
	if (!suppression) return null
	return t('accounts.suppressed.message', {
		email: email.trim().toLowerCase(),
		day: formatDayIn(suppression.since.toISOString(), t.locale),
		why: t(reasonKeys[suppression.reason]),
		help: t(helpKeys[help], { contact: getEnv().CONTACT_EMAIL }),
	})
}

/** The dashboard's banner for an account whose address takes no mail: what it misses and what to do. */
export async function accountMailProblem(email: string, t: Translate): Promise<string | null> {
	const suppression = await suppressionOf(email)
	if (!suppression) return null
	return t('accounts.suppressed.banner', {
		email,
		day: formatDayIn(suppression.since.toISOString(), t.locale),
		why: t(reasonKeys[suppression.reason]),
		contact: getEnv().CONTACT_EMAIL,
	})
}
