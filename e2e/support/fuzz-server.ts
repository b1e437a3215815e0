import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { nodeCommand, root } from '../../scripts/lib/paths.ts'
import { createThrowawayDatabase } from '../../db/throwaway-database.ts'
import { startWebServer } from './web-server.ts'

// Tables that change without a request of the fuzz asking: attempts counted by the
// rate limits, and the job queue and mail outbox that work off earlier accepted requests,
// with the signed links those mails carry.
const changesOnItsOwn = new Set(['rate_limits', 'jobs', 'outbox', 'action_links'])

export type FuzzServer = {
	url: string
	child: ChildProcess
	/** One md5 per table (PostgreSQL only; null on PGlite, whose folder the server holds locked). */
	checksum: (() => Promise<Map<string, string>>) | null
	stop: () => Promise<void>
}

/**
 * The production build on a database of its own, seeded like `npm start`, with the
 * sign-in limit out of the way: a fuzz run must not spend the limit the other browser
 * tests' sign-ins need. PostgreSQL when TEST_DATABASE_URL is set (then the tables can be
 * checksummed while it runs), PGlite otherwise.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
	const serverUrl = process.env.TEST_DATABASE_URL
	const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, 'fuzz') : null
	const pgliteDir = throwaway ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-fuzz-'))
	const databaseUrl = throwaway?.url ?? path.join(pgliteDir!, 'pg')
	const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
	if (seeded.status !== 0) throw new Error(`seeding the fuzz database failed: ${seeded.stderr}`)

	const server = await startWebServer('web-fuzz', databaseUrl, {
		AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
		// So Stripe's webhook reads and checks the hostile deliveries instead of answering 503 unconfigured.
		STRIPE_WEBHOOK_SECRET: 'whsec_fuzz0123456789abcdefghijklmnop',
	})
	// Time stands still while the fuzz runs: stopping the server's clock runs what is due now (the
	// demo's sweeps and their mails) and leaves nothing to fall due later, so a table that changes
	// during an all-rejected batch was changed by the batch, not by a sweep of time passing.
	const stopped = await fetch(`${server.url}/dev/clock`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify({ at: new Date().toISOString() }) })
	if (stopped.status !== 200) throw new Error(`stopping the fuzz server's clock answered ${stopped.status}`)
	const client = throwaway ? new pg.Client({ connectionString: throwaway.url }) : null
	await client?.connect()
	let query: string | null = null
	const checksum = client
		? async () => {
				if (!query) {
					const tables = await client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
					query = tables.rows
						.filter(({ tablename }) => !changesOnItsOwn.has(tablename))
						.map(({ tablename }) => `select '${tablename}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${tablename}" t`)
						.join(' union all ')
				}
				const result = await client.query<{ name: string; sum: string }>(query)
				return new Map(result.rows.map((row) => [row.name, row.sum]))
			}
		: null

	return {
		url: server.url,
		child: server.child,
		checksum,
		async stop() {
			await client?.end()
			await server.stop()
			if (throwaway && serverUrl) {
				const dropper = new pg.Client({ connectionString: serverUrl })
				await dropper.connect()
				await dropper.query(`DROP DATABASE IF EXISTS ${throwaway.name} WITH (FORCE)`)
				await dropper.end()
			}
			if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true })
		},
	}
}
