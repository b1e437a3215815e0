// Vite's `import.meta.glob(pattern, { eager: true })` of JSON files for the app modules that commands
// and benches import under plain Node (the message catalogue): module-aliases.ts gives such a module
// this function. Other files are refused (no bench imports the API description's route modules).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type GlobOptions = { eager?: boolean; import?: string }

export function globFor(moduleUrl: string) {
	const dir = path.dirname(fileURLToPath(moduleUrl))
	return (pattern: string, options: GlobOptions = {}) => {
		if (!options.eager || !pattern.endsWith('.json')) throw new Error(`import.meta.glob under plain Node: only JSON with { eager: true }, not ${pattern}`)
		const found: Record<string, unknown> = {}
		for (const file of fs.globSync(pattern, { cwd: dir }).sort()) {
			const key = file.startsWith('.') ? file : `./${file}`
			const loaded: Record<string, unknown> = { default: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) }
			found[key] = options.import ? loaded[options.import] : loaded
		}
		return found
	}
}
