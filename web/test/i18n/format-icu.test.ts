import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { formatParts } from '#app/i18n/format-icu.ts'
import { catalogue } from '#app/i18n/catalogue.server.ts'
import { intlLocale } from '#app/i18n/locale.ts'

/**
 * Our formatter (decision 103) says what FormatJS's own runtime says, for every message of the
 * catalogue in both languages, with every plural and select branch taken.
 */
type Kinds = Map<string, 'text' | 'number' | 'date' | 'tag' | string[]>

function kindsOf(elements: MessageFormatElement[], into: Kinds = new Map()): Kinds {
	for (const element of elements) {
		if (element.type === TYPE.argument && !into.has(element.value)) into.set(element.value, 'text')
		if (element.type === TYPE.number || element.type === TYPE.plural) into.set(element.value, 'number')
		if (element.type === TYPE.date || element.type === TYPE.time) into.set(element.value, 'date')
		if (element.type === TYPE.select) into.set(element.value, [...Object.keys(element.options), 'none of these'])
		if (element.type === TYPE.tag) {
			into.set(element.value, 'tag')
			kindsOf(element.children, into)
		}
		if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) kindsOf(option.value, into)
	}
	return into
}

const counts = [0, 1, 2, 5, 21, 1234.5]

/** Every combination worth trying: each count for the numbers, each option for the selects. */
function valueSets(kinds: Kinds) {
	const variants = counts.map((count, index) => {
		const values: Record<string, unknown> = {}
		for (const [name, kind] of kinds) {
			if (kind === 'text') values[name] = `«${name}»`
			else if (kind === 'number') values[name] = count
			else if (kind === 'date') values[name] = new Date(Date.UTC(2026, 10, 26, 15, 30))
			else if (kind === 'tag') values[name] = (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`
			else values[name] = kind[index % kind.length]
		}
		return values
	})
	return variants
}

const messages = (['en', 'es'] as const).flatMap((locale) =>
	Object.entries(catalogue[locale]).flatMap(([namespace, entries]) =>
		Object.entries(entries).map(([key, text]) => ({ name: `${locale} ${namespace}.${key}`, locale: intlLocale(locale), text })),
	),
)

describe('every catalogue message with values formats as intl-messageformat does', () => {
	const withValues = messages.filter(({ text }) => kindsOf(parse(text)).size > 0)
	test('the catalogue has such messages in both languages', () => {
		expect(withValues.filter((message) => message.name.startsWith('es ')).length).toBeGreaterThan(20)
	})
	test.each(withValues)('$name', ({ locale, text }) => {
		const elements = parse(text)
		const reference = new IntlMessageFormat(elements, locale)
		for (const values of valueSets(kindsOf(elements))) {
			const expected = reference.format(values as never)
			expect(formatParts(elements, locale, values).join('')).toBe(Array.isArray(expected) ? expected.join('') : String(expected))
		}
	})
})

describe('the ICU forms the catalogue may use next', () => {
	const cases: [string, Record<string, unknown>][] = [
		['{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}', { n: 3, who: 'Ana' }],
		['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
		['{g, select, female {she} male {he} other {they}} said {n, number, integer}', { g: 'x', n: 3.7 }],
		['{n, number, ::currency/USD}', { n: 165 }],
		['{a} {b} {c}', { a: 0, b: false, c: null }],
		["'{literal}' and ''quotes''", {}],
	]
	test.each(cases)('%s', (text, values) => {
		const elements = parse(text)
		for (const locale of ['en-US', 'es-US']) {
			const expected = new IntlMessageFormat(elements, locale).format(values as never)
			expect(formatParts(elements, locale, values).join('')).toBe(Array.isArray(expected) ? expected.join('') : String(expected))
		}
	})
})

test('values that are not text stay themselves among the parts, and a tag gets its inner parts', () => {
	const element = { kind: 'an element' }
	const parts = formatParts(parse('Hello {who}, <b>read {what}</b>.'), 'en-US', { who: element, b: (chunks: unknown[]) => ({ bold: chunks }), what: 'this' })
	expect(parts).toEqual(['Hello ', element, ', ', { bold: ['read this'] }, '.'])
})

test('a date or time argument is refused with what to do instead: no page formats dates with Intl as it hydrates', () => {
	for (const text of ['{d, date, long}', 'at {d, time, short}']) {
		expect(() => formatParts(parse(text), 'en-US', { d: new Date(Date.UTC(2026, 0, 5)) })).toThrow('{d} is a date or time: write it with format-date.ts')
	}
})

test('a missing value or a tag without a function is an error, as with FormatJS', () => {
	expect(() => formatParts(parse('Hi {name}'), 'en-US', {})).toThrow('name')
	expect(() => formatParts(parse('<b>x</b>'), 'en-US', { b: 'no' })).toThrow('<b>')
})
