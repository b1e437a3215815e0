import { listingStatus } from './listing-status.ts'
import { officeTimeZone } from './office-hours.ts'
import { zipTimeZone } from './office-time-zone.server.ts'
import { findProfile } from './public-profile.server.ts'

/**
 * Who receives a profile's contact requests: the business e-mail (the
 * account's when the profile has none), with the listing status and plan
 * that decide whether the profile takes requests at all, the office's time
 * zone (reply deadlines count its business days) and where and what it
 * offers (the alternatives named to a visitor left unanswered).
 */
export async function getContactTarget(userId: number) {
	const row = await findProfile(userId)
	if (!row) return null
	const p = row.profile
	return {
		id: row.id,
		name: `${row.firstName} ${row.lastName}`,
		email: p.businessEmail || row.email,
		officeNumber: p.officeNumber,
		plan: row.plan,
		status: listingStatus({ reviewStatus: p.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }),
		// Profiles saved before the zone was stored get it from their ZIP (as the profile page does).
		timeZone: officeTimeZone(p.timeZone ?? (p.zipcode ? zipTimeZone(p.zipcode) : null), p.state),
		place: { state: p.state, zipcode: p.zipcode, inPerson: p.offersInPerson, telehealth: p.offersTelehealth, specialties: p.specialties },
	}
}
