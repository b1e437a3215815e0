import { localizePath } from '#app/i18n/locale.ts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { profileSubmittedMail } from '#app/modules/mail/templates.server.ts'
import { loadOwnProfile } from './profile-editor.server.ts'

export type SubmitResult = { ok: true; firstTime: boolean } | { ok: false; reason: string }

const stepsMissing = 'Save steps 1 and 2 of your profile before submitting it.'
const credentialsMissing = 'Add at least one credential (RD, RDN, …) to step 1 of your profile before submitting it: a profile without credentials cannot be listed.'

/**
 * Sends the profile to the admin's queue. Both steps must be saved, and the
 * profile must name at least one credential: the site's step 1 requires them,
 * the API's does not (the original contract had none), so a profile set up
 * through the API can be saved without them but goes no further. The
 * account's `submit_at` is set once and kept through later edits; a draft or
 * a rejected profile becomes 'submitted' (an approved one stays approved).
 * The confirmation mail goes out once per submission, from the job queue.
 */
export async function submitProfile(userId: number): Promise<SubmitResult> {
	const profile = await loadOwnProfile(userId)
	if (!profile?.step1SavedAt || !profile.step2SavedAt) return { ok: false, reason: stepsMissing }
	if (profile.credentials.length === 0) return { ok: false, reason: credentialsMissing }
	const db = await getDb()
	const now = new Date()
	const changed = await db.transaction(async (tx) => {
		await tx.update(users).set({ submitAt: now }).where(and(eq(users.id, userId), isNull(users.submitAt)))
		return tx
			.update(profiles)
			.set({ reviewStatus: 'submitted', submittedAt: now, rejectedAt: null, updatedAt: now })
			.where(and(eq(profiles.userId, userId), sql`${profiles.reviewStatus} in ('draft', 'rejected')`))
			.returning({ userId: profiles.userId })
	})
	if (changed.length) await enqueueJob('profile-submitted', { userId })
	return { ok: true, firstTime: changed.length > 0 }
}

export async function mailSubmissionConfirmation(userId: number) {
	const user = await findUserById(userId)
	if (!user) return
	await sendMail(profileSubmittedMail({ to: user.email, firstName: user.firstName, profileLink: new URL(localizePath('/viewprofile', user.locale), getEnv().SITE_URL).toString(), locale: user.locale }))
}
