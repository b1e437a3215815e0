import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'
import { Fragment, createElement, type ReactNode } from 'react'
import { intlLocale, type Locale } from './locale.ts'

/**
 * A compiled message as the server sends it: a plain string when it has no argument (most do),
 * otherwise the ICU syntax tree FormatJS's parser made of it, so the browser formats it without
 * shipping the parser (decision 100).
 */
export type CompiledMessage = string | MessageFormatElement[]
export type CompiledMessages = Record<string, CompiledMessage>

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

const formatters = new WeakMap<MessageFormatElement[], IntlMessageFormat>()

function formatterOf(message: MessageFormatElement[], locale: Locale) {
	let formatter = formatters.get(message)
	if (!formatter) {
		formatter = new IntlMessageFormat(message, intlLocale(locale))
		formatters.set(message, formatter)
	}
	return formatter
}

function missing(key: string) {
	// Loud in development and tests (a console.error fails a test); a visitor still sees a page.
	console.error(`i18n: no message "${key}" on this page (add it to the catalogue, or the namespace to the route's loader)`)
	return key
}

/** The `t` of a page, over the messages its loaders sent. */
export function createTranslate(locale: Locale, messages: CompiledMessages): Translate {
	const t = ((key: string, values?: MessageValues) => {
		const message = messages[key]
		if (message === undefined) return missing(key)
		if (typeof message === 'string') return message
		const formatted = formatterOf(message, locale).format(values)
		return Array.isArray(formatted) ? formatted.join('') : String(formatted)
	}) as Translate
	t.rich = (key, values) => {
		const message = messages[key]
		if (message === undefined) return missing(key)
		if (typeof message === 'string') return message
		const formatted = formatterOf(message, locale).format<ReactNode>(values as Record<string, PrimitiveType | ReactNode>)
		if (!Array.isArray(formatted)) return formatted as ReactNode
		return createElement(Fragment, null, ...formatted.map((part, index) => createElement(Fragment, { key: index }, part as ReactNode)))
	}
	t.locale = locale
	t.hasMessages = Object.keys(messages).length > 0
	return t
}
