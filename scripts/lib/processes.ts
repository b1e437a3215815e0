import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import readline from 'node:readline'

const colours = { cms: '\x1b[35m', web: '\x1b[36m', db: '\x1b[33m' } as Record<string, string>

/** Starts a long-running child whose output lines are prefixed with its name. */
export function startProcess(
	name: string,
	command: string,
	args: string[],
	options: { cwd: string; env: NodeJS.ProcessEnv; quiet?: boolean },
): ChildProcess {
	const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
	const prefix = `${colours[name] ?? ''}[${name}]\x1b[0m `
	for (const stream of [child.stdout, child.stderr]) {
		const lines = readline.createInterface({ input: stream! })
		lines.on('line', (line) => {
			if (!options.quiet) process.stdout.write(prefix + line + '\n')
		})
	}
	return child
}

/** Resolves when the URL answers with one of the statuses, rejects after the timeout or if the child exits. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number, okStatuses = [200, 204]) {
	const deadline = Date.now() + timeoutMs
	let exited = false
	child.once('exit', () => (exited = true))
	while (Date.now() < deadline) {
		if (exited || child.exitCode !== null) throw new Error(`${url}: the process exited before it answered`)
		try {
			const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
			if (okStatuses.includes(response.status)) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Stops children with SIGTERM, then SIGKILL after a grace period. */
export async function stopProcesses(children: ChildProcess[], graceMs = 8000) {
	await Promise.all(
		children.map(
			(child) =>
				new Promise<void>((resolve) => {
					if (child.exitCode !== null || child.signalCode !== null) return resolve()
					const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
					child.once('exit', () => {
						clearTimeout(timer)
						resolve()
					})
					child.kill('SIGTERM')
				}),
		),
	)
}

/** A port nothing listens on right now, for a server a test or the bench starts. */
export function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}
