import fs from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, test } from 'vitest'
import { catalogue } from '#app/i18n/catalogue.server.ts'

/**
 * The catalogue (issue 32, decision 100): Spanish complete, every placeholder and tag kept, every
 * plural with `other`, no key unused and no key used that does not exist.
 */
const appDir = path.join(import.meta.dirname, '..', '..', 'app')

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
	})
}

const source = sourceFiles(appDir)
	.map((file) => fs.readFileSync(file, 'utf8'))
	.join('\n')

const keysOf = (locale: 'en' | 'es') =>
	Object.entries(catalogue[locale]).flatMap(([namespace, messages]) => Object.keys(messages).map((key) => `${namespace}.${key}`))

const messageOf = (locale: 'en' | 'es', fullKey: string) => {
	const [namespace, ...rest] = fullKey.split('.')
	return catalogue[locale][namespace!]?.[rest.join('.')]
}

/** The arguments, tags and plural/select shapes of a message: what a translation must keep. */
function shapeOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
	for (const element of elements) {
		if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
			into.add(`{${element.value}}`)
		} else if (element.type === TYPE.tag) {
			into.add(`<${element.value}>`)
			shapeOf(element.children, into)
		} else if (element.type === TYPE.plural || element.type === TYPE.select) {
			into.add(`{${element.value}, ${element.type === TYPE.plural ? 'plural' : 'select'}}`)
			for (const option of Object.values(element.options)) shapeOf(option.value, into)
		}
	}
	return into
}

/** The option names of every plural and select in a message, nested ones too. */
function choicesOf(elements: MessageFormatElement[]): string[][] {
	return elements.flatMap((element) => {
		if (element.type === TYPE.tag) return choicesOf(element.children)
		if (element.type !== TYPE.plural && element.type !== TYPE.select) return []
		return [Object.keys(element.options), ...Object.values(element.options).flatMap((option) => choicesOf(option.value))]
	})
}

test('both languages have the same namespaces and keys', () => {
	expect(Object.keys(catalogue.es).sort()).toEqual(Object.keys(catalogue.en).sort())
	const en = new Set(keysOf('en'))
	const es = new Set(keysOf('es'))
	expect([...en].filter((key) => !es.has(key)), 'missing in Spanish').toEqual([])
	expect([...es].filter((key) => !en.has(key)), 'in Spanish only').toEqual([])
})

describe.each(keysOf('en'))('%s', (key) => {
	test('parses in both languages and the Spanish keeps every placeholder, tag and plural', () => {
		const en = parse(messageOf('en', key)!)
		const es = parse(messageOf('es', key)!)
		expect([...shapeOf(es)].sort()).toEqual([...shapeOf(en)].sort())
		for (const message of [en, es]) for (const options of choicesOf(message)) expect(options).toContain('other')
	})
})

test('every key is used in the code', () => {
	const unused = keysOf('en').filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !source.includes(`\`${key}\``))
	expect(unused).toEqual([])
})

test('every key the code asks for exists', () => {
	const known = new Set(keysOf('en'))
	const asked = [...source.matchAll(/\bt(?:\.rich)?\(\s*'([\w-]+\.[\w.-]+)'/g)].map((match) => match[1]!)
	expect(asked.length).toBeGreaterThan(20)
	expect([...new Set(asked)].filter((key) => !known.has(key))).toEqual([])
})

test('the browser’s pattern of bilingual pages says the same as the list routes.ts registers', async () => {
	const { bilingualRouteFiles, isBilingualRoute } = await import('#app/i18n/bilingual-routes.ts')
	const ids = bilingualRouteFiles.map((file) => file.replace(/\.tsx?$/, ''))
	expect(ids.filter((id) => !isBilingualRoute(id) || !isBilingualRoute(`es/${id}`))).toEqual([])
	const englishOnly = sourceFiles(path.join(appDir, 'routes'))
		.map((file) => path.relative(appDir, file).replace(/\.tsx?$/, ''))
		.filter((id) => !ids.includes(id))
	expect(englishOnly.length).toBeGreaterThan(20)
	expect(englishOnly.filter((id) => isBilingualRoute(id))).toEqual([])
})
