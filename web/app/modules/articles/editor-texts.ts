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
