import type { Translate } from '#app/i18n/format-message.ts'
import type { languages } from '#app/modules/profiles/taxonomy.ts'

// The search filters' choices in the page's language (issue 32). The values sent stay the taxonomy's
// English (the query string and the API are the same in both languages); only the words shown change.

const languageMessages: Record<(typeof languages)[number], string> = {
	English: 'search.language.English',
	Spanish: 'search.language.Spanish',
	Chinese: 'search.language.Chinese',
	Vietnamese: 'search.language.Vietnamese',
	Korean: 'search.language.Korean',
	Tagalog: 'search.language.Tagalog',
	Arabic: 'search.language.Arabic',
	French: 'search.language.French',
	Russian: 'search.language.Russian',
	Portuguese: 'search.language.Portuguese',
	Hindi: 'search.language.Hindi',
	ASL: 'search.language.ASL',
}

/** A language's name; an unknown one (a hand-edited address) as it is. */
export function languageText(t: Translate, language: string): string {
	const message = languageMessages[language as keyof typeof languageMessages]
	return message ? t(message) : language
}

/** An insurance's name: payers are names and stay as they are; paying yourself is words. */
export const insuranceText = (t: Translate, payer: string): string => (payer === 'Self-pay' ? t('search.insurance.selfPay') : payer)
