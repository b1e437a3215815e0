import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { rateLimits } from '#db/schema/rate-limits.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { hitRateLimit, rateLimitKeyHash, returnRateLimitHit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { closeRedis, getRedis } from '#app/modules/redis/redis.server.ts'
import { missingService, redisTestUrl } from '../../../scripts/lib/test-services.ts'
import { needService } from '../services.ts'
import { secondsLeftOfWindow } from './retry-after.ts'

const unique = () => `test:${crypto.randomUUID()}`

// A window far longer than the test: every hit of one test lands in the same window, however slow the machine.
const windowMs = 60_000

/** What the passing of the window does to the stored counter, done at once: Redis expires the key, the row's window lies in the past. */
async function endWindow(key: string) {
	const hashed = rateLimitKeyHash(key)
	const redis = getRedis()
	if (redis) {
		expect(await (await redis).del(`rl:${hashed}`)).toBe(1)
		return
	}
	const db = await getDb()
	const moved = await db
		.update(rateLimits)
		.set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - ${`${windowMs} milliseconds`}::interval` })
		.where(eq(rateLimits.keyHash, hashed))
		.returning({ keyHash: rateLimits.keyHash })
	expect(moved).toHaveLength(1)
}

async function expectLimit() {
	const key = unique()
	const waits = []
	const firstHitAt = Date.now()
	for (let i = 0; i < 4; i++) waits.push(await hitRateLimit(key, 3, windowMs))
	expect(waits.slice(0, 3)).toEqual([0, 0, 0])
	// The 4th waits for the rest of the window, in whole seconds.
	secondsLeftOfWindow(waits[3]!, windowMs / 1000, firstHitAt)
	// Another key has its own window.
	expect(await hitRateLimit(unique(), 3, windowMs)).toBe(0)
	await endWindow(key)
	// A new window, begun by the next hit: three hits again, the 4th waits for the rest of it.
	const newWindowAt = Date.now()
	for (let i = 0; i < 3; i++) expect(await hitRateLimit(key, 3, windowMs)).toBe(0)
	secondsLeftOfWindow(await hitRateLimit(key, 3, windowMs), windowMs / 1000, newWindowAt)
}

/** A hit given back frees one place in the window, once; it never goes below zero. */
async function expectReturnedHit() {
	const key = unique()
	const firstHitAt = Date.now()
	for (let i = 0; i < 3; i++) expect(await hitRateLimit(key, 3, 60_000)).toBe(0)
	await returnRateLimitHit(key)
	expect(await hitRateLimit(key, 3, 60_000)).toBe(0)
	secondsLeftOfWindow(await hitRateLimit(key, 3, 60_000), 60, firstHitAt)
	const fresh = unique()
	await returnRateLimitHit(fresh)
	const freshFirstHitAt = Date.now()
	for (let i = 0; i < 3; i++) expect(await hitRateLimit(fresh, 3, 60_000)).toBe(0)
	secondsLeftOfWindow(await hitRateLimit(fresh, 3, 60_000), 60, freshFirstHitAt)
}

describe('the shared rate limiter', () => {
	test('in the database: the 4th hit in a window waits, a new window starts afresh', async () => {
		delete process.env.REDIS_URL
		delete (globalThis as { __env?: unknown }).__env
		await expectLimit()
	})

	test('in the database: a returned hit frees one place', async () => {
		await expectReturnedHit()
	})

	test('concurrent hits are all counted (one atomic statement each)', async () => {
		const key = unique()
		const waits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(key, 10, 60_000)))
		expect(waits.filter((w) => w === 0)).toHaveLength(10)
	})
})

const redisMissing = await missingService('redis')

describe('the shared rate limiter in Redis', () => {
	afterAll(async () => {
		await closeRedis()
		delete process.env.REDIS_URL
		delete (globalThis as { __env?: unknown }).__env
	})

	test('with REDIS_URL: the same limits, kept in Redis', async (ctx) => {
		needService(ctx, redisMissing)
		process.env.REDIS_URL = redisTestUrl
		delete (globalThis as { __env?: unknown }).__env
		await expectLimit()
		const key = unique()
		const waits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(key, 10, 60_000)))
		expect(waits.filter((w) => w === 0)).toHaveLength(10)
		expect(waits.find((w) => w > 0)).toBeGreaterThan(50)
		await expectReturnedHit()
	})
})
