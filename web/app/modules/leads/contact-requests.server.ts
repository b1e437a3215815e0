import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { hitRateLimit, returnRateLimitHit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import type { ContactInput } from './contact-form.ts'

/** Requests one address may send in a quarter hour, and one profile may receive in an hour. */
export const contactLimits = { perIp: 5, perIpWindowMs: 15 * 60_000, perProfile: 20, perProfileWindowMs: 60 * 60_000 }

export type ContactOutcome =
	| { status: 'sent'; id: number; dietitianName: string }
	| { status: 'not-found' }
	| { status: 'no-requests'; officeNumber: string | null }
	| { status: 'rate-limited'; retryAfter: number }

/** Whether a plan takes contact requests: the billing entitlement decides. */
export const takesContactRequests = (plan: number) => hasEntitlement(plan, 'contactRequests')

/**
 * Stores a visitor's request to a listed dietitian, then mails it (to the
 * dietitian with reply-to the visitor, and a copy to the visitor) from
 * durable jobs: a mail failure is retried and never loses the request.
 */
export async function submitContactRequest(profileUserId: number, input: ContactInput, clientIp: string): Promise<ContactOutcome> {
	const target = await getContactTarget(profileUserId)
	if (!target || target.status !== 'listed') return { status: 'not-found' }
	if (!takesContactRequests(target.plan)) return { status: 'no-requests', officeNumber: target.officeNumber }
	// The address first, so that one sender over its limit cannot use up the profile's; a request the
	// profile's limit refuses gives its address hit back, so it costs the sender nothing either.
	const ipKey = `contact:ip:${clientIp}`
	const ipWait = await hitRateLimit(ipKey, contactLimits.perIp, contactLimits.perIpWindowMs)
	if (ipWait > 0) return { status: 'rate-limited', retryAfter: ipWait }
	const profileWait = await hitRateLimit(`contact:profile:${profileUserId}`, contactLimits.perProfile, contactLimits.perProfileWindowMs)
	if (profileWait > 0) {
		await returnRateLimitHit(ipKey)
		return { status: 'rate-limited', retryAfter: profileWait }
	}
	const db = await getDb()
	const [row] = await db
		.insert(contactRequests)
		.values({ profileUserId, name: input.name, email: input.email, phone: input.phone || null, preferredContact: input.preferredContact, message: input.message })
		.returning({ id: contactRequests.id })
	await enqueueJob('contact-request-mail', { requestId: row!.id })
	await enqueueJob('contact-request-copy', { requestId: row!.id })
	return { status: 'sent', id: row!.id, dietitianName: target.name }
}

export const rateLimitedMessage = (seconds: number) =>
	`Too many messages were sent from here. Please try again in ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`}.`

export async function findContactRequest(id: number) {
	const db = await getDb()
	const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id))
	return row ?? null
}

export async function markMailed(id: number) {
	const db = await getDb()
	await db.update(contactRequests).set({ mailedAt: new Date() }).where(eq(contactRequests.id, id))
}

export type ContactRequestItem = Awaited<ReturnType<typeof listContactRequests>>[number]

/** A dietitian's requests, newest first. */
export async function listContactRequests(profileUserId: number, limit = 50) {
	const db = await getDb()
	return db
		.select({
			id: contactRequests.id,
			name: contactRequests.name,
			email: contactRequests.email,
			phone: contactRequests.phone,
			preferredContact: contactRequests.preferredContact,
			message: contactRequests.message,
			mailed: sql<boolean>`${contactRequests.mailedAt} is not null`,
			read: sql<boolean>`${contactRequests.readAt} is not null`,
			createdAt: contactRequests.createdAt,
		})
		.from(contactRequests)
		.where(eq(contactRequests.profileUserId, profileUserId))
		.orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
		.limit(limit)
}

/** Marks one of the dietitian's own requests read; false when it is not theirs. */
export async function markContactRequestRead(profileUserId: number, id: number) {
	const db = await getDb()
	const updated = await db
		.update(contactRequests)
		.set({ readAt: sql`coalesce(${contactRequests.readAt}, now())` })
		.where(and(eq(contactRequests.id, id), eq(contactRequests.profileUserId, profileUserId)))
		.returning({ id: contactRequests.id })
	return updated.length > 0
}

/** Requests per UTC day from `since` (YYYY-MM-DD) on, for the dashboard's figures. */
export async function requestCountsByDay(profileUserId: number, since: string) {
	const db = await getDb()
	const day = sql<string>`to_char(${contactRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
	return db
		.select({ day, requests: sql<number>`count(*)`.mapWith(Number) })
		.from(contactRequests)
		.where(and(eq(contactRequests.profileUserId, profileUserId), gte(contactRequests.createdAt, new Date(`${since}T00:00:00Z`))))
		.groupBy(day)
}

/** All of a profile's requests and those of the last 30 days (the admin's user page). */
export async function contactRequestCounts(profileUserId: number, now = new Date()) {
	const db = await getDb()
	const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)
	const [row] = await db
		.select({
			total: sql<number>`count(*)`.mapWith(Number),
			lastThirtyDays: sql<number>`count(*) filter (where ${contactRequests.createdAt} >= ${since.toISOString()})`.mapWith(Number),
		})
		.from(contactRequests)
		.where(eq(contactRequests.profileUserId, profileUserId))
	return { total: row?.total ?? 0, lastThirtyDays: row?.lastThirtyDays ?? 0 }
}
