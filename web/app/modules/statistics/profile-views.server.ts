import crypto from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { profileDailyStats, profileViewVisitors } from '#db/schema/statistics.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { isBotAgent } from './bots.ts'
import { utcDay } from './days.ts'

export type ProfileViewer = { id: number; manageRole: string } | null

export type ViewInput = {
	profileUserId: number
	clientIp: string
	userAgent: string | null
	viewer: ProfileViewer
	now?: Date
}

/** Why a view does not count, or null when it may. */
export function uncountedReason({ profileUserId, userAgent, viewer }: ViewInput): string | null {
	if (isBotAgent(userAgent)) return 'bot'
	if (viewer?.id === profileUserId) return 'owner'
	if (viewer?.manageRole === 'admin') return 'admin'
	return null
}

/**
 * Counts a view of a profile once per visitor (keyed hash of address and
 * browser) per UTC day; bots, the owner and admins are not counted.
 * Returns whether this view was counted.
 */
export async function recordProfileView(input: ViewInput): Promise<boolean> {
	if (uncountedReason(input)) return false
	const day = utcDay(input.now ?? new Date())
	const visitorHash = crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`view:${input.clientIp}:${input.userAgent}`).digest('hex').slice(0, 32)
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
