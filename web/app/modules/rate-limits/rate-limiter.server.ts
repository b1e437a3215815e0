import crypto from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { rateLimits } from '#db/schema/rate-limits.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { getRedis } from '#app/modules/redis/redis.server.ts'

/** The key as stored (a keyed hash: no address or e-mail is kept); Redis names it `rl:<hash>`. */
export const rateLimitKeyHash = (key: string) => crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(key).digest('hex')

/**
 * Counts one hit of `key` in its current fixed window and returns the seconds
 * to wait when the key is over `limit` (0: go on). The counters are shared by
 * every web process: in Redis when REDIS_URL is set, else in the database.
 */
export async function hitRateLimit(key: string, limit: number, windowMs = 60_000): Promise<number> {
	const hashed = rateLimitKeyHash(key)
	const redis = getRedis()
	const { hits, resetInMs } = redis ? await hitInRedis(await redis, hashed, windowMs) : await hitInDatabase(hashed, windowMs)
	return hits > limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0
}

async function hitInRedis(redis: NonNullable<Awaited<ReturnType<typeof getRedis>>>, key: string, windowMs: number) {
	const name = `rl:${key}`
	const [hits, , ttl] = (await redis.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec()) as unknown as [number, number, number]
	return { hits: Number(hits), resetInMs: ttl > 0 ? Number(ttl) : windowMs }
}

async function hitInDatabase(key: string, windowMs: number) {
	const db = await getDb()
	const window = sql`${`${windowMs} milliseconds`}::interval`
	// One atomic statement: a new window starts when the old one is over.
	const [row] = await db
		.insert(rateLimits)
		.values({ keyHash: key, windowStartedAt: sql`now()`, hits: 1 })
		.onConflictDoUpdate({
			target: rateLimits.keyHash,
			set: {
				hits: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then 1 else ${rateLimits.hits} + 1 end`,
				windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then now() else ${rateLimits.windowStartedAt} end`,
			},
		})
		.returning({
			hits: rateLimits.hits,
			resetInMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())) * 1000)::float8`,
		})
	// Now and then, forget windows that ended long ago.
	if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 hour'`))
	return { hits: row!.hits, resetInMs: Number(row!.resetInMs) }
}

/**
 * Gives back one hit of `key` in its current window: for a request that a
 * second, later limit refused, so the first is not used up by it.
 */
export async function returnRateLimitHit(key: string): Promise<void> {
	const hashed = rateLimitKeyHash(key)
	const redis = getRedis()
	if (redis) {
		const client = await redis
		// Only while the window lives: a key that expired meanwhile must not come back without a TTL.
		await client.eval("if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0", { keys: [`rl:${hashed}`] })
		return
	}
	const db = await getDb()
	await db
		.update(rateLimits)
		.set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
		.where(eq(rateLimits.keyHash, hashed))
}
