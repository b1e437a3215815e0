// Loaded with `node --import` before a command's own modules (scripts/node24.sh and the
// tests that start a command do it): lets plain Node resolve the '#app/' and '#db/' aliases
// of web/tsconfig.json, which Vite and vitest resolve themselves, so commands and seeds
// import the app's modules as the app does.
import path from 'node:path'
import { registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..', '..')
const aliases: [string, string][] = [
	['#app/', path.join(root, 'web', 'app')],
	['#db/', path.join(root, 'db')],
]

registerHooks({
	resolve(specifier, context, next) {
		for (const [prefix, folder] of aliases) {
			if (specifier.startsWith(prefix)) return next(pathToFileURL(path.join(folder, specifier.slice(prefix.length))).href, context)
		}
		return next(specifier, context)
	},
})
