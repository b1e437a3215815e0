import { createContext, useContext } from 'react'
import type { CompiledMessages } from './format-message.ts'
import { isLocale, type Locale } from './locale.ts'

export type FallbackI18n = { locale: Locale; messages: CompiledMessages }

/**
 * The common messages for a page whose root loader never ran (a form post refused before it, an
 * error in the root itself): the server puts them here (entry.server.tsx) and, when the error view
 * uses them, writes a copy into the page for the browser to hydrate with — as the footer's contact
 * data does (modules/site/contact.ts). Pages that render normally carry no copy.
 */
export const FallbackMessagesContext = createContext<FallbackI18n | null>(null)

const elementId = 'i18n-fallback'

export function useFallbackI18n(): FallbackI18n | null {
	const fromServer = useContext(FallbackMessagesContext)
	if (fromServer || typeof document === 'undefined') return fromServer
	try {
		const stored = JSON.parse(document.getElementById(elementId)?.textContent ?? 'null') as Partial<FallbackI18n> | null
		if (stored && isLocale(stored.locale) && stored.messages && typeof stored.messages === 'object') return { locale: stored.locale, messages: stored.messages }
	} catch {
		// No copy (or a broken one): the error view speaks plainly.
	}
	return null
}

/** The copy of the fallback messages for the browser; rendered by the error view that uses them. */
export function FallbackMessagesScript() {
	// The server's messages, or in the browser the copy it wrote: both render the same element.
	const fallback = useFallbackI18n()
	if (!fallback) return null
	return <script id={elementId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(fallback).replace(/</g, '\\u003c') }} />
}
