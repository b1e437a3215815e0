import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository root, found by walking up from this file. Bundled into the web
 * server build this file lives under web/build/server, so a fixed relative path
 * would be wrong there; the root is the first folder holding db/migrations.
 */
export function repoRoot(start = import.meta.dirname): string {
	let dir = start
	for (;;) {
		if (fs.existsSync(path.join(dir, 'db', 'migrations'))) return dir
		const parent = path.dirname(dir)
		if (parent === dir) {
			throw new Error(`Cannot find the repository root (a folder with db/migrations) above ${start}`)
		}
		dir = parent
	}
}

export const migrationsDir = () => path.join(repoRoot(), 'db', 'migrations')
export const dataDir = () => path.join(repoRoot(), 'data')
