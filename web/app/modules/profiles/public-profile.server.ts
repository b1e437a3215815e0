import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { listingStateAt } from './availability-rules.ts'
import { checksOf } from './credential-checks.server.ts'
import { listingStatus, type ListingStatus } from './listing-status.ts'
import { isVerified } from './verified-text.ts'

export type PublicProfile = Awaited<ReturnType<typeof findProfile>> & { status: ListingStatus }

/** A profile with its account's name, e-mail, plan and suspension: the one query the profile readers share. */
export async function findProfile(userId: number) {
	const db = await getDb()
	const [row] = await db
		.select({
			id: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			locale: users.locale,
			plan: users.plan,
			suspendedAt: users.suspendedAt,
			profile: profiles,
		})
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(eq(profiles.userId, userId))
	return row ?? null
}

/**
 * A profile as the public page shows it, with its listing status: the page
 * shows only listed profiles (a lapsed plan is "not currently listed").
 */
export async function getPublicProfile(userId: number) {
	const row = await findProfile(userId)
	if (!row) return null
	const status = listingStatus({ reviewStatus: row.profile.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt })
	// Never on the public page: credential numbers checked by the admin, the review trail, and the
	// business e-mail (visitors reach it only through the contact form).
	const { npi: _npi, cdrNumber: _cdr, licenseNumber: _licence, businessEmail: _email, approvedBy: _by, rejectionReason: _reason, availabilityMailDueAt: _due, ...visible } = row.profile
	// The numbers an administrator checked are public, with the day (issue 30): that is what "Verified" stands for.
	const checks = await checksOf(row.id)
	const at = now()
	const availability = { state: listingStateAt(row.profile.acceptingConfirmedAt, at), confirmedAt: row.profile.acceptingConfirmedAt?.toISOString() ?? null }
	// `accountEmail` finds the dietitian's articles; the page must not send it to the browser.
	return { id: row.id, firstName: row.firstName, lastName: row.lastName, status, plan: row.plan, accountEmail: row.email, checks, verified: isVerified(checks, at), availability, profile: visible }
}

/** Whether the profile is listed (public) now. */
export async function isListedProfile(userId: number) {
	const row = await findProfile(userId)
	return row !== null && listingStatus({ reviewStatus: row.profile.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }) === 'listed'
}
