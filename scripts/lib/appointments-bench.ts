// The appointments part of `npm run bench` (issues 29 and 44.5): through the real module code on a
// fresh PGlite (and a throw-away PostgreSQL database), a profile's 14-day openings for a dietitian
// with 200 future appointments (budget p95 ≤ 5 ms); requesting an opening with up to 5 requests in
// flight (budget p95 ≤ 20 ms per request) and with 50 in flight (budget ≥ 250 requests/s: with 50
// in flight each request waits for the others, so by Little's law its latency is 50 / throughput
// and cannot be held to 20 ms on one 2-core process); then 50 clients asking for one time at once
// (exactly one holds it). Every request asks a dietitian no other request asks, so the cap on holds
// waiting for e-mail confirmation (3 per dietitian) never answers instead of the booking code.
// PostgreSQL too when it answers (its pool: PG_POOL_MAX).
// Alone: `sh scripts/node24.sh scripts/lib/appointments-bench.ts` (BENCH_APPOINTMENT_ROUNDS, default 4 requests per client).
import { openDb } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { appointments } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { findBooking, openingView, openingsOf, requestAppointment } from '#app/modules/appointments/booking.server.ts'
import { busyIntervals } from '#app/modules/appointments/next-opening.server.ts'
import { listOpenings } from '#app/modules/appointments/openings.ts'
import { groupByDay, profileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { closeDb, useDbOpener } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { createThrowawayDatabase, dropThrowawayDatabase } from '#db/throwaway-database.ts'
import { postgresAnswers, postgresTestUrl } from './test-services.ts'

const budgets = { openings: 5, request: 20, perSecond: 250 }
const clients = 50
const fewClients = 5
const day = 86_400_000

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const summary = (samples: number[]) => {
	const sorted = [...samples].sort((a, b) => a - b)
	return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) }
}

async function bookableDietitian(db: Awaited<ReturnType<typeof openDb>>['db'], n: number) {
	const [user] = await db.insert(users).values({ email: `bench.rd.${n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: `Dietitian${n}`, plan: 2, verified: true }).returning({ id: users.id })
	await db.insert(profiles).values({ userId: user!.id, reviewStatus: 'approved', credentials: ['RDN'], cityName: 'New York', state: 'NY', zipcode: '10001', latitude: 40.7506, longitude: -73.9972, timeZone: 'America/New_York', officeNumber: '(212) 555-0100', businessEmail: `bench.office.${n}@example.com` })
	await refreshListing(db, user!.id)
	const week = {
		kinds: [
			{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
			{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
		],
		windows: ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((weekday) => [
			{ weekday, start: '08:00', end: '12:00' },
			{ weekday, start: '13:00', end: '20:00' },
		]),
		timeOff: [],
		noticeHours: 1,
		horizonDays: 60,
	}
	await saveAvailability(user!.id, availabilitySchema.parse(week))
	return user!.id
}

async function freeIntroStarts(dietitianId: number) {
	const at = Date.now()
	const found = await openingsOf(dietitianId, at, at + 60 * day, 'intro')
	if (typeof found === 'string') throw new Error(`no openings: ${found}`)
	return found.openings.map((opening) => ({ at: opening.start, iso: openingView(found.timeZone, opening).start }))
}

/** On PGlite in memory, then on a throw-away PostgreSQL database when the project's server answers (BENCH_DATABASE_URL or the test server). */
/** Each client asks in turn, at the dietitians of its own list, for a free time no other client asks for. */
async function requestsFrom(targets: number[][]) {
	const free = new Map<number, { at: number }[]>()
	for (const id of new Set(targets.flat())) free.set(id, await freeIntroStarts(id))
	const latencies: number[] = []
	const outcomes = new Map<string, number>()
	const wall = performance.now()
	await Promise.all(
		targets.map(async (dietitians, client) => {
			for (const [round, dietitianId] of dietitians.entries()) {
				const start = free.get(dietitianId)!.shift()!
				const began = performance.now()
				const outcome = await requestAppointment(dietitianId, { start: start.at, kind: 'intro', format: 'video', name: 'Bench Visitor', email: `bench.${dietitianId}.${client}.${round}@example.com`, phone: '', reason: 'Bench request', insurance: 'Aetna' }, `198.51.${client}.${round}`)
				latencies.push(performance.now() - began)
				outcomes.set(outcome.status, (outcomes.get(outcome.status) ?? 0) + 1)
			}
		}),
	)
	return { ...summary(latencies), perSecond: latencies.length / ((performance.now() - wall) / 1000), outcomes: [...outcomes].map(([status, n]) => `${status} ${n}`).join(', ') }
}

export async function benchAppointments() {
	process.env.BOOKING_RATE_LIMIT_PER_HOUR ??= '100000000'
	await benchOn('memory://')
	const serverUrl = process.env.BENCH_DATABASE_URL ?? postgresTestUrl
	if (!(await postgresAnswers(serverUrl))) {
		console.log(`(PostgreSQL at ${serverUrl} does not answer: appointments measured on PGlite only)`)
		return
	}
	const { url, name } = await createThrowawayDatabase(serverUrl, 'dietitian_bench_appointments')
	try {
		await benchOn(url)
	} finally {
		await dropThrowawayDatabase(serverUrl, name)
	}
}

async function benchOn(url: string) {
	const handle = await openDb(url)
	useDbOpener(async () => handle)
	const { db } = handle
	try {
		// 200 future appointments over the next four weeks (every third intro opening), confirmed.
		const busy = await bookableDietitian(db, 1)
		const starts = (await freeIntroStarts(busy)).filter((_, i) => i % 3 === 0).slice(0, 200)
		await db.insert(appointments).values(
			starts.map((start, i) => ({
				dietitianId: busy,
				kind: 'intro' as const,
				format: 'video' as const,
				startsAt: new Date(start.at),
				endsAt: new Date(start.at + 15 * 60_000),
				timeZone: 'America/New_York',
				status: 'confirmed' as const,
				visitorName: `Visitor ${i}`,
				visitorEmail: `visitor.${i}@example.com`,
				visitorEmailKey: `visitor.${i}@example.com`,
				reason: 'Bench',
				insurance: 'Aetna',
				holdExpiresAt: new Date(),
				confirmedAt: new Date(),
				createdAt: new Date(),
			})),
		)
		const openingsRuns = Number(process.env.BENCH_APPOINTMENT_OPENING_RUNS ?? 300)
		const samples: number[] = []
		let slots = 0
		for (let i = 0; i < openingsRuns + 20; i++) {
			const started = performance.now()
			const shown = await profileOpenings(busy, { kind: i % 2 ? 'first' : 'intro', tz: i % 3 ? null : 'America/Chicago' })
			if (i >= 20) samples.push(performance.now() - started)
			if (i % 2 === 0) slots = shown!.days.reduce((n, d) => n + d.times.length, 0)
		}
		const openings = summary(samples)
		// Where the time of one profile's openings goes: the reads, the arithmetic, the labels.
		const parts: Record<string, number[]> = { 'dietitian and availability': [], 'busy intervals': [], 'openings arithmetic': [], 'labels by day': [] }
		for (let i = 0; i < 100; i++) {
			let t = performance.now()
			const found = await findBooking(busy)
			parts['dietitian and availability']!.push(performance.now() - t)
			if (typeof found === 'string') throw new Error(found)
			const at = Date.now()
			t = performance.now()
			const intervals = await busyIntervals(db, busy, new Date(at), new Date(at + 15 * day))
			parts['busy intervals']!.push(performance.now() - t)
			t = performance.now()
			const list = listOpenings(found.bookable.availability, intervals, at, { from: at, to: at + 14 * day, kind: 'intro' })
			parts['openings arithmetic']!.push(performance.now() - t)
			t = performance.now()
			groupByDay('America/New_York', list, 'America/Chicago')
			parts['labels by day']!.push(performance.now() - t)
		}

		// Clients asking in turn for times no one else asks for, each request at a dietitian of its own
		// (the usual case): 5 in flight, then 50.
		const rounds = Number(process.env.BENCH_APPOINTMENT_ROUNDS ?? 4)
		const fewRounds = rounds * 5
		const pool: number[] = []
		for (let i = 0; i < clients * rounds + fewClients * fewRounds; i++) pool.push(await bookableDietitian(db, 100 + i))
		const take = (n: number) => pool.splice(0, n)
		const few = await requestsFrom(Array.from({ length: fewClients }, () => take(fewRounds)))
		const many = await requestsFrom(Array.from({ length: clients }, () => take(rounds)))
		const target = await bookableDietitian(db, 2)

		// 50 clients asking for one time at once.
		const contested = (await freeIntroStarts(target))[0]!
		const race = await Promise.all(
			Array.from({ length: clients }, (_, client) =>
				requestAppointment(target, { start: contested.at, kind: 'intro', format: 'video', name: 'Racer', email: `race.${client}@example.com`, phone: '', reason: 'Same time', insurance: 'Aetna' }, `203.0.113.${client}`),
			),
		)
		const raceCounts = race.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome.status]: (counts[outcome.status] ?? 0) + 1 }), {})

		const mark = (ms: number, budget: number) => `${ms.toFixed(2)}${ms <= budget ? ' ' : '!'}`
		console.log(`\nappointments on ${handle.kind}, module calls (SQL + arithmetic), ${process.platform} ${process.arch}\n`)
		console.log('case'.padEnd(66) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(10) + 'p99 ms'.padStart(9) + 'budget p95'.padStart(12))
		console.log(`a profile's week of openings, 200 future appointments (${slots} intro times, ${openingsRuns} runs)`.padEnd(66) + openings.p50.toFixed(2).padStart(9) + mark(openings.p95, budgets.openings).padStart(10) + openings.p99.toFixed(2).padStart(9) + String(budgets.openings).padStart(12))
		for (const [part, times] of Object.entries(parts)) console.log(`  ${part}`.padEnd(66) + summary(times).p50.toFixed(2).padStart(9) + summary(times).p95.toFixed(2).padStart(10))
		console.log(`requesting an opening: ${fewClients} in flight × ${fewRounds}, each at a dietitian of its own`.padEnd(66) + few.p50.toFixed(2).padStart(9) + mark(few.p95, budgets.request).padStart(10) + few.p99.toFixed(2).padStart(9) + String(budgets.request).padStart(12))
		console.log(`  ${few.perSecond.toFixed(0)} requests/s; outcomes: ${few.outcomes}`)
		console.log(`requesting an opening: ${clients} in flight × ${rounds}, each at a dietitian of its own`.padEnd(66) + many.p50.toFixed(2).padStart(9) + many.p95.toFixed(2).padStart(10) + many.p99.toFixed(2).padStart(9))
		// With 50 requests in flight, each waits for the others (Little's law): the budget is throughput.
		console.log(`  ${many.perSecond.toFixed(0)}${many.perSecond >= budgets.perSecond ? ' ' : '!'} requests/s (budget ≥ ${budgets.perSecond}), ${(1000 / many.perSecond).toFixed(1)} ms of work each; outcomes: ${many.outcomes}`)
		console.log(`${clients} clients asking for one time at once: ${Object.entries(raceCounts).map(([status, n]) => `${status} ${n}`).join(', ')}`)
		console.log('(! over the budget)')
	} finally {
		await closeDb()
	}
}

if (import.meta.main) await benchAppointments()
