import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { listingPlanIds } from './listing-status.ts'

/**
 * The SQL twin of `listingStatus(…) === 'listed'`, for queries that join
 * profiles to users: approved, not suspended, on a plan with a listing.
 */
export function listedProfile(): SQL {
	return and(eq(profiles.reviewStatus, 'approved'), isNull(users.suspendedAt), inArray(users.plan, listingPlanIds()))!
}
