import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { Fragment, createElement, type ReactNode } from 'react'
import { formatParts } from './format-icu.ts'
import { intlLocale, type Locale } from './locale.ts'

/**
 * A compiled message as the server sends it: a plain string when it has no argument (most do),
 * otherwise the ICU syntax tree FormatJS's parser made of it, so the browser formats it without
 * shipping the parser (decision 100).
 */
export type CompiledMessage = string | MessageFormatElement[]
export type CompiledMessages = Record<string, CompiledMessage>

type PrimitiveType = string | number | boolean | null | undefined | Date
export type MessageValues = Record<string, PrimitiveType>
export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>

export type Translate = {
	(key: string, values?: MessageValues): string
	/** A message with tags (`<link>…</link>`) or elements among its values, as React nodes. */
	rich: (key: string, values: RichValues) => ReactNode
	locale: Locale
	/** False when no loader sent messages (the root's own loader failed): an error view then speaks plainly. */
	hasMessages: boolean
}

function missing(key: string) {
	// Loud in development and tests (a console.error fails a test); a visitor still sees a page. The fix:
	// add the key to the catalogue, or its namespace to the route's loader. Production builds leave the
	// call out (every page would ship it); the catalogue test finds a missing key before that.
	if (process.env.NODE_ENV !== 'production') console.error(`i18n: no message "${key}" on this page`)
	return key
}

/** The `t` of a page, over the messages its loaders sent. */
export function createTranslate(locale: Locale, messages: CompiledMessages): Translate {
	const t = ((key: string, values?: MessageValues) => {
		const message = messages[key]
		if (message === undefined) return missing(key)
		if (typeof message === 'string') return message
		return formatParts(message, intlLocale(locale), values).join('')
	}) as Translate
	t.rich = (key, values) => {
		const message = messages[key]
		if (message === undefined) return missing(key)
		if (typeof message === 'string') return message
		const parts = formatParts(message, intlLocale(locale), values) as ReactNode[]
		if (parts.length === 1) return parts[0]
		return createElement(Fragment, null, ...parts.map((part, index) => createElement(Fragment, { key: index }, part)))
	}
	t.locale = locale
	t.hasMessages = Object.keys(messages).length > 0
	return t
}
