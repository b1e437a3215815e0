import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * Formats a message the server has already parsed with FormatJS's ICU parser (decision 103: every
 * page loads this, so it is the few lines our catalogue needs instead of `intl-messageformat`'s
 * 7 KB runtime; `test/i18n/format-icu.test.ts` holds it to that runtime's output for every message).
 * Element kinds, as FormatJS's `TYPE` numbers them.
 */
const literal = 0
const argument = 1
const number = 2
const date = 3
const time = 4
const select = 5
const plural = 6
const pound = 7
const tag = 8

/** The named styles of `{n, number, percent}` as ICU and FormatJS define them. */
const numberStyles: Record<string, Intl.NumberFormatOptions> = { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } }

export type FormatValue = unknown
export type Part = string | FormatValue

function numberStyleOf(style: unknown) {
	if (!style) return undefined
	return typeof style === 'string' ? numberStyles[style] : (style as { parsedOptions: object }).parsedOptions
}

// Intl's formatters are costly to make and a page formats many messages: one per locale and style.
const made = new Map<string, Intl.NumberFormat | Intl.PluralRules>()
function intl<T extends Intl.NumberFormat | Intl.PluralRules>(Kind: new (locale: string, options?: object) => T, locale: string, options?: object): T {
	const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`
	let formatter = made.get(key)
	if (!formatter) made.set(key, (formatter = new Kind(locale, options)))
	return formatter as T
}

function valueOf(values: Record<string, FormatValue>, name: string) {
	if (!(name in values)) throw new Error(`The message needs a value for "${name}"`)
	return values[name]
}

function formatInto(parts: Part[], elements: MessageFormatElement[], locale: string, values: Record<string, FormatValue>, count?: number) {
	for (const element of elements) {
		if (element.type === literal) parts.push(element.value)
		else if (element.type === pound) parts.push(intl(Intl.NumberFormat, locale).format(count ?? 0))
		else if (element.type === argument) {
			const value = valueOf(values, element.value)
			// As intl-messageformat: text and numbers as text, other falsy values as nothing, elements as they are.
			parts.push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '')
		} else if (element.type === number) {
			const value = valueOf(values, element.value)
			parts.push(intl(Intl.NumberFormat, locale, numberStyleOf(element.style)).format(value as number))
		} else if (element.type === date || element.type === time) {
			// Dates are written by the server or from written-out tables (format-date.ts): a browser's first
			// Intl.DateTimeFormat is a long task on a phone, and no message of the catalogues needs one.
			throw new Error(`The message's {${element.value}} is a date or time: write it with format-date.ts and pass the text`)
		} else if (element.type === select) {
			const option = element.options[String(valueOf(values, element.value))] ?? element.options.other
			formatInto(parts, option!.value, locale, values, count)
		} else if (element.type === plural) {
			const value = Number(valueOf(values, element.value))
			const offset = value - (element.offset ?? 0)
			const option = element.options[`=${value}`] ?? element.options[intl(Intl.PluralRules, locale, { type: element.pluralType }).select(offset)] ?? element.options.other
			formatInto(parts, option!.value, locale, values, offset)
		} else if (element.type === tag) {
			const render = valueOf(values, element.value)
			if (typeof render !== 'function') throw new Error(`The message's <${element.value}> needs a function`)
			const chunks = render(formatParts(element.children, locale, values, count))
			parts.push(...(Array.isArray(chunks) ? chunks : [chunks]))
		}
	}
	return parts
}

/** The message's parts: text runs joined, values that are not text (React elements) kept as they are. */
export function formatParts(elements: MessageFormatElement[], locale: string, values: Record<string, FormatValue> = {}, count?: number): Part[] {
	const merged: Part[] = []
	for (const part of formatInto([], elements, locale, values, count)) {
		if (typeof part === 'string' && typeof merged.at(-1) === 'string') merged[merged.length - 1] += part
		else merged.push(part)
	}
	return merged
}
