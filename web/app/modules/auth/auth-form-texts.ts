import type { Translate } from '#app/i18n/format-message.ts'
import type { AuthFormTexts } from './validation.ts'

/** The account and newsletter forms' checks in the page's language (the `auth-forms` namespace, issue 32). */
export const authFormTexts = (t: Translate): AuthFormTexts => ({
	emailRequired: t('auth-forms.emailRequired'),
	emailTooLong: t('auth-forms.emailTooLong'),
	emailInvalid: t('auth-forms.emailInvalid'),
	passwordRequired: t('auth-forms.passwordRequired'),
	passwordTooShort: t('auth-forms.passwordTooShort'),
	passwordTooLong: t('auth-forms.passwordTooLong'),
	codeDigits: t('auth-forms.codeDigits'),
	text: {
		required: (label) => t('auth-forms.text.required', { label }),
		mustBeText: (label) => t('auth-forms.text.mustBeText', { label }),
		atLeast: (label, min) => t('auth-forms.text.atLeast', { label, min }),
		atMost: (label, max) => t('auth-forms.text.atMost', { label, max }),
		notText: (label) => t('auth-forms.text.notText', { label }),
		control: (label) => t('auth-forms.text.control', { label }),
		oneLine: (label) => t('auth-forms.text.oneLine', { label }),
		direction: (label, character) => t('auth-forms.text.direction', { label, character }),
	},
})
