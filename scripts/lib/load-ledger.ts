// What the load clients sent and what the server acknowledged: every request
// with its kind, status and timing, every write the server said it made (to
// count against the database afterwards), and every request a rate limit
// counts (to tell a justified 429 from a wrong one).

/** One request: `requestId` is the server's X-Request-Id, the key of its log lines for that request. */
export type Sample = { kind: string; status: number; ms: number; start: number; end: number; path: string; note?: string; requestId?: string }

/** A key a rate limit counts, with its limit and window. */
export type LimitKey = { key: string; limit: number; windowMs: number }
type Limited = { action: string; keys: LimitKey[]; start: number; end: number; status: number }

export type WriteKind = 'sign-up' | 'verification' | 'session' | 'newsletter' | 'contact' | 'profile edit'

/**
 * A write a client asked for: `acked` when the server answered that it was
 * done, `refused` when it answered that it was not (a 4xx), `unknown` when no
 * answer says (no answer at all, a 5xx).
 */
export type WriteState = 'acked' | 'refused' | 'unknown'
export type Write = { kind: WriteKind; id: string; state: WriteState; at: number; detail?: Record<string, unknown> }

export class Ledger {
	readonly samples: Sample[] = []
	readonly writes: Write[] = []
	readonly limited: Limited[] = []
	/** Answers a client did not expect (a wrong status), with what it expected and the request's id in the server's log. */
	readonly unexpected: { kind: string; path: string; status: number; expected: number[]; body: string; requestId?: string }[] = []
	/** Accounts signed up and verified during the run, for sign-ins of visitors without one of their own. */
	readonly verifiedAccounts: string[] = []
	/** Mail a flow waited for in vain. */
	readonly mailTimeouts: { kind: string; to: string }[] = []

	record(sample: Sample) {
		this.samples.push(sample)
	}

	write(kind: WriteKind, id: string, state: WriteState, detail?: Record<string, unknown>) {
		this.writes.push({ kind, id, state, at: Date.now(), detail })
	}

	countLimited(action: string, keys: LimitKey[], sample: Sample) {
		this.limited.push({ action, keys, start: sample.start, end: sample.end, status: sample.status })
	}

	/**
	 * 429s no limit explains: a fixed window that refused a request held more
	 * than `limit` hits of one of its keys, all sent between the window's start
	 * (at most `windowMs` before the refused request began) and its answer.
	 */
	unjustified429s() {
		return this.limited.filter(
			(refused) =>
				refused.status === 429 &&
				!refused.keys.some(
					(key) =>
						this.limited.filter(
							(other) => other.action === refused.action && other.keys.some((k) => k.key === key.key) && other.start <= refused.end && other.end >= refused.start - key.windowMs,
						).length > key.limit,
				),
		)
	}

	/** Samples within [from, to) of wall-clock time (a phase of the run). */
	between(from: number, to: number) {
		return this.samples.filter((sample) => sample.start >= from && sample.start < to)
	}
}

export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

export type KindFigures = { kind: string; count: number; p50: number; p95: number; p99: number; statuses: Record<string, number>; serverErrors: number; tooMany: number; noAnswer: number }

/** Per kind: count, latency percentiles, statuses. */
export function figuresByKind(samples: Sample[]): KindFigures[] {
	const kinds = [...new Set(samples.map((sample) => sample.kind))]
	return kinds.map((kind) => {
		const own = samples.filter((sample) => sample.kind === kind)
		const sorted = own.map((sample) => sample.ms).sort((a, b) => a - b)
		const statuses: Record<string, number> = {}
		for (const sample of own) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1
		return {
			kind,
			count: own.length,
			p50: percentile(sorted, 0.5),
			p95: percentile(sorted, 0.95),
			p99: percentile(sorted, 0.99),
			statuses,
			serverErrors: own.filter((sample) => sample.status >= 500).length,
			tooMany: own.filter((sample) => sample.status === 429).length,
			noAnswer: own.filter((sample) => sample.status === 0).length,
		}
	})
}

export function printFigures(title: string, samples: Sample[], seconds: number) {
	const rows = figuresByKind(samples)
	const all = samples.map((sample) => sample.ms).sort((a, b) => a - b)
	console.log(`\n${title}\n`)
	console.log('kind'.padEnd(20) + 'requests'.padStart(9) + 'req/s'.padStart(7) + 'p50 ms'.padStart(8) + 'p95 ms'.padStart(8) + 'p99 ms'.padStart(8) + '5xx'.padStart(5) + '429'.padStart(5) + '  statuses')
	const line = (kind: string, count: number, p50: number, p95: number, p99: number, errors: number, limited: number, statuses: string) =>
		console.log(
			kind.padEnd(20) + String(count).padStart(9) + (count / seconds).toFixed(1).padStart(7) + p50.toFixed(0).padStart(8) + p95.toFixed(0).padStart(8) + p99.toFixed(0).padStart(8) + String(errors).padStart(5) + String(limited).padStart(5) + `  ${statuses}`,
		)
	for (const row of rows) {
		line(row.kind, row.count, row.p50, row.p95, row.p99, row.serverErrors, row.tooMany, Object.entries(row.statuses).map(([status, n]) => `${status === '0' ? 'no answer' : status}×${n}`).join(' '))
	}
	line('all', all.length, percentile(all, 0.5), percentile(all, 0.95), percentile(all, 0.99), rows.reduce((sum, row) => sum + row.serverErrors, 0), rows.reduce((sum, row) => sum + row.tooMany, 0), '')
}
