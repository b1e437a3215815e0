import fs from 'node:fs'
import os from 'node:os'

type LockInfo = { pid: number; host: string; started: string }

/** Field 22 of /proc/<pid>/stat: the process start time in clock ticks since boot. */
function processStart(pid: number): string | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		// The command name (field 2) may contain spaces; fields after it are split after the last ')'.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		const state = fields[0]
		if (state === 'Z' || state === 'X') return null
		return fields[19] ?? null
	} catch {
		return null
	}
}

function isHeld(info: LockInfo): boolean {
	if (info.host !== os.hostname()) return true
	return processStart(info.pid) === info.started
}

/**
 * PGlite takes no lock on its folder, and a second process writing to it loses
 * data silently. This exclusive lockfile makes the second process fail at once.
 * A lock left by a dead process (or a recycled pid) is reclaimed.
 */
export function acquireFolderLock(folder: string): () => void {
	const file = `${folder}.lock`
	const mine: LockInfo = {
		pid: process.pid,
		host: os.hostname(),
		started: processStart(process.pid) ?? '0',
	}
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' })
			let released = false
			return () => {
				if (released) return
				released = true
				fs.rmSync(file, { force: true })
			}
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			let holder: LockInfo | null = null
			try {
				holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo
			} catch {
				holder = null
			}
			if (holder && isHeld(holder)) {
				throw new Error(
					`The database folder ${folder} is in use by process ${holder.pid} on ${holder.host}. ` +
						'Stop that process first (only one process may open an embedded PGlite database).',
				)
			}
			fs.rmSync(file, { force: true })
		}
	}
	throw new Error(`Could not take the lock ${file}`)
}
