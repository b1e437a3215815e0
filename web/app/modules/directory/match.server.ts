import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { directoryListings as l } from '#db/schema/directory.ts'
import { profiles } from '#db/schema/profiles.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { replyFiguresOf, type ReplyFigures } from '#app/modules/leads/contact-replies.server.ts'
import { countSearchAppearances } from '#app/modules/statistics/search-appearances.server.ts'
import { dailyRotation } from './daily-rotation.server.ts'
import type { MatchAsk } from './match-ask.ts'
import { fullEnough, matchRadiusMiles, matchSize, needSpecialties, whenDays } from './match-needs.ts'
import { resolvePlace, type PlaceWords, type ResolvedPlace } from './resolve-place.server.ts'
import type { SearchPlace } from './search-place.ts'
import { chordSquared, dietitianCard, distanceBand, listingGroupOrder, milesOfChord, within, type DietitianCard } from './search.server.ts'

/** Which of the visitor's needs a dietitian meets (the need itself always: a match never names one who does not see it). */
export type MatchChecks = {
	/** An office within 50 miles (or in the state, when only a state was given) that sees clients in person. */
	inPerson: boolean
	/** Video visits in the visitor's state (licensed there, or the office is there). */
	video: boolean
	/** In person or video, as the visitor asked. */
	format: boolean
	/** Takes the plan asked (null: no plan asked). */
	plan: boolean | null
	/** A first-visit self-pay price at or under the budget (null: no budget given). */
	price: boolean | null
	/** The plan, or the price within the budget. */
	payment: boolean
	language: boolean
}

export type MatchedDietitian = {
	card: DietitianCard
	fit: 'all' | 'partial'
	checks: MatchChecks
	/** When the dietitian last confirmed their plans (the "confirmed Nov 20" of a plan taken). */
	insuranceConfirmedAt: Date | null
	replies: ReplyFigures | null
}

/** One change to the answers and how many more dietitians would then meet every need. */
export type MatchRelax = { change: 'allow_video' | 'allow_in_person' | 'any_payment' | 'any_language'; extra: number }

export type MatchOutcome =
	| {
			status: 'ok'
			place: SearchPlace | null
			/** The state of the visit: the place's, or the one given for video. */
			state: string
			/** The clock when the match ran (ISO). */
			at: string
			matches: MatchedDietitian[]
			/** Changes that would add dietitians meeting every need, most first; only when fewer than 3 meet every need. */
			relax: MatchRelax[]
	  }
	| Exclude<ResolvedPlace, { status: 'ok' }>

const yes = sql<boolean>`true`
const isTrue = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`

/** The visitor's needs as SQL conditions on a listing, each true or false (never null). */
function needConditions(ask: MatchAsk, place: SearchPlace | null, state: string) {
	const keys = needSpecialties[ask.need] as readonly string[]
	const specialty = keys.length ? sql<boolean>`${l.specialties} && array[${sql.join(keys.map((key) => sql`${key}`), sql`, `)}]::text[]` : yes
	const near = place ? within(place, matchRadiusMiles) : eq(l.state, state)
	const inPerson = sql<boolean>`(${l.inPerson} and ${near})`
	// telehealth_reach holds the licensed states and the office's, and is empty without telehealth.
	const video = sql<boolean>`(${l.telehealthReach} @> array[${state}]::text[])`
	const format = ask.format === 'in_person' ? inPerson : ask.format === 'video' ? video : sql<boolean>`(${inPerson} or ${video})`
	const planAsked = ask.insurance && ask.insurance !== 'Self-pay' ? ask.insurance : null
	// Medicare is a flag the radius and state indexes carry (as in search).
	const plan = planAsked === null ? null : planAsked === 'Medicare' ? sql<boolean>`${l.medicare}` : sql<boolean>`(${l.insurance} @> array[${planAsked}]::text[])`
	const price = ask.max_price === undefined ? null : isTrue(sql`${l.selfPayFirstVisitCents} <= ${ask.max_price * 100}`)
	const payment = plan && price ? sql<boolean>`(${plan} or ${price})` : (plan ?? price ?? yes)
	const language = ask.language === 'es' ? sql<boolean>`${l.spanish}` : yes
	const all = sql<boolean>`(${format} and ${payment} and ${language})`
	const misses = sql<number>`((not ${format})::int + (not ${payment})::int + (not ${language})::int)`
	// Candidates: they see the need and can be seen one way or the other; the rest of the needs rank them.
	const candidate = sql`(${specialty} and (${inPerson} or ${video}))`
	return { inPerson, video, format, plan, price, payment, language, all, misses, candidate }
}

/**
 * The order of an answer. `everyNeed`: the statement keeps only those who meet every need; otherwise
 * those come first, then fewer misses. Then Featured as in search, the soonest opening that fits "how
 * soon" (by day), nearness bands, search's listing groups, the daily rotation.
 */
function matchOrder(ask: MatchAsk, place: SearchPlace | null, needs: ReturnType<typeof needConditions>, everyNeed: boolean, at: Date, today: Date): SQL[] {
	const days = whenDays[ask.when]
	const from = sql`${at.toISOString()}::timestamptz`
	const fits = days === null ? sql`${l.nextOpening} >= ${from}` : sql`${l.nextOpening} >= ${from} and ${l.nextOpening} < ${new Date(at.getTime() + days * 86_400_000).toISOString()}::timestamptz`
	// In float8 (date_part), not numeric (extract): it is a sort key of every candidate.
	const openingDay = sql`case when ${fits} then floor(date_part('epoch', ${l.nextOpening} - ${from}) / 86400) end`
	const band = place ? [asc(distanceBand(place))] : []
	const fit = everyNeed ? [] : [desc(needs.all), asc(needs.misses)]
	return [...fit, desc(l.featured), sql`${openingDay} asc nulls last`, ...band, ...listingGroupOrder(), asc(dailyRotation(l.userId, today)), asc(l.userId)]
}

/**
 * One statement of a match (`npm run bench` EXPLAINs it): the first 10 candidates' keys in the order
 * (a top-N sort), then their cards and checks by key. `everyNeed`: only those who meet every need, a
 * narrower statement the indexes serve; otherwise every candidate, partial matches after.
 */
export function matchStatement(db: DB, ask: MatchAsk, place: SearchPlace | null, state: string, everyNeed: boolean, at: Date, today: Date = at) {
	const needs = needConditions(ask, place, state)
	const order = matchOrder(ask, place, needs, everyNeed, at, today)
	// Every candidate's statement also counts, as window aggregates over the same scan, how many would meet
	// every need after each change (the relax counts of a short answer).
	const count = (condition: SQL) => (everyNeed ? sql<number | null>`null::int` : sql<number>`count(*) filter (where ${condition}) over ()`)
	const page = db
		.select({
			id: sql<number>`${l.userId}`.as('match_id'),
			anyFormat: count(sql`${needs.payment} and ${needs.language}`).as('any_format'),
			anyPayment: count(sql`${needs.format} and ${needs.language}`).as('any_payment'),
			anyLanguage: count(sql`${needs.format} and ${needs.payment}`).as('any_language'),
		})
		.from(l)
		.where(everyNeed ? sql`${needs.candidate} and ${needs.all}` : needs.candidate)
		.orderBy(...order)
		.limit(matchSize)
		.as('page')
	return db
		.select({
			id: l.userId,
			firstName: l.firstName,
			lastName: l.lastName,
			credentials: l.credentials,
			role: l.role,
			cityName: l.cityName,
			state: l.state,
			zipcode: l.zipcode,
			distance: (place ? milesOfChord(sql`sqrt(${chordSquared(place)})`) : sql<null>`null::float8`).as('match_distance'),
			specialties: l.specialties,
			telehealth: l.telehealth,
			inPerson: l.inPerson,
			accepting: l.accepting,
			selfPayFirstVisitCents: l.selfPayFirstVisitCents,
			superbill: l.superbill,
			spanish: l.spanish,
			nextOpening: l.nextOpening,
			nextOpeningLocal: l.nextOpeningLocal,
			acceptingConfirmedAt: l.acceptingConfirmedAt,
			listingState: l.listingState,
			credentialChecks: l.credentialChecks,
			ratingCount: l.ratingCount,
			ratingSum: l.ratingSum,
			featured: l.featured,
			avatarKey: l.avatarKey,
			summaryPreview: l.summaryPreview,
			insuranceConfirmedAt: profiles.insuranceConfirmedAt,
			checkInPerson: needs.inPerson.as('check_in_person'),
			checkVideo: needs.video.as('check_video'),
			checkFormat: needs.format.as('check_format'),
			checkPlan: (needs.plan ?? sql<null>`null::boolean`).as('check_plan'),
			checkPrice: (needs.price ?? sql<null>`null::boolean`).as('check_price'),
			checkPayment: needs.payment.as('check_payment'),
			checkLanguage: needs.language.as('check_language'),
			anyFormat: page.anyFormat,
			anyPayment: page.anyPayment,
			anyLanguage: page.anyLanguage,
		})
		.from(page)
		.innerJoin(l, eq(l.userId, page.id))
		.leftJoin(profiles, eq(profiles.userId, l.userId))
		.orderBy(...order)
}

/** Where a match is: the place of `where` (a ZIP or a city) and the state of the visit, or why it cannot be read. */
export function matchPlace(ask: MatchAsk, placeWords?: PlaceWords) {
	const isZip = ask.where !== undefined && /^\d{5}(-\d{4})?$/.test(ask.where)
	const resolved = resolvePlace({ searchZipCode: isZip ? ask.where : undefined, searchCity: isZip ? undefined : ask.where, searchState: ask.state }, placeWords)
	if (resolved.status !== 'ok') return resolved
	const state = resolved.place?.state ?? resolved.state
	// The schema asks for a place or a state; a place the ZIP data knows always has its state.
	if (!state) throw new Error('a match needs a state')
	return { status: 'ok' as const, place: resolved.place, state }
}

/**
 * The guided match (issue 47): up to 10 listed dietitians who see the visitor's need, those who meet
 * every other need (in person or video as asked, the plan or the budget, the language) first; when
 * fewer than 3 do, those who miss some follow, with the changes that would find more. On the listings
 * read model: first the narrow statement of those who meet every need; only a short answer runs the
 * statement of every candidate, which counts for the relax suggestions in the same pass.
 */
export async function matchDietitians(ask: MatchAsk, options: { today?: Date; shownTo?: { userAgent: string | null }; placeWords?: PlaceWords } = {}): Promise<MatchOutcome> {
	const at = now()
	const today = options.today ?? at
	const where = matchPlace(ask, options.placeWords)
	if (where.status !== 'ok') return where
	const { place, state } = where
	const db = await getDb()
	const full = await matchStatement(db, ask, place, state, true, at, today)
	const short = full.length < fullEnough
	// Fewer than 3 meet every need: the partial matches follow them.
	const rows = short ? await matchStatement(db, ask, place, state, false, at, today) : full
	const replies = await replyFiguresOf(rows.map((row) => row.id), at)
	const matches = rows.map((row): MatchedDietitian => {
		const checks: MatchChecks = {
			inPerson: Boolean(row.checkInPerson),
			video: Boolean(row.checkVideo),
			format: Boolean(row.checkFormat),
			plan: row.checkPlan === null ? null : Boolean(row.checkPlan),
			price: row.checkPrice === null ? null : Boolean(row.checkPrice),
			payment: Boolean(row.checkPayment),
			language: Boolean(row.checkLanguage),
		}
		const card = dietitianCard(row, {
			distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
			featured: Boolean(row.featured),
			onlineOnly: checks.video && !checks.inPerson,
			nextOpening: row.nextOpening && row.nextOpening.getTime() > at.getTime() ? row.nextOpeningLocal : null,
		})
		const fit = checks.format && checks.payment && checks.language ? 'all' : 'partial'
		return { card, fit, checks, insuranceConfirmedAt: row.insuranceConfirmedAt, replies: replies.get(row.id) ?? null }
	})
	const relax = short ? relaxations(ask, rows[0], full.length) : []
	if (options.shownTo) countSearchAppearances(matches.map((match) => match.card.id), options.shownTo.userAgent, today)
	return { status: 'ok', place, state, at: at.toISOString(), matches, relax }
}

/** For a short answer: how many more would meet every need after each change the visitor could make (counted by the statement of every candidate). */
function relaxations(ask: MatchAsk, counts: { anyFormat: number | null; anyPayment: number | null; anyLanguage: number | null } | undefined, full: number): MatchRelax[] {
	if (!counts) return []
	const extra = (count: number | null) => Number(count ?? 0) - full
	const changes: MatchRelax[] = []
	if (ask.format === 'in_person') changes.push({ change: 'allow_video', extra: extra(counts.anyFormat) })
	if (ask.format === 'video') changes.push({ change: 'allow_in_person', extra: extra(counts.anyFormat) })
	if ((ask.insurance && ask.insurance !== 'Self-pay') || ask.max_price !== undefined) changes.push({ change: 'any_payment', extra: extra(counts.anyPayment) })
	if (ask.language === 'es') changes.push({ change: 'any_language', extra: extra(counts.anyLanguage) })
	return changes.filter((change) => change.extra > 0).sort((a, b) => b.extra - a.extra)
}
