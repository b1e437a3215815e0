// Every 5xx of a load run, found by its request: the client keeps the
// X-Request-Id of each answer (load-clients.ts), the web processes' log lines
// carry the same id (web/server/logging.ts), so each 5xx is printed with what
// the server logged while answering it. A clear 503 during an outage is the
// right answer and is left out.
import type { ChildProcess } from 'node:child_process'
import readline from 'node:readline'
import type { Sample } from './load-ledger.ts'

export type ServerLog = { lines: string[] }

/** Keeps every line a web process writes (the bench starts it quiet: nothing is printed). */
export function keepServerLog(name: string, child: ChildProcess, log: ServerLog = { lines: [] }): ServerLog {
	for (const stream of [child.stdout, child.stderr]) {
		if (stream) readline.createInterface({ input: stream }).on('line', (line) => log.lines.push(`[${name}] ${line}`))
	}
	return log
}

export const isServerError = (sample: Sample) => sample.status >= 500 && !sample.note?.endsWith('outage')

/** One line per 5xx, then the server's lines for its request (or the lines near it when it has no id). */
export function describeServerErrors(samples: Sample[], log: ServerLog): string[] {
	const out: string[] = []
	for (const sample of samples.filter(isServerError)) {
		out.push(`5xx ${sample.status} ${sample.kind} ${sample.path} at ${new Date(sample.start).toISOString()} (${sample.ms.toFixed(0)} ms), request ${sample.requestId ?? '(no id)'}`)
		const own = sample.requestId ? log.lines.filter((line) => line.includes(sample.requestId!)) : []
		// An error thrown outside the request's context (a stream, a timer) has no id: the warnings and errors of its time.
		const near = own.length
			? own
			: log.lines.filter((line) => /"level":(40|50|60)/.test(line) && timeOf(line) >= sample.start - 1000 && timeOf(line) <= sample.end + 1000)
		for (const line of near.slice(0, 20)) out.push(`    ${line.slice(0, 2000)}`)
		if (near.length === 0) out.push('    (the server logged nothing for it)')
	}
	return out
}

function timeOf(line: string) {
	const time = line.match(/"time":"([^"]+)"/)?.[1]
	return time ? Date.parse(time) : Number.NaN
}

/** The warnings and errors the web processes logged (a 503 in an outage is a warning), counted, with a few distinct ones. */
export function describeServerLog(log: ServerLog): string[] {
	const levelled = (level: number) => log.lines.filter((line) => line.includes(`"level":${level}`))
	const [warnings, errors] = [levelled(40), [...levelled(50), ...levelled(60)]]
	const messageOf = (line: string) => (line.match(/"msg":"((?:[^"\\]|\\.)*)"/)?.[1] ?? line).replace(/\b[0-9a-f]{8}-[0-9a-f-]{27}\b/g, '…').slice(0, 300)
	const distinct = [...new Set([...errors, ...warnings].map(messageOf))]
	return [`[load] web processes logged ${errors.length} errors and ${warnings.length} warnings`, ...distinct.slice(0, 8).map((message) => `  ${message}`)]
}
