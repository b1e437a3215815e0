import { suppressionOf } from '#app/modules/mail/suppressions.server.ts'
import { ratingFigures } from '#app/modules/reviews/profile-reviews.server.ts'
import { desc, eq } from 'drizzle-orm'
import { adminAudit } from '#db/schema/admin.ts'
import { profiles } from '#db/schema/profiles.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { countVisitsToCancel } from '#app/modules/appointments/account-closure.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { activeGrant } from '#app/modules/billing/plan-grants.server.ts'
import { findPlan, hasEntitlement } from '#app/modules/billing/plans.ts'
import { summaryPreview } from '#app/modules/directory/listings.server.ts'
import { dietitianCard } from '#app/modules/directory/search.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listingStatus } from '#app/modules/profiles/listing-status.ts'
import { isValidNpi } from '#app/modules/profiles/npi.ts'
import { contactRequestCounts } from '#app/modules/leads/contact-requests.server.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { listingStateAt, type ListingState } from '#app/modules/profiles/availability-rules.ts'
import { checksWithAdmins } from '#app/modules/profiles/credential-checks.server.ts'
import { accountVersion } from './account-version.ts'

/** A card shows a paused listing as unconfirmed (a paused one is in no search). */
const cardState = (state: ListingState) => (state === 'paused' ? 'unconfirmed' : state)

export const npiRegistryUrl = (npi: string) => `https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(npi)}`

/** The audit lines about one account, newest first (bounded). */
export async function auditHistory(userId: number, limit = 50) {
	const db = await getDb()
	return db.select().from(adminAudit).where(eq(adminAudit.targetUserId, userId)).orderBy(desc(adminAudit.at), desc(adminAudit.id)).limit(limit)
}

/** Everything the admin's page of one account shows; null for an unknown id. */
export async function adminUserView(userId: number, now = clockNow()) {
	const user = await findUserById(userId)
	if (!user) return null
	const db = await getDb()
	const [[found], billing, grant, history, checks, visitsToCancel, mailStopped] = await Promise.all([
		db.select({ profile: profiles, summaryPreview: summaryPreview(profiles.summary) }).from(profiles).where(eq(profiles.userId, userId)),
		billingSummary(userId, now),
		activeGrant(userId, now),
		auditHistory(userId),
		checksWithAdmins(userId),
		countVisitsToCancel(userId, now),
		suppressionOf(user.email),
	])
	const profile = found?.profile
	const { passwordHash: _hash, ...account } = user
	const status = profile ? listingStatus({ reviewStatus: profile.reviewStatus, plan: user.plan, suspendedAt: user.suspendedAt }) : null
	const listingState = listingStateAt(profile?.acceptingConfirmedAt ?? null, now)
	return {
		account,
		planName: findPlan(user.plan)?.name ?? null,
		/** Why no mail goes to the address (a bounce, a complaint), or null. */
		mailStopped: mailStopped ? { reason: mailStopped.reason, detail: mailStopped.detail, since: mailStopped.since.toISOString() } : null,
		version: accountVersion(user, profile ?? null),
		billing,
		// With Stripe keys the customer lives in Stripe's dashboard; test-mode ids exist only here.
		stripeCustomerUrl: billing.payments === 'stripe' && billing.customerId ? `https://dashboard.stripe.com/customers/${billing.customerId}` : null,
		grant: grant ? { planName: findPlan(grant.plan)?.name ?? `Plan ${grant.plan}`, until: grant.until.toISOString() } : null,
		profile: profile
			? {
					profileName: profile.profileName,
					role: profile.role,
					credentials: profile.credentials,
					city: profile.cityName,
					state: profile.state,
					zipcode: profile.zipcode,
					summary: profile.summary,
					specialties: profile.specialties,
					npi: profile.npi,
					npiValid: profile.npi ? isValidNpi(profile.npi) : false,
					npiLookup: profile.npi ? npiRegistryUrl(profile.npi) : null,
					cdrNumber: profile.cdrNumber,
					licenseNumber: profile.licenseNumber,
					reviewStatus: profile.reviewStatus,
					submittedAt: profile.submittedAt?.toISOString() ?? null,
					rejectionReason: profile.rejectionReason,
					status: status!,
					// The profile as a search result shows it, photo included.
					card: dietitianCard(
						{
							...profile,
							...(await ratingFigures(user.id)),
							id: user.id,
							firstName: user.firstName,
							lastName: user.lastName,
							telehealth: profile.offersTelehealth,
							inPerson: profile.offersInPerson,
							accepting: profile.acceptingNewClients,
							spanish: profile.languages.includes('Spanish'),
							acceptingConfirmedAt: profile.acceptingConfirmedAt,
							listingState: cardState(listingState),
							// Only the checks of the profile's numbers now count for the card (issue 41 point 2).
							credentialChecks: checks.filter((check) => check.inForce).map(({ checkedBy: _by, inForce: _inForce, ...check }) => check),
							summaryPreview: found!.summaryPreview,
						},
						{ distance: null, featured: hasEntitlement(user.plan, 'priorityPlacement'), onlineOnly: false },
					),
					credentialChecks: checks,
					listingState,
					acceptingConfirmedAt: profile.acceptingConfirmedAt?.toISOString() ?? null,
				}
			: null,
		contactRequests: profile ? await contactRequestCounts(user.id, now) : null,
		history: history.map((line) => ({ ...line, at: line.at.toISOString() })),
		// What deleting the account would cancel, said on its delete form before it is done (issue 43 point 6).
		visitsToCancel: { count: visitsToCancel, text: visitsToCancel ? translator('en')('booking.closure.toCancel', { count: visitsToCancel }) : null },
	}
}

export type AdminUserView = NonNullable<Awaited<ReturnType<typeof adminUserView>>>
