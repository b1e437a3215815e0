// What `npm run approve-profile -- EMAIL [--by ADMIN_EMAIL]` does, apart from opening the database, so a test can run it.
// Relative imports, not the '#app/' and '#db/' aliases: vitest imports this file, and its resolver
// applies web/tsconfig.json's aliases only to files under web/.
import { and, asc, eq, sql } from 'drizzle-orm'
import { approvalBlocker, approveProfile, lockProfile, reviewFacts } from '../../web/app/modules/profiles/profile-review.server.ts'
import type { DB } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { adminAudit } from '../../db/schema/admin.ts'

export type CommandResult = { exitCode: 0 | 1; message: string }

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase())

/**
 * Approves a submitted (or rejected) profile as an administrator's "Approve"
 * on /admin/approvals does: through the profiles module's approveProfile, in
 * the name of an administrator (the one named, else the first one), with a
 * line in the admin audit.
 */
export async function approveProfileFromCommandLine(db: DB, email: string, adminEmail?: string): Promise<CommandResult> {
	const [admin] = await db
		.select({ id: users.id, email: users.email })
		.from(users)
		.where(adminEmail ? and(eq(users.manageRole, 'admin'), byEmail(adminEmail)) : eq(users.manageRole, 'admin'))
		.orderBy(asc(users.id))
		.limit(1)
	if (!admin) {
		return {
			exitCode: 1,
			message: adminEmail
				? `${adminEmail} is not an administrator.`
				: 'There is no administrator to approve in the name of: make one with npm run create-admin -- EMAIL, then run this again.',
		}
	}
	const [target] = await db.select({ id: users.id, email: users.email }).from(users).where(byEmail(email))
	if (!target) return { exitCode: 1, message: `No account with the e-mail ${email}.` }
	return db.transaction(async (tx): Promise<CommandResult> => {
		const profile = await lockProfile(tx, target.id)
		if (!profile || profile.reviewStatus === 'draft') return { exitCode: 1, message: `${email} has not submitted a profile yet: nothing to approve.` }
		if (profile.reviewStatus === 'approved') return { exitCode: 0, message: `${email}'s profile is already approved.` }
		const blocked = approvalBlocker(profile)
		if (blocked) return { exitCode: 1, message: `${email}: ${blocked}` }
		const after = await approveProfile(tx, target.id, admin.id)
		await tx.insert(adminAudit).values({
			adminId: admin.id,
			adminEmail: admin.email,
			action: 'approve',
			targetUserId: target.id,
			targetEmail: target.email,
			before: reviewFacts(profile),
			after: { ...reviewFacts(after), via: 'npm run approve-profile' },
		})
		return { exitCode: 0, message: `${email}'s profile is approved by ${admin.email}: it is listed while the plan includes a listing.` }
	})
}
