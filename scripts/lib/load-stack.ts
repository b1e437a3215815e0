// What a load run needs: a migrated, seeded PostgreSQL database, production
// web servers on it, and the world the clients act in (listed dietitians,
// their logins, ZIP codes, CMS pages), read from the running site.
import { spawnSync, type ChildProcess } from 'node:child_process'
import pg from 'pg'
import { createThrowawayDatabase } from '../../db/throwaway-database.ts'
import { startBenchServer } from './bench-server.ts'
import type { LoadWorld, Mailbox } from './load-clients.ts'
import { nodeCommand, root } from './paths.ts'
import { waitForUrl } from './processes.ts'

/** A new database on the server, migrated and seeded with the demo data (87 listed dietitians). */
export async function seededDatabase(serverUrl: string, prefix = 'load') {
	const { url, name } = await createThrowawayDatabase(serverUrl, prefix)
	const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })
	if (seeded.status !== 0) throw new Error(`seeding the load database failed: ${seeded.stderr}`)
	return {
		url,
		async drop() {
			const admin = new pg.Client({ connectionString: serverUrl })
			await admin.connect()
			await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			await admin.end()
		},
	}
}

export const loadAuthLimitPerMinute = 10

/**
 * The production web server as a deployment behind one proxy runs it: client
 * addresses from X-Forwarded-For (each virtual client has its own), the
 * default sign-in limit, mail in the outbox (test mode) unless told otherwise.
 */
export async function startLoadServer(port: number, databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
	const web = startBenchServer(port, databaseUrl, {
		TRUST_PROXY: '1',
		SITE_URL: `http://127.0.0.1:${port}`,
		AUTH_RATE_LIMIT_PER_MINUTE: String(loadAuthLimitPerMinute),
		...env,
	})
	await waitForUrl(`http://127.0.0.1:${port}/readyz`, web, 60_000)
	return web
}

/** Real ZIP codes of the seeded metros (scripts/seeds/demo-profiles.ts). */
const zips = ['10001', '10011', '10022', '11201', '90036', '90024', '60614', '60601', '77006', '85016', '19103', '75201', '33139', '30309', '98101', '02115', '80202', '55401', '97205', '37203', '21201']

/** Reads the world from the site (search answers, CMS links) and the database (the dietitians' logins). */
export async function loadWorld(base: string, databaseUrl: string, options: { mailbox: Mailbox; runId: string; addressBlock: number; withCms: boolean }): Promise<LoadWorld> {
	const profileIds = new Set<number>()
	for (const zip of zips) {
		const answer = await fetch(`${base}/api/dietitians/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ searchZipCode: zip, radius: 25, searchCount: 50 }) })
		const found = (await answer.json()) as { data?: { id: number }[] }
		for (const row of found.data ?? []) profileIds.add(row.id)
	}
	if (profileIds.size === 0) throw new Error('no listed dietitian found by the search API: is the database seeded?')
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	const { rows } = await client.query<{ id: number; email: string }>(
		`select u.id, u.email from users u join profiles p on p.user_id = u.id
		 where p.review_status = 'approved' and u.plan > 0 and u.suspended_at is null and u.email like '%@dietitians.example' order by u.id`,
	)
	await client.end()
	const cmsPaths = options.withCms ? ['/aboutus', '/terms', '/privacypolicy', '/ai-blogpage', '/blogpage'] : []
	if (options.withCms) {
		const list = await (await fetch(`${base}/ai-blogpage`)).text()
		cmsPaths.push(...new Set(list.match(/\/ai-singlepost\/:\d+/g) ?? []))
	}
	return {
		base,
		mailbox: options.mailbox,
		runId: options.runId,
		addressBlock: options.addressBlock,
		authLimitPerMinute: loadAuthLimitPerMinute,
		zips,
		profileIds: [...profileIds],
		cmsPaths,
		// The demo dietitians' password (scripts/seeds/demo-profiles.ts).
		editors: rows.map((row) => ({ email: row.email, password: 'Dietitian-demo-2024!', userId: row.id })),
	}
}

