import type { Locale } from '#app/i18n/locale.ts'

/**
 * The visitor-facing words of issue 32 point 5 (dietitians who counsel in Spanish, the Spanish summary),
 * in one place until they move into the message catalogue.
 */
export const spanishCounsellingText: Record<Locale, { counselsInSpanish: string; summaryInEnglish: string }> = {
	en: { counselsInSpanish: 'Counsels in Spanish', summaryInEnglish: 'This summary is in English.' },
	es: { counselsInSpanish: 'Atiende en español', summaryInEnglish: 'Este resumen solo está disponible en inglés.' },
}
