import type { Translate } from '#app/i18n/format-message.ts'

/**
 * A visitor form's field error in the page's language (issue 32). The schemas are shared with the POST
 * API, whose English messages are a public contract (spec §7), so a Spanish page says the same thing
 * from the catalogue: the rule a value broke, read from the English message, with the field's Spanish name.
 */
const fieldName = (t: Translate, field: string) => {
	switch (field) {
		case 'name':
			return t('contact.field.name')
		case 'email':
			return t('contact.field.email')
		case 'phone':
			return t('contact.field.phone')
		case 'message':
			return t('contact.field.message')
		case 'reason':
			return t('contact.field.reason')
		default:
			return t('contact.field.other')
	}
}

export function issueText(t: Translate, field: string, message: string): string {
	if (t.locale === 'en') return message
	const name = fieldName(t, field)
	const limit = /is at (least|most) (\d+) characters/.exec(message)
	if (limit) return limit[1] === 'least' ? t('contact.issue.min', { field: name, count: Number(limit[2]) }) : t('contact.issue.max', { field: name, count: Number(limit[2]) })
	if (/is required$/.test(message)) return t('contact.issue.required', { field: name })
	if (/not text|control characters/.test(message)) return t('contact.issue.notText', { field: name })
	if (/on one line/.test(message)) return t('contact.issue.oneLine', { field: name })
	if (/^E-mail|valid e-mail/.test(message)) return t('contact.issue.email')
	if (/^Phone: use digits/.test(message)) return t('contact.issue.phoneFormat')
	if (/^Phone: add a number/.test(message)) return t('contact.issue.phoneWhenAsked')
	if (/plain text/.test(message)) return t('contact.issue.plainText')
	if (/^Choose e-mail or phone/.test(message)) return t('contact.issue.preferred')
	if (/^Please agree/.test(message)) return t('contact.issue.consent')
	return t('contact.issue.choose')
}

/** The errors of a failed parse, by field, in the page's language. */
export function issuesByField(t: Translate, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
	const errors: Record<string, string[]> = {}
	for (const issue of issues) {
		const field = String(issue.path[0] ?? '')
		;(errors[field] ??= []).push(issueText(t, field, issue.message))
	}
	return errors
}
