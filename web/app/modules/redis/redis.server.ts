import { createClient } from '@redis/client'
import { getEnv } from '#app/modules/config/env.server.ts'

const connect = (url: string) =>
	createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) } })

export type RedisClient = ReturnType<typeof connect>

type Slot = { client?: Promise<RedisClient> }
const slot = ((globalThis as { __redis?: Slot }).__redis ??= {})

/** The process's Redis connection when REDIS_URL is set (shared state across web processes), else null. */
export function getRedis(): Promise<RedisClient> | null {
	const url = getEnv().REDIS_URL
	if (!url) return null
	slot.client ??= (async () => {
		const client = connect(url)
		// A lost connection reconnects by itself; commands fail meanwhile and callers decide.
		client.on('error', (error: Error) => console.warn(`[redis] ${error.message}`))
		await client.connect()
		return client
	})()
	slot.client.catch(() => {
		slot.client = undefined
	})
	return slot.client
}

export async function closeRedis() {
	const pending = slot.client
	slot.client = undefined
	if (pending) await (await pending).close().catch(() => {})
}
