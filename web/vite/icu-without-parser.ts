import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * The browser formats messages the server has already parsed (decision 100), so its bundle takes
 * FormatJS's `no-parser` entry in place of the ICU parser (about 7 KB gzip less), as FormatJS
 * documents for precompiled messages. The server keeps the parser: it compiles the catalogue.
 */
export function icuWithoutParser(): Plugin {
	const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js')
	return {
		name: 'icu-without-parser',
		enforce: 'pre',
		applyToEnvironment: (environment) => environment.name === 'client',
		resolveId(source) {
			return source === '@formatjs/icu-messageformat-parser' ? noParser : null
		},
	}
}
