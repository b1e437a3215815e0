// After a load run: the rows in the database against what the server told the
// clients. A write it acknowledged must be there exactly once; a write it
// refused must not be; a write whose answer never came (or was a 5xx) may be
// either, once.
import pg from 'pg'
import type { Ledger, Write, WriteKind } from './load-ledger.ts'

export type AuditRow = { kind: WriteKind; acked: number; stored: number; lost: number; duplicates: number; refusedButStored: number; unknownStored: number }

export type Audit = {
	rows: AuditRow[]
	lost: number
	duplicates: number
	refusedButStored: number
	serverErrors: number
	unjustified429: number
	unexpected: number
	/** Every invariant holds. */
	ok: boolean
}

/** Rows found per write id (several rows for one id is a duplicate). */
type Found = Map<string, number>

async function found(client: pg.Client, text: string, params: unknown[]): Promise<Found> {
	const { rows } = await client.query<{ id: string; n: number }>(text, params)
	return new Map(rows.map((row) => [row.id, Number(row.n)]))
}

/**
 * Per kind of write: the rows of this run. Sign-ups and subscribers by their
 * e-mail, sessions by id, contact requests by the reference in their message,
 * profile edits by the revision in the summary (only the newest one is kept:
 * there, "lost" means the profile shows an older revision than the last one
 * acknowledged).
 */
async function storedRows(client: pg.Client, runId: string, ledger: Ledger): Promise<Record<WriteKind, Found>> {
	const like = (prefix: string) => `${prefix}.${runId}.%`
	const sessions = ledger.writes.filter((write) => write.kind === 'session').map((write) => write.id)
	const editors = [...new Set(ledger.writes.filter((write) => write.kind === 'profile edit').map((write) => Number(write.detail?.userId)))]
	return {
		'sign-up': await found(client, 'select lower(email) as id, count(*)::int as n from users where email like $1 group by 1', [like('u')]),
		verification: await found(client, 'select lower(email) as id, count(*)::int as n from users where email like $1 and verified group by 1', [like('u')]),
		session: await found(client, 'select id, count(*)::int as n from sessions where id = any($1) group by 1', [sessions]),
		newsletter: await found(client, 'select email as id, count(*)::int as n from subscribers where email like $1 and confirmed_at is not null group by 1', [like('n')]),
		contact: await found(
			client,
			`select substring(message from 'Reference (${runId}-[0-9]+-[0-9]+)') as id, count(*)::int as n from contact_requests where message like $1 group by 1`,
			[`%Reference ${runId}-%`],
		),
		'profile edit': await found(client, `select substring(summary from 'Revision (${runId}-[0-9]+-[0-9]+)') as id, 1 as n from profiles where user_id = any($1) and summary like $2`, [editors, `%Revision ${runId}-%`]),
	}
}

/** Per editor, the revisions the profile may show now: the last acknowledged one, or any later one whose answer is unknown. */
function acceptableRevisions(writes: Write[]) {
	const byEditor = new Map<number, Write[]>()
	for (const write of writes) byEditor.set(Number(write.detail?.userId), [...(byEditor.get(Number(write.detail?.userId)) ?? []), write])
	const acceptable = new Map<number, { allowed: Set<string>; lastAcked: string | null }>()
	for (const [editor, own] of byEditor) {
		own.sort((a, b) => Number(a.detail?.sequence) - Number(b.detail?.sequence))
		const lastAckedIndex = own.map((write) => write.state).lastIndexOf('acked')
		const allowed = new Set(own.slice(Math.max(0, lastAckedIndex)).filter((write, i) => i === 0 || write.state === 'unknown').map((write) => write.id))
		if (lastAckedIndex === -1) for (const write of own) if (write.state === 'unknown') allowed.add(write.id)
		acceptable.set(editor, { allowed, lastAcked: lastAckedIndex === -1 ? null : own[lastAckedIndex]!.id })
	}
	return acceptable
}

export async function auditRun(databaseUrl: string, runId: string, ledger: Ledger, samples = ledger.samples): Promise<Audit> {
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	let stored: Record<WriteKind, Found>
	try {
		stored = await storedRows(client, runId, ledger)
	} finally {
		await client.end()
	}
	const rows: AuditRow[] = []
	for (const kind of ['sign-up', 'verification', 'session', 'newsletter', 'contact', 'profile edit'] as WriteKind[]) {
		const writes = ledger.writes.filter((write) => write.kind === kind && (kind === 'session' || write.id.includes(runId)))
		const rowsOf = stored[kind]
		if (kind === 'profile edit') {
			const acceptable = acceptableRevisions(writes)
			let lost = 0
			for (const { allowed, lastAcked } of acceptable.values()) {
				if (!lastAcked) continue
				const shown = [...allowed].some((id) => rowsOf.has(id))
				if (!shown) lost++
			}
			rows.push({
				kind,
				acked: writes.filter((write) => write.state === 'acked').length,
				stored: rowsOf.size,
				lost,
				duplicates: 0,
				refusedButStored: writes.filter((write) => write.state === 'refused' && rowsOf.has(write.id)).length,
				unknownStored: writes.filter((write) => write.state === 'unknown' && rowsOf.has(write.id)).length,
			})
			continue
		}
		const acked = writes.filter((write) => write.state === 'acked')
		const asked = new Set(writes.map((write) => write.id))
		// A verification, a session, a subscriber exists once by construction (a key); a second acknowledgement of the same id is not a second row.
		const ackedIds = new Set(acked.map((write) => write.id))
		rows.push({
			kind,
			acked: ackedIds.size,
			stored: [...rowsOf.values()].reduce((sum, n) => sum + n, 0),
			lost: [...ackedIds].filter((id) => !rowsOf.has(id)).length,
			// Two rows for one write, or rows no client asked for (or was told were not made).
			duplicates: [...rowsOf.entries()].filter(([id, n]) => n > 1 || !asked.has(id)).length,
			refusedButStored: writes.filter((write) => write.state === 'refused' && rowsOf.has(write.id) && !ackedIds.has(write.id)).length,
			unknownStored: writes.filter((write) => write.state === 'unknown' && rowsOf.has(write.id)).length,
		})
	}
	const sum = (pick: (row: AuditRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
	const serverErrors = samples.filter((sample) => sample.status >= 500 && !sample.note?.endsWith('outage')).length
	const audit = {
		rows,
		lost: sum((row) => row.lost),
		duplicates: sum((row) => row.duplicates),
		refusedButStored: sum((row) => row.refusedButStored),
		serverErrors,
		unjustified429: ledger.unjustified429s().length,
		unexpected: ledger.unexpected.length,
	}
	return { ...audit, ok: audit.lost + audit.duplicates + audit.refusedButStored + audit.serverErrors + audit.unjustified429 + audit.unexpected === 0 }
}

export function printAudit(audit: Audit, ledger: Ledger) {
	console.log('\nrows in the database against acknowledged writes\n')
	console.log('write'.padEnd(16) + 'acked'.padStart(7) + 'rows'.padStart(7) + 'lost'.padStart(6) + 'dupl.'.padStart(7) + 'refused+stored'.padStart(16) + 'unanswered+stored'.padStart(19))
	for (const row of audit.rows) {
		console.log(row.kind.padEnd(16) + String(row.acked).padStart(7) + String(row.stored).padStart(7) + String(row.lost).padStart(6) + String(row.duplicates).padStart(7) + String(row.refusedButStored).padStart(16) + String(row.unknownStored).padStart(19))
	}
	console.log(
		`\nlost acknowledged writes ${audit.lost}, duplicates ${audit.duplicates}, refused but stored ${audit.refusedButStored}, 5xx ${audit.serverErrors}, 429 without a limit reached ${audit.unjustified429}, other unexpected answers ${audit.unexpected}, mail not arrived in time ${ledger.mailTimeouts.length}`,
	)
	for (const late of ledger.mailTimeouts.slice(0, 5)) console.log(`  mail not arrived in time: ${late.kind} to ${late.to}`)
	for (const wrong of ledger.unexpected.slice(0, 10)) console.log(`  unexpected: ${wrong.kind} ${wrong.path} → ${wrong.status} (expected ${wrong.expected.join('/')}), request ${wrong.requestId ?? '(no id)'}: ${wrong.body}`)
	for (const refused of ledger.unjustified429s().slice(0, 5)) console.log(`  429 without a limit reached: ${refused.action} ${refused.keys.map((key) => key.key).join(', ')}`)
}
