import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { hitRateLimit, returnRateLimitHit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'
import type { ContactInput } from './contact-form.ts'

/**
 * Requests one address may send in a quarter hour; confirmed requests one
 * profile may receive in an hour; held (unconfirmed) requests one e-mail
 * address may have in a day, so the form cannot fill a stranger's inbox with
 * confirmation mails either.
 */
export const contactLimits = { perIp: 5, perIpWindowMs: 15 * 60_000, perProfile: 20, perProfileWindowMs: 60 * 60_000, heldPerEmail: 3, heldPerEmailWindowMs: 24 * 60 * 60_000 }

/** How long a request waits for its visitor to confirm their address before it is deleted. */
export const confirmWithinMs = 24 * 60 * 60_000

export type ContactOutcome =
	| { status: 'held'; id: number; dietitianName: string }
	| { status: 'not-found' }
	| { status: 'no-requests'; officeNumber: string | null }
	| { status: 'rate-limited'; retryAfter: number; message?: string }

/** Whether a plan takes contact requests: the billing entitlement decides. */
export const takesContactRequests = (plan: number) => hasEntitlement(plan, 'contactRequests')

type Db = Awaited<ReturnType<typeof getDb>>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Seconds until the profile takes another confirmed request (0 now): only
 * confirmed requests count, so holds nobody confirms cannot silence a form.
 */
export async function profileCapWait(db: Db | Tx, profileUserId: number): Promise<number> {
	const at = now().getTime()
	const since = new Date(at - contactLimits.perProfileWindowMs)
	const rows = await db
		.select({ confirmedAt: contactRequests.confirmedAt })
		.from(contactRequests)
		.where(and(eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt), gte(contactRequests.confirmedAt, since)))
		.orderBy(desc(contactRequests.confirmedAt))
		.limit(contactLimits.perProfile)
	if (rows.length < contactLimits.perProfile) return 0
	const oldest = rows[rows.length - 1]!.confirmedAt!.getTime()
	return Math.max(1, Math.ceil((oldest + contactLimits.perProfileWindowMs - at) / 1000))
}

/**
 * Holds a visitor's request to a listed dietitian until the visitor confirms
 * their address with a signed link (mailed from a durable job). Nothing else
 * is mailed, and nothing of what they typed: the address receives only the
 * site's own words and the link (issue 27).
 */
export async function submitContactRequest(profileUserId: number, input: ContactInput, clientIp: string): Promise<ContactOutcome> {
	const target = await getContactTarget(profileUserId)
	if (!target || target.status !== 'listed') return { status: 'not-found' }
	if (!takesContactRequests(target.plan)) return { status: 'no-requests', officeNumber: target.officeNumber }
	// The address first, so that one sender over its limit cannot use up the profile's; a request the
	// profile's cap refuses gives its address hit back, so it costs the sender nothing either.
	const ipKey = `contact:ip:${clientIp}`
	const ipWait = await hitRateLimit(ipKey, contactLimits.perIp, contactLimits.perIpWindowMs)
	if (ipWait > 0) return { status: 'rate-limited', retryAfter: ipWait }
	const db = await getDb()
	const profileWait = await profileCapWait(db, profileUserId)
	if (profileWait > 0) {
		await returnRateLimitHit(ipKey)
		return { status: 'rate-limited', retryAfter: profileWait }
	}
	const at = now()
	// One person, however the address is spelled (`dup+1@…` is `dup@…`).
	const email = emailKey(input.email)
	const id = await db.transaction(async (tx) => {
		// One person's holds are counted one at a time.
		await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${email}`}, 0))`)
		const [held] = await tx
			.select({ n: sql<number>`count(*)::int` })
			.from(contactRequests)
			.where(and(eq(contactRequests.emailKey, email), isNull(contactRequests.confirmedAt), gte(contactRequests.createdAt, new Date(at.getTime() - contactLimits.heldPerEmailWindowMs))))
		if ((held?.n ?? 0) >= contactLimits.heldPerEmail) return null
		const [row] = await tx
			.insert(contactRequests)
			.values({
				profileUserId,
				name: input.name,
				email: input.email,
				emailKey: email,
				phone: input.phone || null,
				preferredContact: input.preferredContact,
				message: input.message,
				locale: input.locale ?? 'en',
				createdAt: at,
				confirmBy: new Date(at.getTime() + confirmWithinMs),
			})
			.returning({ id: contactRequests.id })
		return row!.id
	})
	if (id === null) return { status: 'rate-limited', retryAfter: 86_400, message: heldPerEmailMessage }
	await enqueueJob('contact-request-confirm', { requestId: id })
	return { status: 'held', id, dietitianName: target.name }
}

export const heldPerEmailMessage = `This e-mail address already has ${contactLimits.heldPerEmail} messages waiting for confirmation. Please confirm them from your e-mail, or try again tomorrow.`

export const waitWords = (seconds: number) => (seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`)

export const rateLimitedMessage = (seconds: number) => `Too many messages were sent from here. Please try again in ${waitWords(seconds)}.`

export async function findContactRequest(id: number) {
	const db = await getDb()
	const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id))
	return row ?? null
}

export type ContactRequestRow = NonNullable<Awaited<ReturnType<typeof findContactRequest>>>

export async function markMailed(id: number) {
	const db = await getDb()
	await db.update(contactRequests).set({ mailedAt: now() }).where(eq(contactRequests.id, id))
}

export type ContactRequestItem = Awaited<ReturnType<typeof listContactRequests>>[number]

/** A dietitian's confirmed requests, newest first (a held one is not theirs to see until its visitor confirms it). */
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
			replyDueAt: contactRequests.replyDueAt,
			repliedAt: contactRequests.repliedAt,
			replyKind: contactRequests.replyKind,
			replyMessage: contactRequests.replyMessage,
		})
		.from(contactRequests)
		.where(and(eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt)))
		.orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
		.limit(limit)
}

/** Marks one of the dietitian's own requests read; false when it is not theirs. */
export async function markContactRequestRead(profileUserId: number, id: number) {
	const db = await getDb()
	const updated = await db
		.update(contactRequests)
		.set({ readAt: sql`coalesce(${contactRequests.readAt}, ${now().toISOString()}::timestamptz)` })
		.where(and(eq(contactRequests.id, id), eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt)))
		.returning({ id: contactRequests.id })
	return updated.length > 0
}

/** Confirmed requests per UTC day from `since` (YYYY-MM-DD) on, for the dashboard's figures. */
export async function requestCountsByDay(profileUserId: number, since: string) {
	const db = await getDb()
	const day = sql<string>`to_char(${contactRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
	return db
		.select({ day, requests: sql<number>`count(*)`.mapWith(Number) })
		.from(contactRequests)
		.where(and(eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt), gte(contactRequests.createdAt, new Date(`${since}T00:00:00Z`))))
		.groupBy(day)
}

/** All of a profile's confirmed requests and those of the last 30 days (the admin's user page). */
export async function contactRequestCounts(profileUserId: number, at = now()) {
	const db = await getDb()
	const since = new Date(at.getTime() - 30 * 24 * 60 * 60 * 1000)
	const [row] = await db
		.select({
			total: sql<number>`count(*)`.mapWith(Number),
			lastThirtyDays: sql<number>`count(*) filter (where ${contactRequests.createdAt} >= ${since.toISOString()})`.mapWith(Number),
		})
		.from(contactRequests)
		.where(and(eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt)))
	return { total: row?.total ?? 0, lastThirtyDays: row?.lastThirtyDays ?? 0 }
}
