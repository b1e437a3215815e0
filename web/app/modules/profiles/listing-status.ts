import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'

/**
 * Where a profile stands, derived in one place (this file and its SQL twin
 * `listedProfile` in listed-condition.server.ts):
 *   draft → submitted (pending approval) → listed, or not listed (the plan
 *   lacks the `listing` entitlement), or rejected (with the admin's reason);
 *   suspended (by an admin) overrides everything.
 * An approved profile stays approved through later edits. Only a profile
 * with credentials is submitted or approved (profile-submission.server.ts,
 * profile-review.server.ts), and no edit empties them, so a listed profile
 * always names its credentials.
 */
export type ListingStatus = 'draft' | 'pending' | 'listed' | 'not_listed' | 'rejected' | 'suspended'

export type ListingFacts = {
	reviewStatus: 'draft' | 'submitted' | 'approved' | 'rejected'
	plan: number
	suspendedAt: Date | null
}

export function listingStatus(facts: ListingFacts): ListingStatus {
	if (facts.suspendedAt) return 'suspended'
	if (facts.reviewStatus === 'draft') return 'draft'
	if (facts.reviewStatus === 'submitted') return 'pending'
	if (facts.reviewStatus === 'rejected') return 'rejected'
	return hasEntitlement(facts.plan, 'listing') ? 'listed' : 'not_listed'
}

/** The plan ids whose entitlements include a listing (for SQL). */
export const listingPlanIds = () => plans.filter((plan) => hasEntitlement(plan.id, 'listing')).map((plan) => plan.id)

