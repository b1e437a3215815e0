import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import pg from 'pg'
import { nodeCommand, root } from '../../scripts/lib/paths.ts'
import { createThrowawayDatabase } from '../../db/throwaway-database.ts'
import { e2ePreviewSecret, e2eWebhookSecret } from '../ports.ts'
import { startWebServer, type WebServer } from './web-server.ts'

const random = () => crypto.randomBytes(24).toString('base64url')

export type Replicas = { urls: [string, string]; stop: () => Promise<void> }

/**
 * Two production web servers (the built app, web/server.ts) on one new,
 * seeded PostgreSQL database, reading the e2e Strapi with a long cache TTL
 * (so only a broadcast refreshes another process's cache). Redis too when
 * a URL is given. The database is dropped when they stop.
 */
export async function startReplicas(serverUrl: string, options: { redis?: string } = {}): Promise<Replicas> {
	const { url: databaseUrl, name } = await createThrowawayDatabase(serverUrl, 'replicas')
	const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
	if (seeded.status !== 0) throw new Error(`seeding the replicas' database failed: ${seeded.stderr}`)

	const secrets = { SESSION_SECRET: random(), JWT_SECRET: random() }
	const servers: WebServer[] = []
	// One after the other: each runs the (already applied) migrations at start.
	for (const index of [1, 2]) {
		servers.push(
			await startWebServer(`replica-${index}${options.redis ? '-redis' : ''}`, databaseUrl, {
				...secrets,
				...(options.redis ? { REDIS_URL: options.redis } : {}),
				// Behind a proxy, as in production: tests pick a client address with X-Forwarded-For.
				TRUST_PROXY: '1',
				CMS_WEBHOOK_SECRET: e2eWebhookSecret,
				CMS_CACHE_TTL_MS: '600000',
				PREVIEW_SECRET: e2ePreviewSecret,
			}),
		)
	}
	const urls = servers.map((server) => server.url)
	return {
		urls: urls as [string, string],
		async stop() {
			await Promise.all(servers.map((server) => server.stop()))
			const dropper = new pg.Client({ connectionString: serverUrl })
			await dropper.connect()
			await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			await dropper.end()
		},
	}
}
