import { now } from '#app/modules/clock/clock.server.ts'
import { listingStateAt } from './availability-rules.ts'
import { listingStatus, type ListingStatus } from './listing-status.ts'
import { officeZone } from './office-zone.server.ts'
import { findProfile } from './public-profile.server.ts'

/** A paused listing (90 days without confirming availability) takes no requests: it is out of search and its page says so (issue 30). */
const contactStatus = (status: ListingStatus, acceptingConfirmedAt: Date | null): ListingStatus =>
	status === 'listed' && listingStateAt(acceptingConfirmedAt, now()) === 'paused' ? 'not_listed' : status

/**
 * Who receives a profile's contact requests: the business e-mail (the
 * account's when the profile has none), with the listing status and plan
 * that decide whether the profile takes requests at all, the office's time
 * zone (reply deadlines count its business days), where and what it
 * offers (the alternatives named to a visitor left unanswered) and how a
 * visitor pays (the booking form's insurance choice).
 */
export async function getContactTarget(userId: number) {
	const row = await findProfile(userId)
	if (!row) return null
	const p = row.profile
	return {
		id: row.id,
		name: `${row.firstName} ${row.lastName}`,
		email: p.businessEmail || row.email,
		/** The language of the account: the dietitian's mails are in it (issue 42 point 10). */
		locale: row.locale,
		officeNumber: p.officeNumber,
		plan: row.plan,
		status: contactStatus(listingStatus({ reviewStatus: p.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }), p.acceptingConfirmedAt),
		timeZone: officeZone(p),
		place: { state: p.state, zipcode: p.zipcode, inPerson: p.offersInPerson, telehealth: p.offersTelehealth, specialties: p.specialties },
		// How a visitor pays: the plans taken, the first-visit fee (the one price of a first visit, issue 42.2) and the superbill.
		payment: { insurance: p.insurance, superbill: p.superbill, selfPayFirstVisitCents: p.selfPayFirstVisitCents },
	}
}
