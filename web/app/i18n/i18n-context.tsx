import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useMatches } from 'react-router'
import { createTranslate, type Translate } from './format-message.ts'
import { localizePath, type Locale } from './locale.ts'
import { translateFromMatches } from './translate-matches.ts'

const TranslateContext = createContext<Translate | null>(null)
const fallback = createTranslate('en', {})

/** Gives every component the page's `t`, made once per render of the root from the matched routes' messages. */
export function I18nProvider({ children }: { children: ReactNode }) {
	const matches = useMatches()
	const sources = matches.map((match) => match.loaderData)
	// The loaders' data objects are the inputs: a new `t` only when one of them changes.
	const t = useMemo(() => translateFromMatches(matches), sources)
	return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>
}

/** A given `t` for a subtree: component tests render with the server's translator (`test/with-translations.tsx`). */
export function TranslateProvider({ t, children }: { t: Translate; children: ReactNode }) {
	return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>
}

export function useT(): Translate {
	return useContext(TranslateContext) ?? fallback
}

export function useLocale(): Locale {
	return useT().locale
}

/** `localePath('/search')` is `/es/search` on a Spanish page: links keep the visitor in their language. */
export function useLocalePath(): (path: string) => string {
	const locale = useLocale()
	return (path) => localizePath(path, locale)
}
