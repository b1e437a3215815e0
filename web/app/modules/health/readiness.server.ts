import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrationsDir } from '#db/paths.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

type Check = { ok: boolean; ms: number; detail?: string }

async function timed(run: () => Promise<string | undefined>): Promise<Check> {
	const started = performance.now()
	try {
		const detail = await run()
		return { ok: true, ms: Math.round(performance.now() - started), detail }
	} catch (error) {
		return { ok: false, ms: Math.round(performance.now() - started), detail: (error as Error).message.split('\n')[0] }
	}
}

const expectedMigrations = () =>
	(JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

/**
 * Whether this process should get traffic: the database answers with every
 * migration applied. Strapi is reported but does not decide: without it the
 * directory still works and articles come from the cache or say they are away,
 * so a CMS outage must not take every web process out of the load balancer.
 */
export async function readiness() {
	const database = await timed(async () => {
		const db = await getDb()
		await db.execute(sql`select 1`)
		return undefined
	})
	const migrations = await timed(async () => {
		const db = await getDb()
		const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
		const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[]
		const applied = rows[0]?.applied ?? 0
		const expected = expectedMigrations()
		if (applied < expected) throw new Error(`${applied} of ${expected} migrations applied`)
		return `${applied} applied`
	})
	const cms = await timed(async () => {
		const response = await fetch(new URL('/_health', getEnv().STRAPI_URL), { signal: AbortSignal.timeout(1000) })
		if (!response.ok) throw new Error(`Strapi answered ${response.status}`)
		return undefined
	})
	const ready = database.ok && migrations.ok
	return { ready, body: { status: ready ? (cms.ok ? 'ready' : 'degraded') : 'unavailable', checks: { database, migrations, cms } } }
}
