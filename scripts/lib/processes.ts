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

/** Ports this process handed out, and when: a server may take a moment to listen on one. */
const handedOut = new Map<number, number>()
const reuseAfterMs = 60_000

/** The ports of FREE_PORT_RANGE: `low-high`, or several such ranges separated by commas. */
function portRange(spec: string): number[] | null {
	const ranges = spec.split(',').map((part) => part.trim().match(/^(\d+)-(\d+)$/))
	if (ranges.some((range) => !range)) return null
	return ranges.flatMap((range) => {
		const [low, high] = [Number(range![1]), Number(range![2])]
		return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i)
	})
}

/**
 * A port nothing listens on right now, for a server a test or the bench starts:
 * one the system picks, or, on a shared machine where each person has a range,
 * one of FREE_PORT_RANGE (e.g. `3210-3299`, or `3503-3509,1840-1847`). A port is not
 * handed out twice within a minute by one process, so two servers starting at
 * once never get the same one; a long test run reuses its ports after that.
 */
export async function freePort(): Promise<number> {
	const ports = process.env.FREE_PORT_RANGE ? portRange(process.env.FREE_PORT_RANGE) : null
	if (ports) {
		// A random start: two processes of one run rarely try the same port first.
		const offset = Math.floor(Math.random() * ports.length)
		for (let i = 0; i < ports.length; i++) {
			const port = ports[(offset + i) % ports.length]!
			const handed = handedOut.get(port)
			if ((handed !== undefined && Date.now() - handed < reuseAfterMs) || !(await portIsFree(port))) continue
			handedOut.set(port, Date.now())
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
