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

/** Whether something could listen on the port now. */
function portIsFree(port: number) {
	return new Promise<boolean>((resolve) => {
		const server = net.createServer()
		server.once('error', () => resolve(false))
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
	})
}

const handedOut = new Set<number>()

/**
 * A port nothing listens on right now, for a server a test or the bench starts:
 * one the system picks, or, on a shared machine where each person has a range,
 * one of FREE_PORT_RANGE (e.g. `3210-3299`), never the same twice in a process.
 */
export async function freePort(): Promise<number> {
	const range = process.env.FREE_PORT_RANGE?.match(/^(\d+)-(\d+)$/)
	if (range) {
		const [low, high] = [Number(range[1]), Number(range[2])]
		const size = high - low + 1
		// A random start: two processes of one run rarely try the same port first.
		const offset = Math.floor(Math.random() * size)
		for (let i = 0; i < size; i++) {
			const port = low + ((offset + i) % size)
			if (handedOut.has(port) || !(await portIsFree(port))) continue
			handedOut.add(port)
			return port
		}
		throw new Error(`no free port in FREE_PORT_RANGE ${process.env.FREE_PORT_RANGE}`)
	}
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}
