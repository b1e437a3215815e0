import { inArray, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { listingReports } from '#db/schema/reports.ts'
import type { Seed } from './seed.ts'

const day = 24 * 60 * 60 * 1000

// Two visitors' reports waiting in the site admin's queue (/admin/reports), so the queue shows what it is for.
const reports = [
	{ email: 'hannah.brooks@americandietitian.example', daysAgo: 2, reason: 'wrong-details', details: 'The office moved to a new address in October; the one shown here is the old one.' },
	{ email: 'luis.romero@americandietitian.example', daysAgo: 5, reason: 'closed-practice', details: null },
] as const

export const demoReportsSeed: Seed = {
	name: 'demo listing reports',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listingReports)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, reports.map((report) => report.email)))
		const idOf = new Map(found.map((user) => [String(user.email), user.id]))
		const rows = reports.flatMap((report) => {
			const profileUserId = idOf.get(report.email)
			return profileUserId ? [{ profileUserId, reason: report.reason, details: report.details, createdAt: new Date(Date.now() - report.daysAgo * day) }] : []
		})
		if (rows.length) await db.insert(listingReports).values(rows)
		return rows.length ? [`${rows.length} listing reports waiting for the site admin`] : []
	},
}
