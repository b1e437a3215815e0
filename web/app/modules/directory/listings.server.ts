import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { credentialChecks, profiles } from '#db/schema/profiles.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { reviews } from '#db/schema/reviews.ts'
import { computeNextOpening, refreshNextOpening } from '#app/modules/appointments/next-opening.server.ts'
import { hasEntitlement, plans, type Entitlement } from '#app/modules/billing/plans.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { listedProfile } from '#app/modules/profiles/listed-condition.server.ts'
import { checkInForce } from '#app/modules/profiles/check-in-force.server.ts'
import { availabilityDays, dayMs } from '#app/modules/profiles/availability-rules.ts'

/**
 * The directory's read model (docs/decisions/070): one row of `directory_listings`
 * per listed profile. Every write that can change a listing calls refreshListing
 * for the account inside its own transaction; rebuildListings recomputes the
 * whole table from the source tables and says what it had to change (nothing,
 * unless a write forgot to refresh).
 */

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0]

const planIdsWith = (entitlement: Entitlement) => plans.filter((plan) => hasEntitlement(plan.id, entitlement)).map((plan) => plan.id)

/** A result card's text: the summary on one line, cut at a word before 270 characters. */
export const summaryPreview = (summary: typeof profiles.summary) => sql<string>`(
	select case when char_length(s) <= 270 then s else regexp_replace(left(s, 269), '\\s+\\S*$', '') || '…' end
	from (select btrim(regexp_replace(coalesce(${summary}, ''), '\\s+', ' ', 'g')) as s) as one_line)`

/** A name as name search compares names: lower case, without accents (the typed name goes through the same). */
export const nameKey = (name: SQL) => sql<string>`lower(unaccent(${name}))`

/** An account's credential checks in force (the profile's numbers now), as the card and the API give them, newest first. */
const checksOf = (userId: typeof profiles.userId) => {
	const c = credentialChecks
	return sql`coalesce((
	select jsonb_agg(jsonb_build_object('kind', ${c.kind}, 'number', ${c.number}, 'state', ${c.state}, 'checked_at', to_char(${c.checkedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by ${c.checkedAt} desc, ${c.id} desc)
	from ${c} where ${c.userId} = ${userId} and ${checkInForce}), '[]'::jsonb)`
}

/** The shown reviews of an account (issue 46): hidden ones leave the count and the average. */
const ratingCount = (userId: SQLWrapper) => sql<number>`(select count(*)::int from ${reviews} where ${reviews.dietitianId} = ${userId} and ${reviews.hiddenAt} is null)`
const ratingSum = (userId: SQLWrapper) => sql<number>`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${reviews.dietitianId} = ${userId} and ${reviews.hiddenAt} is null)`

/**
 * Keeps one listing's review figures after a review is written, edited, hidden: an update of two
 * columns in the caller's transaction (the reviews module calls it), as refreshReplyGroup does.
 */
export async function refreshListingRatings(tx: Tx | DB, userId: number) {
	await tx.execute(sql`update ${directoryListings} set rating_count = ${ratingCount(sql`${userId}::int`)}, rating_sum = ${ratingSum(sql`${userId}::int`)} where user_id = ${userId}`)
}

/** The table's columns, in the order listingRows selects them. */
const columns = [
	'user_id',
	'featured',
	'home_page',
	'location',
	'x',
	'y',
	'z',
	'state',
	'city_key',
	'in_person',
	'telehealth',
	'accepting',
	'listing_state',
	'accepting_confirmed_at',
	'slow_replies',
	'telehealth_states',
	'telehealth_reach',
	'specialties',
	'insurance',
	'languages',
	'credentials',
	'superbill',
	'spanish',
	'medicare',
	'next_opening',
	'next_opening_local',
	'first_name',
	'last_name',
	'role',
	'city_name',
	'zipcode',
	'avatar_key',
	'self_pay_first_visit_cents',
	'summary_preview',
	'name_key',
	'credential_checks',
	'rating_count',
	'rating_sum',
] as const
const columnList = sql.raw(columns.map((name) => `"${name}"`).join(', '))
/** The rows of an `execute`: node-postgres gives a result with `rows`, PGlite too; an array as it is. */
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
/** Every column but the key from the row an insert proposed (`on conflict … do update`). */
const freshAssignments = sql.raw(columns.filter((name) => name !== 'user_id').map((name) => `"${name}" = excluded."${name}"`).join(', '))

/** The window, the least number of settled requests and the share in time behind `slow_replies` (issue 30 point 5). */
export const slowReplyRule = { windowDays: 90, minimumSettled: 5, inTimeShare: 0.5 } as const

/**
 * Whether a dietitian answers slowly, as of `at`: of the contact requests confirmed in the last 90
 * days, those settled (answered, or past their deadline unanswered) are at least 5, and under half
 * were answered by their deadline. The same figures as the profile's reply line
 * (leads/contact-replies.server.ts), the share rounded to two places as that line shows it.
 */
function slowReplies(userId: SQLWrapper, at: Date): SQL<boolean> {
	const since = new Date(at.getTime() - slowReplyRule.windowDays * dayMs).toISOString()
	const r = contactRequests
	const settled = sql`(${r.repliedAt} is not null or ${r.replyDueAt} <= ${at.toISOString()}::timestamptz)`
	const inTime = sql`(${r.repliedAt} is not null and ${r.repliedAt} <= ${r.replyDueAt})`
	return sql<boolean>`coalesce((select count(*) >= ${slowReplyRule.minimumSettled} and round(count(*) filter (where ${inTime})::numeric / count(*), 2) < ${slowReplyRule.inTimeShare}
		from ${r} where ${r.profileUserId} = ${userId} and ${r.confirmedAt} >= ${since}::timestamptz and ${settled}), false)`
}

/**
 * Keeps one listing's `slow_replies` after a change to its contact requests (one confirmed,
 * answered, or past its deadline): an update of the one column, in the caller's transaction.
 */
export async function refreshReplyGroup(tx: Tx | DB, userId: number) {
	await tx.execute(sql`update ${directoryListings} set slow_replies = ${slowReplies(sql`${userId}::int`, now())} where user_id = ${userId}`)
}

/**
 * The sweep of time passing for replies: a request leaving the 90-day window (or reaching its
 * deadline between two writes) changes the figure with no write; this corrects every listing whose
 * stored value is no longer the computed one.
 */
export async function refreshReplyGroups(at: Date) {
	const db = await getDb()
	const l = directoryListings
	const changed = await db.execute(sql`update ${l} set slow_replies = not ${l.slowReplies} where ${l.slowReplies} is distinct from ${slowReplies(l.userId, at)} returning user_id`)
	return (changed as { rows?: unknown[] }).rows?.length ?? 0
}

/** What the listing of each listed profile (all, or one account's) is, from the profiles and accounts tables. */
function listingRows(userId?: number): SQL {
	const at = now()
	const unconfirmedFrom = new Date(at.getTime() - availabilityDays.unconfirmed * dayMs).toISOString()
	const pausedFrom = new Date(at.getTime() - availabilityDays.paused * dayMs).toISOString()
	const where = and(
		listedProfile(),
		// Paused (90 days without confirming availability): out of the directory, nothing deleted.
		sql`(${profiles.acceptingConfirmedAt} is null or ${profiles.acceptingConfirmedAt} > ${pausedFrom}::timestamptz)`,
		isNotNull(profiles.latitude),
		isNotNull(profiles.longitude),
		isNotNull(profiles.state),
		userId === undefined ? undefined : eq(profiles.userId, userId),
	)
	return sql`select ${profiles.userId}, ${inArray(users.plan, planIdsWith('priorityPlacement'))}, ${inArray(users.plan, planIdsWith('homePageFeature'))},
		point(${profiles.longitude}, ${profiles.latitude}),
		cos(radians(${profiles.latitude})) * cos(radians(${profiles.longitude})), cos(radians(${profiles.latitude})) * sin(radians(${profiles.longitude})), sin(radians(${profiles.latitude})),
		${profiles.state}, ${profiles.cityKey},
		${profiles.offersInPerson}, ${profiles.offersTelehealth}, ${profiles.acceptingNewClients},
		case when ${profiles.acceptingConfirmedAt} > ${unconfirmedFrom}::timestamptz then 'confirmed' else 'unconfirmed' end,
		${profiles.acceptingConfirmedAt},
		${slowReplies(profiles.userId, at)},
		${profiles.telehealthStates},
		case when ${profiles.offersTelehealth} then array(select distinct s from unnest(${profiles.telehealthStates} || ${profiles.state}) as s order by s) else '{}'::text[] end,
		${profiles.specialties}, ${profiles.insurance}, ${profiles.languages}, ${profiles.credentials}, ${profiles.superbill},
		${profiles.languages} @> array['Spanish']::text[],
		${profiles.insurance} @> array['Medicare']::text[],
		case when ${inArray(users.plan, planIdsWith('booking'))} then ${appointmentSettings.nextOpeningAt} end,
		case when ${inArray(users.plan, planIdsWith('booking'))} then ${appointmentSettings.nextOpeningLocal} end,
		${users.firstName}, ${users.lastName}, ${profiles.role}, ${profiles.cityName}, ${profiles.zipcode}, ${profiles.avatarKey}, ${profiles.selfPayFirstVisitCents}, ${summaryPreview(profiles.summary)},
		${nameKey(sql`${users.firstName} || ' ' || ${users.lastName}`)},
		${checksOf(profiles.userId)},
		${ratingCount(profiles.userId)}, ${ratingSum(profiles.userId)}
		from ${profiles} inner join ${users} on ${users.id} = ${profiles.userId}
		left join ${appointmentSettings} on ${appointmentSettings.userId} = ${profiles.userId}
		where ${where}`
}

/**
 * Makes the account's listing what its profile, account and plan say now: a
 * row while listed, none otherwise. Call it in the transaction of any write to
 * what a listing holds (profile fields, names, photo, review, suspension, plan).
 */
export async function refreshListing(tx: Tx | DB, userId: number) {
	// The next opening depends on the profile too (its zone, "accepting new clients").
	await refreshNextOpening(tx, userId)
	await tx.delete(directoryListings).where(eq(directoryListings.userId, userId))
	// Two writes of one account that lock different rows (a profile save and a plan change, a
	// suspension, a sweep) can refresh its listing at once: the second one's delete waits for the
	// first, finds the row it waited for gone, and does not see the row the first one put back.
	// Its insert then meets that row: it takes the values seen now (the first write's included)
	// instead of failing on the key (a 500 to the dietitian saving their profile, issue 33).
	const inserted = await tx.execute(sql`insert into ${directoryListings} (${columnList}) ${listingRows(userId)} on conflict (user_id) do update set ${freshAssignments} returning user_id`)
	// Not listed any more: the row the first write committed meanwhile goes too (this statement sees it).
	if (rowsOf(inserted).length === 0) await tx.delete(directoryListings).where(eq(directoryListings.userId, userId))
}

/**
 * Copies the account's next opening (kept by the appointments module) into its
 * listing: an update of one row, safe when two visitors book the same
 * dietitian at once (a delete and insert of the row would collide).
 */
export async function refreshListingNextOpening(tx: Tx | DB, userId: number) {
	await tx.execute(sql`update ${directoryListings} l set
		next_opening = case when ${inArray(users.plan, planIdsWith('booking'))} then s.next_opening_at end,
		next_opening_local = case when ${inArray(users.plan, planIdsWith('booking'))} then s.next_opening_local end
		from ${users} left join ${appointmentSettings} s on s.user_id = ${users.id}
		where ${users.id} = ${userId} and l.user_id = ${userId}`)
}

/**
 * Listings in the same city as another's, with an opening, soonest first:
 * the alternatives a visitor is offered when a request goes unanswered. Only
 * listings that take new clients and confirmed it lately (issue 30), as the
 * contact promise's alternatives.
 */
export async function nearbyWithOpenings(userId: number, filters: { inPerson: boolean; insurance: string | null }, limit: number) {
	const db = await getDb()
	const l = directoryListings
	const [self] = await db.select({ state: l.state, cityKey: l.cityKey }).from(l).where(eq(l.userId, userId))
	if (!self) return []
	return db
		.select({ userId: l.userId, firstName: l.firstName, lastName: l.lastName, nextOpeningLocal: l.nextOpeningLocal })
		.from(l)
		.where(
			and(
				eq(l.state, self.state),
				self.cityKey ? eq(l.cityKey, self.cityKey) : undefined,
				sql`${l.userId} <> ${userId}`,
				eq(l.accepting, true),
				eq(l.listingState, 'confirmed'),
				sql`${l.nextOpening} > ${now().toISOString()}`,
				filters.inPerson ? eq(l.inPerson, true) : eq(l.telehealth, true),
				filters.insurance ? sql`${l.insurance} @> array[${filters.insurance}]::text[]` : undefined,
			),
		)
		.orderBy(asc(l.nextOpening), asc(l.userId))
		.limit(limit)
}

/**
 * The sweep of time passing (issue 30): the listings whose availability
 * confirmation has just turned 45 days old (they become unconfirmed) or 90
 * (they are paused: the row goes), refreshed from their profiles. Reads the
 * few rows past a deadline on the confirmation date's index.
 */
export async function refreshAgedListings(at: Date, limit = 200) {
	const db = await getDb()
	const l = directoryListings
	const unconfirmedFrom = new Date(at.getTime() - availabilityDays.unconfirmed * dayMs)
	const pausedFrom = new Date(at.getTime() - availabilityDays.paused * dayMs)
	const due = await db
		.select({ userId: l.userId })
		.from(l)
		.where(sql`(${l.acceptingConfirmedAt} <= ${pausedFrom.toISOString()}::timestamptz or (${l.listingState} = 'confirmed' and ${l.acceptingConfirmedAt} <= ${unconfirmedFrom.toISOString()}::timestamptz))`)
		.orderBy(asc(l.acceptingConfirmedAt))
		.limit(limit)
	for (const row of due) await db.transaction((tx) => refreshListing(tx, row.userId))
	return due.length
}

/**
 * Up to `limit` listed dietitians like a paused one, for its page: confirmed
 * listings in the same state, those sharing a specialty first, nearest first.
 */
export async function similarListings(of: { userId: number; state: string | null; latitude: number | null; longitude: number | null; specialties: string[] }, limit = 3) {
	if (!of.state) return []
	const db = await getDb()
	const l = directoryListings
	const rad = Math.PI / 180
	const [x, y, z] = of.latitude === null || of.longitude === null ? [0, 0, 0] : [Math.cos(of.latitude * rad) * Math.cos(of.longitude * rad), Math.cos(of.latitude * rad) * Math.sin(of.longitude * rad), Math.sin(of.latitude * rad)]
	const rows = await db
		.select({ id: l.userId, firstName: l.firstName, lastName: l.lastName, credentials: l.credentials, cityName: l.cityName, state: l.state, accepting: l.accepting })
		.from(l)
		.where(and(eq(l.state, of.state), eq(l.listingState, 'confirmed'), sql`${l.userId} <> ${of.userId}`))
		.orderBy(
			desc(sql`${l.specialties} && array[${sql.join([sql`null`, ...of.specialties.map((key) => sql`${key}`)], sql`, `)}]::text[]`),
			desc(l.accepting),
			asc(sql`(${l.x} - ${x}::float8) * (${l.x} - ${x}::float8) + (${l.y} - ${y}::float8) * (${l.y} - ${y}::float8) + (${l.z} - ${z}::float8) * (${l.z} - ${z}::float8)`),
			asc(l.userId),
		)
		.limit(limit)
	return rows.map((row) => ({ ...row, url: `/viewdoctorprofile/${row.id}` }))
}

export type ListingsDrift = { added: number; removed: number; changed: number }

/** Thrown to roll a dry run's transaction back, carrying what it found. */
class DryRun extends Error {
	drift: ListingsDrift
	constructor(drift: ListingsDrift) {
		super('dry run')
		this.drift = drift
	}
}

/**
 * Recomputes every listing from the source tables in one statement and counts
 * the rows it added, removed and changed; with `dryRun`, counts them and
 * changes nothing.
 */
export async function rebuildListings(db: DB, { dryRun = false } = {}): Promise<ListingsDrift> {
	// As text: a point has no equality operator, and the text of a float8 is exact (so a recomputed x, y or z compares equal).
	const compared = sql.raw(columns.map((name) => `l."${name}"`).join(', '))
	const fresh = sql.raw(columns.map((name) => `f."${name}"`).join(', '))
	const assignments = sql.raw(columns.filter((name) => name !== 'user_id').map((name) => `"${name}" = f."${name}"`).join(', '))
	try {
		return await db.transaction(async (tx) => {
			// A maintenance statement over every profile: not bound by the request-time limit (DB_STATEMENT_TIMEOUT_MS).
			await tx.execute(sql`set local statement_timeout = 0`)
			const result = await tx.execute(sql`
				with fresh (${columnList}) as (${listingRows()}),
				removed as (
					delete from ${directoryListings} l where not exists (select from fresh f where f.user_id = l.user_id) returning 1
				),
				changed as (
					update ${directoryListings} l set ${assignments} from fresh f
					where f.user_id = l.user_id and row(${compared})::text is distinct from row(${fresh})::text
					returning 1
				),
				added as (
					insert into ${directoryListings} (${columnList})
					select * from fresh f where not exists (select from ${directoryListings} l where l.user_id = f.user_id)
					returning 1
				)
				select (select count(*) from added)::int as added, (select count(*) from removed)::int as removed, (select count(*) from changed)::int as changed`)
			const [row] = rowsOf<ListingsDrift>(result)
			const drift = { added: Number(row!.added), removed: Number(row!.removed), changed: Number(row!.changed) }
			if (dryRun) throw new DryRun(drift)
			return drift
		})
	} catch (error) {
		if (error instanceof DryRun) return error.drift
		throw error
	}
}

/**
 * The drift check of next openings (issue 29): works every dietitian's next
 * opening out again, as of the clock, and counts those whose kept value
 * differs — a write that forgot to refresh it, or the recheck sweep running
 * late (an expired hold the sweep has not reached yet shows for up to half a
 * minute). rebuildListings compares the listings with the kept values; this
 * compares the kept values with the truth. With `repair`, refreshes each one
 * and its listing. A maintenance command's cost (two small queries per
 * dietitian with availability), never a request's.
 */
export async function nextOpeningDrift(db: DB, { repair = false } = {}): Promise<number> {
	const kept = await db
		.select({ userId: appointmentSettings.userId, at: appointmentSettings.nextOpeningAt, local: appointmentSettings.nextOpeningLocal })
		.from(appointmentSettings)
		.orderBy(asc(appointmentSettings.userId))
	let drifted = 0
	for (const row of kept) {
		const fresh = await computeNextOpening(db, row.userId)
		if ((fresh.at?.getTime() ?? null) === (row.at?.getTime() ?? null) && fresh.local === row.local) continue
		drifted++
		if (repair)
			await db.transaction(async (tx) => {
				await refreshNextOpening(tx, row.userId)
				await refreshListingNextOpening(tx, row.userId)
			})
	}
	return drifted
}

/**
 * Rewrites the table in state and city order, so that the rows of one area
 * share pages, and refreshes the planner's statistics. A maintenance command
 * (CLUSTER locks the table while it runs), never a request's cost.
 */
export async function reorderListings(db: DB) {
	await db.transaction(async (tx) => {
		await tx.execute(sql`set local statement_timeout = 0`)
		await tx.execute(sql`cluster ${directoryListings} using directory_listings_city_idx`)
		await tx.execute(sql`analyze ${directoryListings}`)
	})
}

/** How many listings (public profiles) there are: the sitemap index names one profile sitemap per `perPage` of them. */
export async function listedCount(): Promise<number> {
	const db = await getDb()
	const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(directoryListings)
	return row?.count ?? 0
}

/**
 * One page of listed account ids in id order, for one profile sitemap. Offset paging on the primary key:
 * a sitemap asks for any page by its number, and skipping even 100,000 index entries costs milliseconds.
 */
export async function listedIdsPage(page: number, perPage: number): Promise<number[]> {
	const db = await getDb()
	const rows = await db
		.select({ id: directoryListings.userId })
		.from(directoryListings)
		.orderBy(asc(directoryListings.userId))
		.limit(perPage)
		.offset((page - 1) * perPage)
	return rows.map((row) => row.id)
}
