import crypto from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { profileDailyStats, profileViewVisitors } from '#db/schema/statistics.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { isBotAgent } from './bots.ts'
import { utcDay } from './days.ts'

export type ProfileViewer = { id: number; manageRole: string } | null

export type ViewInput = {
	profileUserId: number
	clientIp: string
	userAgent: string | null
	viewer: ProfileViewer
}

/** Why a view does not count, or null when it may. */
export function uncountedReason({ profileUserId, userAgent, viewer }: ViewInput): string | null {
	if (isBotAgent(userAgent)) return 'bot'
	if (viewer?.id === profileUserId) return 'owner'
	if (viewer?.manageRole === 'admin') return 'admin'
	return null
}

/**
 * Counts a view of a profile once per client address (a keyed hash) per UTC day
 * of the clock; bots, the owner and admins are not counted. The User-Agent does
 * not tell visitors apart: anyone can send a new one with each request, which
 * inflated the count. Returns whether this view was counted.
 */
export async function recordProfileView(input: ViewInput): Promise<boolean> {
	if (uncountedReason(input)) return false
	const day = utcDay(now())
	const visitorHash = crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`view:${input.clientIp}`).digest('hex').slice(0, 32)
	const db = await getDb()
	const first = await db
		.insert(profileViewVisitors)
		.values({ profileUserId: input.profileUserId, day, visitorHash })
		.onConflictDoNothing()
		.returning({ day: profileViewVisitors.day })
	if (first.length === 0) return false
	await db
		.insert(profileDailyStats)
		.values({ profileUserId: input.profileUserId, day, views: 1 })
		.onConflictDoUpdate({ target: [profileDailyStats.profileUserId, profileDailyStats.day], set: { views: sql`${profileDailyStats.views} + 1` } })
	// Yesterday's visitors are still needed around midnight; older ones never are.
	if (Math.random() < 0.01) await db.delete(profileViewVisitors).where(lt(profileViewVisitors.day, sql`${day}::date - 1`))
	return true
}

/** Profile pages one address may load a minute: past it, the counter refuses (a person reading profiles never meets it). */
export const profileViewsPerMinute = 60

/** Counts one call of the view counter by `clientIp`; the seconds to wait when over the limit, else 0. */
export const profileViewLimitWait = (clientIp: string) => hitRateLimit(`profile-view:ip:${clientIp}`, profileViewsPerMinute)
