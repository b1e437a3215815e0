// `npm run approve-profile -- EMAIL`: lists a submitted profile, as an admin's
// "Approve" on /admin/approvals does, for machines without a signed-in admin.
import { eq, sql } from 'drizzle-orm'
import { openDb } from './client.ts'
import { users } from './schema/accounts.ts'
import { adminAudit } from './schema/admin.ts'
import { profiles } from './schema/profiles.ts'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
	console.error('Usage: npm run approve-profile -- EMAIL   (the dietitian must have submitted a profile)')
	process.exit(2)
}
const handle = await openDb()
try {
	const [row] = await handle.db
		.select({ id: users.id, email: users.email, reviewStatus: profiles.reviewStatus })
		.from(users)
		.leftJoin(profiles, eq(profiles.userId, users.id))
		.where(eq(sql`lower(${users.email})`, email))
	if (!row) {
		console.error(`No account with the e-mail ${email}.`)
		process.exitCode = 1
	} else if (!row.reviewStatus || row.reviewStatus === 'draft') {
		console.error(`${email} has not submitted a profile yet: nothing to approve.`)
		process.exitCode = 1
	} else if (row.reviewStatus === 'approved') {
		console.log(`${email}'s profile is already approved.`)
	} else {
		const now = new Date()
		await handle.db.transaction(async (tx) => {
			await tx.update(profiles).set({ reviewStatus: 'approved', approvedAt: now, rejectedAt: null, rejectionReason: null }).where(eq(profiles.userId, row.id))
			await tx.insert(adminAudit).values({ adminEmail: 'npm run approve-profile', action: 'approve', targetUserId: row.id, targetEmail: row.email, before: { reviewStatus: row.reviewStatus }, after: { reviewStatus: 'approved' } })
		})
		console.log(`${email}'s profile is approved: it is listed while the plan includes a listing.`)
	}
} finally {
	await handle.close()
}
