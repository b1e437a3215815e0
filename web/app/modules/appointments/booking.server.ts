import { and, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { appointments } from '#db/schema/appointments.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListingNextOpening } from '#app/modules/directory/listings.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'
import { erasedHealthData } from './health-data.ts'
import type { BookingInput } from './booking-request-schema.ts'
import { busyIntervals, loadAvailability, refreshNextOpening, type Bookable, type Tx } from './next-opening.server.ts'
import { bookingProblem, listOpenings, type BookingProblem, type Opening } from './openings.ts'
import type { VisitKind } from './visit-kinds.ts'
import { countBooking, timeQuery } from '#app/modules/metrics/metrics.server.ts'

/** How long a hold waits for the visitor to confirm their e-mail. */
export const holdMinutes = 30
/** Live requests one e-mail address may have made in 24 hours (a name typed by someone else cannot fill a calendar). */
export const requestsPerEmailPerDay = 3
/** Live requests one e-mail address may have with one dietitian at a time. */
export const requestsPerEmailPerDietitian = 2
/** Holds one dietitian may have waiting for their visitors' e-mail at a time: made-up addresses cannot hoard a calendar (the dietitian's own proposals of a new time do not count). */
export const waitingHoldsPerDietitian = 3

export type OpeningView = { start: string; end: string; kind: VisitKind; formats: string[] }

export const openingView = (timeZone: string, opening: Opening): OpeningView => ({
	start: isoInZone(timeZone, opening.start),
	end: isoInZone(timeZone, opening.end),
	kind: opening.kind,
	formats: opening.formats,
})

type Booking = { target: NonNullable<Awaited<ReturnType<typeof getContactTarget>>>; bookable: Bookable }

export type BookingRefusal = 'not-found' | 'no-booking'

/** A listed dietitian whose plan includes booking and who has availability and takes new clients; else why not. */
export async function findBooking(dietitianId: number): Promise<Booking | BookingRefusal> {
	// Both reads at once: every profile page and booking waits on them, and the second needs nothing of the first.
	const [target, bookable] = await Promise.all([getContactTarget(dietitianId), getDb().then((db) => loadAvailability(db, dietitianId))])
	if (!target || target.status !== 'listed') return 'not-found'
	if (!hasEntitlement(target.plan, 'booking')) return 'no-booking'
	if (!bookable || !bookable.accepting) return 'no-booking'
	return { target, bookable }
}

/** The openings of a dietitian between two instants (all kinds, or one). */
export function openingsOf(dietitianId: number, from: number, to: number, kind?: VisitKind): Promise<{ timeZone: string; openings: Opening[] } | BookingRefusal> {
	return timeQuery('openings', async () => {
		const found = await findBooking(dietitianId)
		if (typeof found === 'string') return found
		const at = now().getTime()
		const busy = await busyIntervals(await getDb(), dietitianId, new Date(Math.max(from, at)), new Date(to + 2 * 3_600_000))
		return { timeZone: found.bookable.availability.timeZone, openings: listOpenings(found.bookable.availability, busy, at, { from, to, kind }) }
	})
}

export type BookingOutcome =
	| { status: 'held'; id: number; start: string; end: string; kind: VisitKind; format: string; holdExpiresAt: string; dietitianName: string }
	| { status: BookingRefusal }
	| { status: 'invalid'; problem: Exclude<BookingProblem, 'taken'>; message: string }
	| { status: 'taken'; message: string; openings: OpeningView[] }
	| { status: 'rate-limited'; retryAfter: number; message: string; limit: BookingLimit }

/**
 * Which limit refused a request: the client's network address; the e-mail's
 * live requests of the day; its live requests with this dietitian; the
 * dietitian's holds waiting for an e-mail check.
 */
export type BookingLimit = 'address' | 'email' | 'email-dietitian' | 'waiting-holds'

export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export const limitMessages = {
	email: `This e-mail address has already asked for ${requestsPerEmailPerDay} appointments today. Please try again tomorrow, or cancel a request you no longer need.`,
	'email-dietitian': `This e-mail address already has ${requestsPerEmailPerDietitian} requests with this dietitian. Cancel one you no longer need, or wait for the dietitian’s answer.`,
	'waiting-holds': (seconds: number) =>
		`This dietitian already has ${waitingHoldsPerDietitian} requests waiting for their visitors to confirm their e-mail. Please try again in ${minutesToWait(seconds)} minutes.`,
}

export const takenMessage = 'Someone has just booked this time. Please choose another opening.'

export function problemMessage(problem: Exclude<BookingProblem, 'taken'>, bookable: Bookable): string {
	const { noticeHours, horizonDays } = bookable.availability
	switch (problem) {
		case 'kind-off':
			return 'This dietitian does not offer this kind of visit at the moment.'
		case 'format':
			return 'This kind of visit is not offered in this format: choose another format.'
		case 'past':
			return 'This time has passed: please choose one of the openings.'
		case 'notice':
			return `This dietitian needs ${noticeHours} hours’ notice: please choose a later opening.`
		case 'horizon':
			return `This dietitian takes bookings up to ${horizonDays} days ahead: please choose an earlier opening.`
		case 'not-an-opening':
			return 'This time is not one of the dietitian’s openings: please choose one of them.'
	}
}

/** A violation of the constraint that keeps one dietitian's appointments apart (or of another, by its code). */
export function postgresCode(error: unknown): string | undefined {
	for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
		if (typeof e.code === 'string') return e.code
	}
	return undefined
}

class LimitReached extends Error {
	readonly limit: Exclude<BookingLimit, 'address'>
	readonly retryAfter: number
	constructor(limit: Exclude<BookingLimit, 'address'>, retryAfter: number) {
		super(limit)
		this.limit = limit
		this.retryAfter = retryAfter
	}
}

/** The states in which a request keeps its time or may still (held until its 30 minutes are over). */
const live = (at: Date) =>
	or(and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, at)), inArray(appointments.status, ['requested', 'confirmed']))

/** A waiting request to move a visit is that visit, not another: it does not count against its person. */
const notAMove = sql`not (${appointments.status} in ('requested', 'held') and ${appointments.replacesId} is not null)`

/** The next few openings of a kind, offered when the one asked for was taken. */
export async function otherOpenings(dietitianId: number, kind: VisitKind): Promise<OpeningView[]> {
	const at = now().getTime()
	const found = await openingsOf(dietitianId, at, at + 62 * 86_400_000, kind)
	if (typeof found === 'string') return []
	return found.openings.slice(0, 5).map((opening) => openingView(found.timeZone, opening))
}

/**
 * A visitor asks for an opening: it is held at once for 30 minutes while they
 * confirm their e-mail (a signed link), and the dietitian hears of it only
 * then. The hold is one insert; the database's exclusion constraint, not a
 * check before it, decides between two visitors asking for the same time.
 */
export async function requestAppointment(dietitianId: number, input: BookingInput, clientIp: string): Promise<BookingOutcome> {
	// The address's count and the dietitian's booking read at once: a refused request still counts, as before.
	const [wait, found] = await Promise.all([hitRateLimit(`booking:ip:${clientIp}`, getEnv().BOOKING_RATE_LIMIT_PER_HOUR, 60 * 60_000), findBooking(dietitianId)])
	if (wait > 0) return { status: 'rate-limited', retryAfter: wait, limit: 'address', message: `Too many booking requests were sent from here. Please try again in ${Math.ceil(wait / 60)} minutes.` }
	if (typeof found === 'string') return { status: found }
	const { availability } = found.bookable
	const kind = availability.kinds.find((k) => k.kind === input.kind)
	const at = now()
	const end = input.start + (kind?.minutes ?? 0) * 60_000
	// Whether the time is free is the insert's to find out: the exclusion constraint answers it (23P01 below)
	// under the transaction's locks, so reading the busy times first would only add a round trip.
	// With no busy times given, the problem is never 'taken'.
	const problem = bookingProblem(availability, [], at.getTime(), { start: input.start, kind: input.kind, format: input.format }) as Exclude<BookingProblem, 'taken'> | null
	if (problem) return { status: 'invalid', problem, message: problemMessage(problem, found.bookable) }
	let id: number
	try {
		id = await withJobs(async (tx) => {
			// One person's requests are counted one at a time, then one dietitian's holds (always in this order).
			const person = emailKey(input.email)
			// Both locks in one statement; PostgreSQL evaluates a select list from left to right, so the order holds.
			await tx.execute(
				sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${person}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`booking-dietitian:${dietitianId}`}, 0))`,
			)
			// Holds past their 30 minutes that the sweep has not reached yet give their time back first (and their health data goes);
			// a proposed time that passed tells its dietitian, as the sweep would.
			const expired = await tx
				.update(appointments)
				.set({ status: 'expired', closedAt: at, ...erasedHealthData })
				.where(and(eq(appointments.dietitianId, dietitianId), eq(appointments.status, 'held'), lte(appointments.holdExpiresAt, at)))
				.returning({ id: appointments.id, replacesId: appointments.replacesId })
			for (const hold of expired) if (hold.replacesId !== null) await enqueueJob('appointment-mail', { appointmentId: hold.id, mail: 'proposal-expired' }, { tx })
			// The three limits in one read: the person's live requests today and with this dietitian, and the dietitian's waiting holds.
			const ofPerson = eq(appointments.visitorEmailKey, person)
			const waitingHold = and(eq(appointments.dietitianId, dietitianId), eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, at), isNull(appointments.replacesId))
			const [counts] = await tx
				.select({
					today: sql<number>`count(*) filter (where ${and(ofPerson, live(at), notAMove, gte(appointments.createdAt, new Date(at.getTime() - 86_400_000)))})::int`,
					withDietitian: sql<number>`count(*) filter (where ${and(ofPerson, live(at), notAMove, eq(appointments.dietitianId, dietitianId), gt(appointments.endsAt, at))})::int`,
					waiting: sql<number>`count(*) filter (where ${waitingHold})::int`,
					firstWaitingEnds: sql<string | null>`min(${appointments.holdExpiresAt}) filter (where ${waitingHold})`,
				})
				.from(appointments)
				.where(or(ofPerson, waitingHold))
			if (counts!.today >= requestsPerEmailPerDay) throw new LimitReached('email', 86_400)
			if (counts!.withDietitian >= requestsPerEmailPerDietitian) throw new LimitReached('email-dietitian', 86_400)
			if (counts!.waiting >= waitingHoldsPerDietitian) throw new LimitReached('waiting-holds', Math.max(1, Math.ceil((new Date(counts!.firstWaitingEnds!).getTime() - at.getTime()) / 1000)))
			const [row] = await tx
				.insert(appointments)
				.values({
					dietitianId,
					kind: input.kind,
					format: input.format,
					startsAt: new Date(input.start),
					endsAt: new Date(end),
					timeZone: availability.timeZone,
					visitorName: input.name,
					visitorEmail: input.email,
					visitorEmailKey: person,
					visitorPhone: input.phone || null,
					reason: input.reason,
					insurance: input.insurance,
					locale: input.locale ?? 'en',
					holdExpiresAt: new Date(at.getTime() + holdMinutes * 60_000),
					createdAt: at,
				})
				.returning({ id: appointments.id })
			await refreshNextOpening(tx, dietitianId)
			await refreshListingNextOpening(tx, dietitianId)
			// In the transaction: a hold exists only with the mail that lets its visitor confirm it.
			await enqueueJob('appointment-mail', { appointmentId: row!.id, mail: 'check-email' }, { tx })
			return row!.id
		})
	} catch (error) {
		if (error instanceof LimitReached) {
			const { limit, retryAfter } = error
			return { status: 'rate-limited', retryAfter, limit, message: limit === 'waiting-holds' ? limitMessages[limit](retryAfter) : limitMessages[limit] }
		}
		if (postgresCode(error) === '23P01') return { status: 'taken', message: takenMessage, openings: await otherOpenings(dietitianId, input.kind) }
		throw error
	}
	countBooking('held')
	return {
		status: 'held',
		id,
		start: isoInZone(availability.timeZone, input.start),
		end: isoInZone(availability.timeZone, end),
		kind: input.kind,
		format: input.format,
		holdExpiresAt: new Date(at.getTime() + holdMinutes * 60_000).toISOString(),
		dietitianName: found.target.name,
	}
}
