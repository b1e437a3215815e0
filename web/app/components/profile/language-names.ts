import type { Translate } from '#app/i18n/format-message.ts'
import type { languages } from '#app/modules/profiles/taxonomy.ts'

/** The catalogue key of each language a profile can list (the taxonomy stores English names). */
const languageKeys: Record<(typeof languages)[number], string> = {
	English: 'profile.language.English',
	Spanish: 'profile.language.Spanish',
	Chinese: 'profile.language.Chinese',
	Vietnamese: 'profile.language.Vietnamese',
	Korean: 'profile.language.Korean',
	Tagalog: 'profile.language.Tagalog',
	Arabic: 'profile.language.Arabic',
	French: 'profile.language.French',
	Russian: 'profile.language.Russian',
	Portuguese: 'profile.language.Portuguese',
	Hindi: 'profile.language.Hindi',
	ASL: 'profile.language.ASL',
}

/** A profile's languages in the page's language; a name outside the taxonomy is shown as stored. */
export function languageNames(t: Translate, names: readonly string[]) {
	return names.map((name) => (name in languageKeys ? t(languageKeys[name as keyof typeof languageKeys]) : name)).join(', ')
}
