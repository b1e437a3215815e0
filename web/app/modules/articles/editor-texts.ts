import type { Translate } from '#app/i18n/format-message.ts'

/** A save's toast in the page's language (article-editor.server.ts writes the English). */
export function savedToastText(t: Translate, toast: string): string {
	switch (toast) {
		case 'Saved.':
			return t('editor.toast.saved')
		case 'Saved and submitted for review.':
			return t('editor.toast.submitted')
		case 'Saved and published.':
			return t('editor.toast.published')
		case 'Returned to the author with your note.':
			return t('editor.toast.returned')
		default:
			return toast
	}
}

const fieldKeys: Record<string, string> = {
	title: 'editor.form.title',
	summary: 'editor.form.summary',
	tags: 'editor.form.tags',
	coverAlt: 'editor.form.coverAlt',
	body: 'editor.form.body',
	reviewNote: 'editor.form.note',
}

/**
 * A field's error in the page's language. The form's schema (article-form.ts) checks in the browser and on
 * the server with its English words; a Spanish page reads the rule from them, as the profile forms do.
 */
export function articleIssueText(t: Translate, field: string, message: string): string {
	if (t.locale === 'en') return message
	const name = t(fieldKeys[field] ?? 'editor.form.body')
	const limit = /is at (least|most) (\d+) characters/.exec(message)
	if (limit) return t(limit[1] === 'least' ? 'dashboard.issue.min' : 'dashboard.issue.max', { field: name, count: Number(limit[2]) })
	if (/is required$/.test(message)) return t('dashboard.issue.required', { field: name })
	if (/not text|control characters|invisible character/.test(message)) return t('dashboard.issue.notText', { field: name })
	if (/on one line/.test(message)) return t('dashboard.issue.oneLine', { field: name })
	if (/^Write the article/.test(message)) return t('editor.issue.writeBody')
	if (/^Describe the cover/.test(message)) return t('editor.issue.coverAlt')
	if (/^Tell the author/.test(message)) return t('editor.issue.reviewNote')
	if (/^Each tag/.test(message)) return t('editor.issue.tagLength')
	if (/^Use at most 8 tags/.test(message)) return t('editor.issue.tagCount')
	if (/^Choose a JPEG/.test(message)) return t('editor.issue.coverType')
	if (/larger than 5 MB/.test(message)) return t('editor.issue.coverSize')
	return t('dashboard.issue.check', { field: name })
}
