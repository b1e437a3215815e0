// A PostgreSQL server of our own, in a temporary folder, for the fault tests and
// the bench's restart phase: restarting it disturbs nobody, where restarting the
// machine's shared server would break every other test running on it.
// It uses the distribution's binaries (Debian: /usr/lib/postgresql/<version>/bin);
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './processes.ts'

/** The folder holding initdb and pg_ctl of the newest installed PostgreSQL, or null. */
export function postgresBinaries(): string | null {
	const root = '/usr/lib/postgresql'
	const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : []
	for (const version of versions) {
		const bin = path.join(root, version, 'bin')
		if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin
	}
	return null
}

export type PrivatePostgres = {
	/** postgres://postgres@127.0.0.1:<port>/postgres */
	url: string
	/** Stops the server (fast: open connections are ended), keeps it down `downMs`, starts it again. */
	restart: (downMs: number) => Promise<void>
	stop: () => Promise<void>
	start: () => Promise<void>
	/** Stops the server and deletes its folder. */
	remove: () => Promise<void>
}

const isRoot = () => process.getuid?.() === 0

/** Runs one of the server's tools (as `postgres` when we are root) without blocking this process. */
function run(bin: string, tool: string, args: string[]) {
	const command = isRoot() ? 'runuser' : path.join(bin, tool)
	const fullArgs = isRoot() ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args
	return new Promise<void>((resolve, reject) => {
		execFile(command, fullArgs, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
			if (error) reject(new Error(`${tool} ${args.at(-1) ?? ''} failed: ${(stderr || stdout || error.message).trim()}`))
			else resolve()
		})
	})
}

/** Creates and starts a throw-away cluster on a free port (trust authentication; no fsync: a clean stop still keeps every commit, only a machine crash would lose some). */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'))
	const data = path.join(work, 'data')
	if (isRoot()) spawnSync('chown', ['postgres', work])
	const port = await freePort()
	await run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions', '-E', 'UTF8', '--locale', 'C'])
	const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`
	const start = () => run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(work, 'server.log'), '-w', '-t', '30', 'start'])
	const stop = () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'])
	await start()
	const url = `postgres://postgres@127.0.0.1:${port}/postgres`
	return {
		url,
		stop,
		start,
		async restart(downMs) {
			await stop()
			await new Promise((resolve) => setTimeout(resolve, downMs))
			await start()
		},
		async remove() {
			await stop().catch(() => {
				// Stopped already.
			})
			fs.rmSync(work, { recursive: true, force: true })
		},
	}
}

