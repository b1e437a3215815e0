// Loaded with `node --import` before a command's own modules (scripts/node24.sh and the
// tests that start a command do it): lets plain Node resolve the '#app/' and '#db/' aliases
// of web/tsconfig.json, which Vite and vitest resolve themselves, and gives the app's modules
// that use Vite's `import.meta.glob` a version of it (import-meta-glob.ts), so commands, seeds
// and benches import the app's modules as the app does.
import path from 'node:path'
import { registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..', '..')
const aliases: [string, string][] = [
	['#app/', path.join(root, 'web', 'app')],
	['#db/', path.join(root, 'db')],
]

const appUrl = pathToFileURL(path.join(root, 'web', 'app')).href
const globUrl = pathToFileURL(path.join(import.meta.dirname, 'import-meta-glob.ts')).href

registerHooks({
	load(url, context, next) {
		const loaded = next(url, context)
		if (!url.startsWith(appUrl) || loaded.source === undefined || loaded.source === null) return loaded
		const source = typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source as Uint8Array)
		if (!source.includes('import.meta.glob')) return loaded
		return { ...loaded, source: `import { globFor as __globFor } from ${JSON.stringify(globUrl)}; import.meta.glob = __globFor(import.meta.url);\n${source}` }
	},
	resolve(specifier, context, next) {
		for (const [prefix, folder] of aliases) {
			if (specifier.startsWith(prefix)) return next(pathToFileURL(path.join(folder, specifier.slice(prefix.length))).href, context)
		}
		return next(specifier, context)
	},
})
