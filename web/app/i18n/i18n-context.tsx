import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react'
import { useMatches } from 'react-router'
import { useFallbackI18n } from './fallback-messages.tsx'
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
	const fresh = useMemo(() => translateFromMatches(matches), sources)
	// A navigation whose data request failed (the database away) brings no messages: the page's
	// error view keeps the words of the page the visitor came from (the same language).
	const lastGood = useRef(fresh)
	if (fresh.hasMessages) lastGood.current = fresh
	// None ever arrived (the root loader never ran): the common messages the server gave the error view.
	const fallback = useFallbackI18n()
	const withFallback = useMemo(() => (fallback ? createTranslate(fallback.locale, fallback.messages) : null), [fallback?.messages])
	const t = fresh.hasMessages ? fresh : lastGood.current.hasMessages ? lastGood.current : (withFallback ?? fresh)
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
