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

type Merged = { next: WeakMap<CompiledMessages, Merged>; t?: Translate }
const merged: Merged = { next: new WeakMap() }

/**
 * The `t` of the matched routes: the root sends the language and the site's common messages; a route
 * adds its namespaces (`i18n: pageI18n(request, [...])` in its loader). Usable in components and `meta`.
 * Made once per set of message objects (the server keeps one per language and namespaces), so a
 * page's render and its `meta` do not copy hundreds of messages each time.
 */
export function translateFromMatches(matches: readonly (WithLoaderData | undefined)[]): Translate {
	let locale: Locale = 'en'
	const sources: CompiledMessages[] = []
	let node = merged
	for (const match of matches) {
		const i18n = i18nOf(match?.loaderData)
		if (!i18n) continue
		locale = i18n.locale
		sources.push(i18n.messages)
		let next = node.next.get(i18n.messages)
		if (!next) node.next.set(i18n.messages, (next = { next: new WeakMap() }))
		node = next
	}
	node.t ??= createTranslate(locale, Object.assign({}, ...sources))
	return node.t
}
