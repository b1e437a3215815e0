import type { Locale } from '#app/i18n/locale.ts'
import { spanishCounsellingText } from './spanish-counselling-text.ts'

/**
 * The profile's "About" in the page's language: `lang` is set when the text is not in it (an English
 * summary on a Spanish page), with `note` saying so.
 */
export type ProfileAbout = { text: string; lang: 'en' | null; note: string | null }

/** The Spanish summary on a Spanish page when the dietitian wrote one; the English summary otherwise. */
export function profileAbout(profile: { summary: string | null; summaryEs: string | null }, locale: Locale): ProfileAbout {
	if (locale === 'es' && profile.summaryEs) return { text: profile.summaryEs, lang: null, note: null }
	if (locale === 'es') return { text: profile.summary ?? '', lang: 'en', note: spanishCounsellingText.es.summaryInEnglish }
	return { text: profile.summary ?? '', lang: null, note: null }
}
