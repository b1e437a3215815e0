import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { listingPlanIds, listingStatus } from '#app/modules/profiles/listing-status.ts'
import { usersPageSize, type UsersQuery } from './users-query.ts'
import { likePattern } from './like-pattern.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { planPaidAt, planSourceIs } from './plan-billing.server.ts'
import { availabilityDays, dayMs } from '#app/modules/profiles/availability-rules.ts'
import { hasOverdueRequests } from '#app/modules/leads/contact-replies.server.ts'

const weekMs = 7 * 86_400_000

/** The SQL of one listing filter, over users left-joined to profiles. */
export function listingCondition(listing: NonNullable<UsersQuery['listing']>): SQL {
	const active = isNull(users.suspendedAt)
	switch (listing) {
		case 'none':
			return isNull(profiles.userId)
		case 'suspended':
			return and(isNotNull(profiles.userId), isNotNull(users.suspendedAt))!
		case 'listed':
			return listedProfile()
		case 'not_listed':
			return and(active, eq(profiles.reviewStatus, 'approved'), not(inArray(users.plan, listingPlanIds())))!
		case 'pending':
			return and(active, eq(profiles.reviewStatus, 'submitted'))!
		case 'draft':
			return and(active, eq(profiles.reviewStatus, 'draft'))!
		case 'rejected':
			return and(active, eq(profiles.reviewStatus, 'rejected'))!
	}
}

/** Listed profiles whose availability is confirmed, unconfirmed 45+ days or paused 90+ days, at `now` (issue 30). */
export function availabilityCondition(state: NonNullable<UsersQuery['availability']>, now: Date): SQL {
	const unconfirmedFrom = new Date(now.getTime() - availabilityDays.unconfirmed * dayMs).toISOString()
	const pausedFrom = new Date(now.getTime() - availabilityDays.paused * dayMs).toISOString()
	const confirmed = profiles.acceptingConfirmedAt
	switch (state) {
		case 'confirmed':
			return and(listedProfile(), sql`${confirmed} > ${unconfirmedFrom}::timestamptz`)!
		case 'unconfirmed':
			return and(listedProfile(), sql`(${confirmed} is null or (${confirmed} <= ${unconfirmedFrom}::timestamptz and ${confirmed} > ${pausedFrom}::timestamptz))`)!
		case 'paused':
			return and(listedProfile(), sql`${confirmed} <= ${pausedFrom}::timestamptz`)!
	}
}

function conditions(query: UsersQuery, now: Date): SQL[] {
	const where: SQL[] = []
	if (query.q) {
		const pattern = likePattern(query.q)
		where.push(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!)
	}
	if (query.role) where.push(eq(users.manageRole, query.role))
	if (query.verified) where.push(eq(users.verified, query.verified === 'yes'))
	if (query.plan) where.push(query.plan === 'any' ? gt(users.plan, 0) : eq(users.plan, Number(query.plan)))
	if (query.interval) where.push(planPaidAt(query.interval, now))
	if (query.suspended) where.push(query.suspended === 'yes' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt))
	if (query.listing) where.push(listingCondition(query.listing))
	if (query.availability) where.push(availabilityCondition(query.availability, now))
	if (query.requests === 'overdue') where.push(hasOverdueRequests(users.id, now))
	if (query.source) where.push(planSourceIs(query.source, now))
	if (query.joined === 'week') where.push(gte(users.createdAt, new Date(now.getTime() - weekMs)))
	return where
}

const orderings = {
	newest: [desc(users.createdAt), desc(users.id)],
	oldest: [asc(users.createdAt), asc(users.id)],
	name: [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)],
	email: [asc(sql`lower(${users.email})`), asc(users.id)],
} satisfies Record<UsersQuery['sort'], SQL[]>

/** One page of the admin's users list, searched, filtered and sorted in the database. */
export async function listUsers(query: UsersQuery, now = clockNow()) {
	const db = await getDb()
	const where = and(...conditions(query, now))
	const [rows, [total]] = await Promise.all([
		db
			.select({
				id: users.id,
				email: users.email,
				firstName: users.firstName,
				lastName: users.lastName,
				role: users.manageRole,
				verified: users.verified,
				plan: users.plan,
				suspendedAt: users.suspendedAt,
				createdAt: users.createdAt,
				reviewStatus: profiles.reviewStatus,
				// The same rule as the source filter: a plan both paid and granted counts as paid.
				complimentary: sql<boolean>`${planSourceIs('complimentary', now)}`,
			})
			.from(users)
			.leftJoin(profiles, eq(profiles.userId, users.id))
			.where(where)
			.orderBy(...orderings[query.sort])
			.limit(usersPageSize)
			.offset((query.page - 1) * usersPageSize),
		db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where),
	])
	const totalCount = total?.n ?? 0
	return {
		totalCount,
		pageCount: Math.max(1, Math.ceil(totalCount / usersPageSize)),
		users: rows.map((row) => ({
			...row,
			listing: row.reviewStatus ? listingStatus({ reviewStatus: row.reviewStatus, plan: row.plan, suspendedAt: row.suspendedAt }) : null,
		})),
	}
}
