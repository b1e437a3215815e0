import type { ReactNode } from 'react'
import { translator } from '#app/i18n/catalogue.server.ts'
import { TranslateProvider } from '#app/i18n/i18n-context.tsx'
import type { Locale } from '#app/i18n/locale.ts'

/** A component as a page renders it: with the whole catalogue of a language (components use `useT()`). */
export function withTranslations(node: ReactNode, locale: Locale = 'en') {
	return <TranslateProvider t={translator(locale)}>{node}</TranslateProvider>
}
