// Every web process keeps its own cache of Strapi reads, but Strapi's webhook
// reaches only one of them. The receiving process announces the change on a
// channel all processes listen to: Redis pub/sub when REDIS_URL is set,
// PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, nothing with PGlite
// (one process holds the database). A message lost while a listener reconnects
// is covered by the cache's TTL (CMS_CACHE_TTL_MS).
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { isPostgresUrl } from '#db/client.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { getRedis, type RedisClient } from '#app/modules/redis/redis.server.ts'
import { getCms } from './cms.server.ts'

const channel = 'cms_cache_invalidate'
// Stands for "every cached read" on the wire, where an absent prefix cannot be sent.
const everything = '*'

type Listener = { kind: 'redis' | 'postgres'; stop: () => Promise<void> }
type Slot = { listener?: Promise<Listener | null> }
const slot = ((globalThis as { __cmsBroadcast?: Slot }).__cmsBroadcast ??= {})

const postgresUrl = () => {
	const url = process.env.DATABASE_URL
	return url && isPostgresUrl(url) ? url : undefined
}

function applyMessage(message: string) {
	getCms().invalidate(message === everything ? undefined : message)
}

/**
 * Forgets the cached reads under the prefix (all of them without one) here and
 * in every other web process. A failed announcement is logged, not thrown:
 * the other processes catch up at their TTL.
 */
export async function announceCmsChange(prefix?: string) {
	getCms().invalidate(prefix)
	const message = prefix ?? everything
	try {
		const redis = getRedis()
		if (redis) {
			await (await redis).publish(channel, message)
			return
		}
		if (postgresUrl()) await (await getDb()).execute(sql`select pg_notify(${channel}, ${message})`)
	} catch (error) {
		console.warn(`[cms] announcing a content change to the other processes failed: ${(error as Error).message}`)
	}
}

async function listenOnRedis(redis: Promise<RedisClient>): Promise<Listener> {
	// A connection in subscriber mode takes no other commands, so it is a second one.
	const subscriber = (await redis).duplicate()
	subscriber.on('error', (error: Error) => console.warn(`[cms] cache listener (redis): ${error.message}`))
	await subscriber.connect()
	// node-redis subscribes again by itself after reconnecting.
	await subscriber.subscribe(channel, applyMessage)
	return { kind: 'redis', stop: () => subscriber.close().catch(() => {}) }
}

async function listenOnPostgres(url: string): Promise<Listener> {
	const { default: pgModule } = await import('pg')
	let client: pg.Client | null = null
	let stopped = false
	let retry: NodeJS.Timeout | undefined
	let attempts = 0
	const connect = async () => {
		if (stopped) return
		const next = new pgModule.Client({ connectionString: url })
		const reconnect = (reason: string) => {
			if (stopped || client !== next) return
			client = null
			console.warn(`[cms] cache listener (postgres) lost its connection (${reason}); reconnecting`)
			// Entries cached while nobody was listening may be stale: start afresh.
			getCms().invalidate()
			schedule()
		}
		next.on('error', (error) => reconnect(error.message))
		next.on('end', () => reconnect('closed'))
		next.on('notification', (message) => {
			if (message.channel === channel) applyMessage(message.payload ?? everything)
		})
		client = next
		try {
			await next.connect()
			await next.query(`LISTEN ${channel}`)
			attempts = 0
		} catch (error) {
			if (client === next) {
				client = null
				next.end().catch(() => {})
				if (!stopped) {
					console.warn(`[cms] cache listener (postgres) could not connect: ${(error as Error).message}`)
					schedule()
				}
			}
		}
	}
	const schedule = () => {
		attempts += 1
		retry = setTimeout(() => void connect(), Math.min(attempts * 250, 5000))
		retry.unref()
	}
	await connect()
	return {
		kind: 'postgres',
		stop: async () => {
			stopped = true
			clearTimeout(retry)
			const current = client
			client = null
			await current?.end().catch(() => {})
		},
	}
}

/** Starts listening for other processes' announcements (once per process). */
export function startCmsCacheListener(): Promise<Listener | null> {
	slot.listener ??= (async () => {
		const redis = getRedis()
		if (redis) return listenOnRedis(redis)
		const url = postgresUrl()
		if (url) return listenOnPostgres(url)
		return null
	})().catch((error: unknown) => {
		console.warn(`[cms] cache listener not started, the TTL alone keeps caches fresh: ${(error as Error).message}`)
		return null
	})
	return slot.listener
}

export async function stopCmsCacheListener() {
	const pending = slot.listener
	slot.listener = undefined
	await (await pending)?.stop()
}
