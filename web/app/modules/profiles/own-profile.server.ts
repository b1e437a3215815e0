import { findUserById, toPublicUser } from '#app/modules/accounts/users.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { replyFields, replyFigures } from '#app/modules/leads/contact-replies.server.ts'
import { listingStateAt } from './availability-rules.ts'
import { checksOf } from './credential-checks.server.ts'
import { listingStatus } from './listing-status.ts'
import { isVerified } from './verified-text.ts'
import { loadOwnProfile } from './profile-editor.server.ts'
import { avatarUrls } from './photo-storage.server.ts'

/**
 * The API's answer to every profile call (spec §7: "the whole updated user"):
 * the public user and the owner's profile in the original's snake_case.
 * Built field by field, so a column added later never leaks by default.
 */
export async function userWithProfile(userId: number) {
	const user = await findUserById(userId)
	if (!user) return null
	const p = await loadOwnProfile(userId)
	const checks = p ? await checksOf(userId) : []
	const at = now()
	const profile = p && {
		profile_name: p.profileName,
		role: p.role,
		credentials: p.credentials,
		business_email: p.businessEmail,
		office_number: p.officeNumber,
		office_fax: p.officeFax,
		street_address: p.streetAddress,
		apt_suite: p.aptSuite,
		city_name: p.cityName,
		state: p.state,
		zipcode: p.zipcode,
		latitude: p.latitude,
		longitude: p.longitude,
		website_url: p.websiteUrl,
		npi: p.npi,
		cdr_number: p.cdrNumber,
		license_number: p.licenseNumber,
		summary: p.summary,
		/** The summary in Spanish, or null (issue 32): the Spanish profile page shows it. */
		summary_es: p.summaryEs,
		specialties: p.specialties,
		offers_in_person: p.offersInPerson,
		offers_telehealth: p.offersTelehealth,
		telehealth_states: p.telehealthStates,
		insurance: p.insurance,
		self_pay_min: p.selfPayMinCents === null ? null : p.selfPayMinCents / 100,
		self_pay_max: p.selfPayMaxCents === null ? null : p.selfPayMaxCents / 100,
		self_pay_first_visit: p.selfPayFirstVisitCents === null ? null : p.selfPayFirstVisitCents / 100,
		self_pay_follow_up: p.selfPayFollowUpCents === null ? null : p.selfPayFollowUpCents / 100,
		superbill: p.superbill,
		sliding_scale: p.slidingScale,
		insurance_confirmed_at: p.insuranceConfirmedAt?.toISOString() ?? null,
		languages: p.languages,
		accepting_new_clients: p.acceptingNewClients,
		/** When the setting was last confirmed (saving it, the dashboard's buttons, the mail's links), or null (issue 30). */
		accepting_confirmed_at: p.acceptingConfirmedAt?.toISOString() ?? null,
		/** confirmed (< 45 days), unconfirmed (45–90 days), paused (90 days and more: out of search). */
		listing_state: listingStateAt(p.acceptingConfirmedAt, at),
		credential_checks: checks,
		verified: isVerified(checks, at),
		/** The profile's reply figures (issue 30 point 7): null until 3 requests in 90 days. */
		...replyFields(await replyFigures(userId, at)),
		working_time: p.workingTime,
		education: p.education,
		facebook: p.facebook,
		instagram: p.instagram,
		twitter: p.twitter,
		avatar: avatarUrls(p.avatarKey)?.large ?? null,
		review_status: p.reviewStatus,
		rejection_reason: p.rejectionReason,
		listing_status: listingStatus({ reviewStatus: p.reviewStatus, plan: user.plan, suspendedAt: user.suspendedAt }),
		step1_saved_at: p.step1SavedAt?.toISOString() ?? null,
		step2_saved_at: p.step2SavedAt?.toISOString() ?? null,
		submitted_at: p.submittedAt?.toISOString() ?? null,
		updated_at: p.updatedAt.toISOString(),
	}
	return { ...toPublicUser(user), profile }
}
