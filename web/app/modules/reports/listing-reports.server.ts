import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { listingReports } from '#db/schema/reports.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listingStatus } from '#app/modules/profiles/listing-status.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import type { ReportInput, ReportReason } from './report-form.ts'

/** Reports one address may send in an hour: enough for a few honest ones, too few to flood the queue. */
export const reportsPerHour = 5

export type ReportOutcome = { status: 'sent' } | { status: 'not-found' } | { status: 'rate-limited'; retryAfter: number }

/** The listed profile a report is about (its name for the form's heading), or null: only listings shown to visitors can be reported. */
export async function reportableListing(userId: number): Promise<{ id: number; name: string } | null> {
	const row = await findProfile(userId)
	if (!row || listingStatus({ reviewStatus: row.profile.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }) !== 'listed') return null
	return { id: row.id, name: `${row.firstName} ${row.lastName}` }
}

/** Files a visitor's report about a listed profile in the admin's queue. */
export async function submitListingReport(profileUserId: number, input: ReportInput, clientIp: string): Promise<ReportOutcome> {
	if (!(await reportableListing(profileUserId))) return { status: 'not-found' }
	const retryAfter = await hitRateLimit(`listing-report:${clientIp}`, reportsPerHour, 3_600_000)
	if (retryAfter > 0) return { status: 'rate-limited', retryAfter }
	const db = await getDb()
	await db.insert(listingReports).values({ profileUserId, reason: input.reason, details: input.details || null, createdAt: now() })
	return { status: 'sent' }
}

export type OpenReport = { id: number; profileUserId: number; name: string; reason: ReportReason; details: string | null; createdAt: Date }

/** The admin's queue: the reports not yet closed, oldest first. */
export async function openListingReports(limit = 200): Promise<OpenReport[]> {
	const db = await getDb()
	const rows = await db
		.select({
			id: listingReports.id,
			profileUserId: listingReports.profileUserId,
			name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
			reason: listingReports.reason,
			details: listingReports.details,
			createdAt: listingReports.createdAt,
		})
		.from(listingReports)
		.innerJoin(users, eq(users.id, listingReports.profileUserId))
		.where(isNull(listingReports.closedAt))
		.orderBy(asc(listingReports.createdAt), asc(listingReports.id))
		.limit(limit)
	return rows.map((row) => ({ ...row, reason: row.reason as ReportReason }))
}

/** Closes an open report (the admin dealt with it); false when there is no open report with that id. */
export async function closeListingReport(reportId: number, adminId: number): Promise<boolean> {
	const db = await getDb()
	const closed = await db
		.update(listingReports)
		.set({ closedAt: now(), closedBy: adminId })
		.where(and(eq(listingReports.id, reportId), isNull(listingReports.closedAt)))
		.returning({ id: listingReports.id })
	return closed.length === 1
}
