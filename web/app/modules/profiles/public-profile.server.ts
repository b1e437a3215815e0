import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listingStatus, type ListingStatus } from './listing-status.ts'

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
	const { npi, cdrNumber, licenseNumber, businessEmail, approvedBy, rejectionReason, ...visible } = row.profile
	// What the approving admin had before them: which numbers were on the profile (never the numbers).
	// A changed number sends the profile back for review, so an approved profile's numbers were all seen.
	const checked = { npi: Boolean(npi), cdr: Boolean(cdrNumber), licence: Boolean(licenseNumber) }
	// `accountEmail` finds the dietitian's articles; the page must not send it to the browser.
	return { id: row.id, firstName: row.firstName, lastName: row.lastName, status, plan: row.plan, accountEmail: row.email, checked, profile: visible }
}

/** Whether the profile is listed (public) now. */
export async function isListedProfile(userId: number) {
	const row = await findProfile(userId)
	return row !== null && listingStatus({ reviewStatus: row.profile.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }) === 'listed'
}
