import fs from 'node:fs'
import path from 'node:path'

/** The newest modification time of any file below the given paths (node_modules and build output skipped). */
export function newestMtime(paths: string[]): number {
	let newest = 0
	const visit = (target: string) => {
		let stat: fs.Stats
		try {
			stat = fs.statSync(target)
		} catch {
			return
		}
		if (stat.isDirectory()) {
			const name = path.basename(target)
			if (['node_modules', 'build', 'dist', '.tmp', '.strapi', '.cache', '.react-router'].includes(name)) return
			for (const entry of fs.readdirSync(target)) visit(path.join(target, entry))
		} else {
			newest = Math.max(newest, stat.mtimeMs)
		}
	}
	paths.forEach(visit)
	return newest
}

/** True when the output file is missing or older than any of the sources. */
export function isStale(output: string, sources: string[]): boolean {
	if (!fs.existsSync(output)) return true
	return fs.statSync(output).mtimeMs < newestMtime(sources)
}
