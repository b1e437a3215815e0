import { listingStatus } from './listing-status.ts'
import { findProfile } from './public-profile.server.ts'

/**
 * Who receives a profile's contact requests: the business e-mail (the
 * account's when the profile has none), with the listing status and plan
 * that decide whether the profile takes requests at all.
 */
export async function getContactTarget(userId: number) {
	const row = await findProfile(userId)
	if (!row) return null
	return {
		id: row.id,
		name: `${row.firstName} ${row.lastName}`,
		email: row.profile.businessEmail || row.email,
		officeNumber: row.profile.officeNumber,
		plan: row.plan,
		status: listingStatus({ reviewStatus: row.profile.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }),
	}
}
