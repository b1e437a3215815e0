import { z } from 'zod'
import { queryFields } from '#app/modules/request/query-fields.ts'
import { planSources } from './plan-sources.ts'

export const listingFilters = ['draft', 'pending', 'listed', 'not_listed', 'rejected', 'suspended', 'none'] as const
/** Listed profiles by how fresh their availability is (issue 30): confirmed, unconfirmed 45+ days, paused 90+ days. */
export const availabilityFilters = ['confirmed', 'unconfirmed', 'paused'] as const
export const availabilityLabels: Record<(typeof availabilityFilters)[number], string> = {
	confirmed: 'Listed, availability confirmed',
	unconfirmed: 'Listed, unconfirmed 45+ days',
	paused: 'Paused, unconfirmed 90+ days',
}

export const userSorts = ['newest', 'oldest', 'name', 'email'] as const
export const usersPageSize = 25

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined)

/**
 * The users list as its URL says: search, filters, sort and page. Anything
 * unknown is dropped rather than refused, so an edited link still shows a list.
 */
export const usersQuerySchema = z.object({
	q: z.string().trim().max(200).optional().catch(undefined),
	role: optionalEnum(['admin', 'user'] as const),
	verified: optionalEnum(['yes', 'no'] as const),
	/** A plan id, 0 for none, or 'any' for every account with a plan. */
	plan: optionalEnum(['0', '1', '2', '3', 'any'] as const),
	/** The current plan is paid by a subscription at this interval (not complimentary). */
	interval: optionalEnum(['month', 'year'] as const),
	listing: optionalEnum(listingFilters),
	/** Unlike the older filters, an unknown value is refused (400): a wrong count must not pass for a right one. */
	availability: z.enum(availabilityFilters, { error: `The availability filter is one of: ${availabilityFilters.join(', ')}` }).optional(),
	/** Dietitians with a request past its reply deadline, unanswered (issue 30); an unknown value is refused too. */
	requests: z.enum(['overdue'], { error: 'The requests filter is: overdue' }).optional(),
	suspended: optionalEnum(['yes', 'no'] as const),
	joined: optionalEnum(['week'] as const),
	/** Where the account's current plan comes from (see plan-billing's planSourceIs). */
	source: optionalEnum(planSources),
	sort: z.enum(userSorts).catch('newest').default('newest'),
	page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

export type UsersQuery = z.output<typeof usersQuerySchema>

// The filter was `billing=subscribed|complimentary` before it counted every plan by its source; old links still work.
const oldBillingFilter: Record<string, string> = { subscribed: 'subscription', complimentary: 'complimentary' }

/** A users-list address with a value the list refuses; its message says what is accepted. */
export class UsersQueryError extends Error {}

export function parseUsersQuery(searchParams: URLSearchParams): UsersQuery {
	const { billing, ...rest } = queryFields(searchParams)
	if (billing && !rest.source && oldBillingFilter[billing]) rest.source = oldBillingFilter[billing]
	if (rest.availability === '') delete rest.availability
	if (rest.requests === '') delete rest.requests
	const parsed = usersQuerySchema.safeParse(rest)
	if (!parsed.success) throw new UsersQueryError(parsed.error.issues[0]?.message ?? 'The list’s address is not valid')
	return parsed.data
}

/** The URL of the list with some parameters changed (a page, a sort), dropping empty ones. */
export function usersListHref(query: Partial<UsersQuery>, change: Partial<Record<keyof UsersQuery, string | number | undefined>>) {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries({ ...query, ...change })) {
		if (value === undefined || value === '' || (key === 'page' && Number(value) === 1) || (key === 'sort' && value === 'newest')) continue
		params.set(key, String(value))
	}
	const search = params.toString()
	return search ? `/admin/users?${search}` : '/admin/users'
}
