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

const merged = new WeakMap<CompiledMessages, WeakMap<CompiledMessages, CompiledMessages>>()

/**
 * The `t` of the matched routes: the root sends the language and the site's common messages; a route
 * adds its namespaces (`i18n: pageI18n(request, [...])` in its loader). Usable in components and `meta`.
 */
export function translateFromMatches(matches: readonly (WithLoaderData | undefined)[]): Translate {
	let locale: Locale = 'en'
	let messages: CompiledMessages = {}
	for (const match of matches) {
		const i18n = i18nOf(match?.loaderData)
		if (!i18n) continue
		locale = i18n.locale
		messages = combine(messages, i18n.messages)
	}
	return createTranslate(locale, messages)
}

function combine(a: CompiledMessages, b: CompiledMessages): CompiledMessages {
	if (Object.keys(a).length === 0) return b
	let byB = merged.get(a)
	if (!byB) merged.set(a, (byB = new WeakMap()))
	let result = byB.get(b)
	if (!result) byB.set(b, (result = { ...a, ...b }))
	return result
}
