import { createTranslate, type CompiledMessages, type Translate } from './format-message.ts'
import { isLocale, type Locale } from './locale.ts'

type WithLoaderData = { loaderData?: unknown }
type PageI18n = { locale: Locale; messages: CompiledMessages }

function i18nOf(data: unknown): PageI18n | null {
	if (!data || typeof data !== 'object' || !('i18n' in data)) return null
	const i18n = (data as { i18n: unknown }).i18n
	if (!i18n || typeof i18n !== 'object') return null
	const { locale, messages } = i18n as Partial<PageI18n>
	return isLocale(locale) && messages ? { locale, messages } : null
}

/**
 * The `t` of the matched routes: the root sends the language and the site's common messages; a route
 * adds its namespaces (`i18n: pageI18n(request, [...])` in its loader). Usable in components and `meta`.
 */
export function translateFromMatches(matches: readonly (WithLoaderData | undefined)[]): Translate {
	let locale: Locale = 'en'
	const messages: CompiledMessages = {}
	for (const match of matches) {
		const i18n = i18nOf(match?.loaderData)
		if (!i18n) continue
		locale = i18n.locale
		Object.assign(messages, i18n.messages)
	}
	return createTranslate(locale, messages)
}
