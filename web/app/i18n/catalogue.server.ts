import { parse } from '@formatjs/icu-messageformat-parser'
import type { CompiledMessage, CompiledMessages } from './format-message.ts'
import { createTranslate, type Translate } from './format-message.ts'
import type { Locale } from './locale.ts'

/**
 * The message catalogue (issue 32, decision 100): one JSON file per language and namespace under
 * `messages/<locale>/<namespace>.json`, English the source, ICU MessageFormat syntax. A key is
 * `<namespace>.<key>`. Pages receive only their namespaces, compiled here once per process.
 */
const files = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' })

export type Catalogue = Record<Locale, Record<string, Record<string, string>>>

export const catalogue: Catalogue = { en: {}, es: {} }
for (const [path, messages] of Object.entries(files)) {
	const [, locale, namespace] = /\/messages\/(en|es)\/([\w-]+)\.json$/.exec(path) ?? []
	if (!locale || !namespace) throw new Error(`i18n: unexpected catalogue file ${path}`)
	catalogue[locale as Locale][namespace] = messages
}

export type Namespace = string

function compile(message: string): CompiledMessage {
	const ast = parse(message)
	const only = ast[0]
	// A message without arguments, tags or plural marks travels as its text.
	if (ast.length === 0) return ''
	if (ast.length === 1 && only && only.type === 0) return only.value
	return ast
}

const compiled = new Map<string, CompiledMessages>()

/**
 * The compiled messages of some namespaces in a language, for a loader to send to the page. A name
 * with a dot takes part of a namespace: `booking.week` is `booking.week` and every `booking.week.…`
 * key, for a page that shows a few of a namespace's messages (the profile: not the booking mails).
 */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): CompiledMessages {
	const cacheKey = `${locale}:${namespaces.join(',')}`
	const cached = compiled.get(cacheKey)
	if (cached) return cached
	const result: CompiledMessages = {}
	for (const name of namespaces) {
		const dot = name.indexOf('.')
		const namespace = dot === -1 ? name : name.slice(0, dot)
		const part = dot === -1 ? null : name.slice(dot + 1)
		const messages = catalogue[locale][namespace]
		if (!messages) throw new Error(`i18n: no namespace "${namespace}" in ${locale}`)
		let found = false
		for (const [key, message] of Object.entries(messages)) {
			if (part !== null && key !== part && !key.startsWith(`${part}.`)) continue
			result[`${namespace}.${key}`] = compile(message)
			found = true
		}
		if (!found) throw new Error(`i18n: no message "${name}" in ${locale}`)
	}
	compiled.set(cacheKey, result)
	return result
}

const translators = new Map<Locale, Translate>()

/** The server's `t` over the whole catalogue of a language: mails, toasts, action messages, titles. */
export function translator(locale: Locale): Translate {
	let t = translators.get(locale)
	if (!t) {
		t = createTranslate(locale, messagesFor(locale, Object.keys(catalogue[locale]).sort()))
		translators.set(locale, t)
	}
	return t
}
