import type { Locale } from '#app/i18n/locale.ts'

/**
 * The profile's "About" in the page's language: `lang` is set when the text is not in it (an English
 * summary on a Spanish page), and `inEnglish` asks the page to say so.
 */
export type ProfileAbout = { text: string; lang: 'en' | null; inEnglish: boolean }

/** The Spanish summary on a Spanish page when the dietitian wrote one; the English summary otherwise. */
export function profileAbout(profile: { summary: string | null; summaryEs: string | null }, locale: Locale): ProfileAbout {
	if (locale === 'es' && profile.summaryEs) return { text: profile.summaryEs, lang: null, inEnglish: false }
	if (locale === 'es') return { text: profile.summary ?? '', lang: 'en', inEnglish: true }
	return { text: profile.summary ?? '', lang: null, inEnglish: false }
}
