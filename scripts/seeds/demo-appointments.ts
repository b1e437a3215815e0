import { asc, eq, sql } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { appointments, appointmentSettings } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { refreshNextOpening } from '#app/modules/appointments/next-opening.server.ts'
import type { TimeWindow, Weekday } from '#app/modules/appointments/openings.ts'
import { windowsOfHours } from '#app/modules/appointments/office-hours-windows.ts'
import type { WorkingTime } from '#db/schema/profiles.ts'
import { defaultKinds } from '#app/modules/appointments/visit-kinds.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'
import { addDays, instantOf, wallTimeAt, weekdayOf } from '#app/modules/clock/zoned-time.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import type { Seed } from './seed.ts'

const demoDietitian = 'maya.chen@americandietitian.example'
const hour = 3_600_000

const only = (windows: TimeWindow[], days: Weekday[]) => windows.filter((window) => days.includes(window.weekday))

/** An evening window after each weekday's office hours that end by 6 PM: offered with the note. */
const evenings = (hours: TimeWindow[], days: Weekday[]): TimeWindow[] =>
	days.filter((weekday) => {
		const ends = only(hours, [weekday]).map((window) => window.end)
		return ends.length > 0 && ends.every((end) => end <= '18:00')
	}).map((weekday) => ({ weekday, start: '18:00', end: '20:00' }))

/**
 * A varied but fixed week by the dietitian's place in the list (relative to
 * the clock's today), always inside the office hours the profile shows (issue
 * 42.1): most have openings tomorrow, some only a few days a week, some only
 * in two weeks (away until then), one is on time off for the whole horizon,
 * and some add evenings outside their hours, with a note the profile prints
 * beside the hours. Maya Chen, the demo login, books all her office hours.
 */
function weekFor(index: number, email: string, today: string, workingTime: WorkingTime | null) {
	const hours = windowsOfHours(workingTime)
	const none = { outsideHoursNote: null }
	if (email === demoDietitian) return { windows: hours, timeOff: [], noticeHours: 12, horizonDays: 30, ...none }
	switch (index % 6) {
		case 0:
			return { windows: hours, timeOff: [], noticeHours: 4, horizonDays: 30, ...none }
		case 1:
			return { windows: only(hours, [1, 3, 5]), timeOff: [], noticeHours: 24, horizonDays: 45, ...none }
		case 2:
			// Away until the end of next week: the first openings come in about two weeks.
			return { windows: hours, timeOff: [{ from: today, to: addDays(today, 12) }], noticeHours: 24, horizonDays: 60, ...none }
		case 3: {
			const extra = evenings(hours, [2, 4])
			return { windows: [...hours, ...extra], timeOff: [], noticeHours: 12, horizonDays: 30, outsideHoursNote: extra.length ? 'Evenings by appointment' : null }
		}
		case 4:
			return { windows: hours, timeOff: [], noticeHours: 2, horizonDays: 21, ...none }
		default:
			// On leave for longer than the horizon: availability set, no openings.
			return index === 5
				? { windows: hours, timeOff: [{ from: today, to: addDays(today, 60) }], noticeHours: 24, horizonDays: 30, ...none }
				: { windows: only(hours, [2, 3, 4]), timeOff: [], noticeHours: 24, horizonDays: 30, ...none }
	}
}

/** The first office date on or after `from` that is a weekday (Monday to Friday). */
function weekdayFrom(from: string) {
	let date = from
	while (weekdayOf(date) > 5) date = addDays(date, 1)
	return date
}

type Visit = { days: number; at: string; kind: 'intro' | 'first'; format: 'office' | 'video' | 'phone'; status: 'requested' | 'confirmed' | 'declined' | 'cancelled'; name: string; email: string; reason: string; insurance: string }

// Maya Chen's dashboard: two requests to answer, two confirmed visits to come, three behind her.
const mayasVisits: Visit[] = [
	{ days: 2, at: '10:00', kind: 'intro', format: 'video', status: 'requested', name: 'Jordan Reyes', email: 'jordan.reyes@example.com', reason: 'Newly diagnosed prediabetes; I would like help planning meals I can keep up with.', insurance: 'Aetna' },
	{ days: 3, at: '14:00', kind: 'first', format: 'office', status: 'requested', name: 'Li Wei', email: 'li.wei@example.com', reason: 'My father (72) has high blood pressure and speaks Mandarin; we would come together.', insurance: 'Medicare' },
	{ days: 2, at: '15:00', kind: 'first', format: 'office', status: 'confirmed', name: 'Sam Patel', email: 'sam.patel@example.com', reason: 'Vegetarian, training for a half marathon: fueling and recovery.', insurance: 'Self-pay' },
	{ days: 4, at: '09:30', kind: 'intro', format: 'phone', status: 'confirmed', name: 'Ana Lopez', email: 'ana.lopez@example.com', reason: 'Gestational diabetes at 26 weeks.', insurance: 'Cigna' },
	{ days: -3, at: '11:00', kind: 'first', format: 'video', status: 'confirmed', name: 'Chris Morgan', email: 'chris.morgan@example.com', reason: 'High cholesterol; wants to eat more plants.', insurance: 'UnitedHealthcare' },
	{ days: -6, at: '16:00', kind: 'intro', format: 'video', status: 'declined', name: 'Taylor Kim', email: 'taylor.kim@example.com', reason: 'Questions about intermittent fasting.', insurance: 'Self-pay' },
	{ days: -9, at: '13:30', kind: 'first', format: 'office', status: 'cancelled', name: 'Robin Hart', email: 'robin.hart@example.com', reason: 'IBS and a low-FODMAP trial.', insurance: 'Blue Cross Blue Shield' },
]

async function addVisits(db: DB, dietitianId: number, timeZone: string, today: string, at: number) {
	for (const visit of mayasVisits) {
		const date = visit.days > 0 ? weekdayFrom(addDays(today, visit.days)) : addDays(today, visit.days)
		const [h, m] = visit.at.split(':').map(Number) as [number, number]
		const start = instantOf(timeZone, date, h * 60 + m)!
		const end = start + (visit.kind === 'intro' ? 15 : 60) * 60_000
		const asked = new Date(Math.min(at, start) - 30 * hour)
		await db.insert(appointments).values({
			dietitianId,
			kind: visit.kind,
			format: visit.format,
			startsAt: new Date(start),
			endsAt: new Date(end),
			timeZone,
			status: visit.status,
			visitorName: visit.name,
			visitorEmail: visit.email,
			visitorEmailKey: emailKey(visit.email),
			reason: visit.reason,
			insurance: visit.insurance,
			holdExpiresAt: new Date(asked.getTime() + 30 * 60_000),
			requestedAt: asked,
			replyDueAt: visit.status === 'requested' ? new Date(Math.min(start, at + 48 * hour)) : null,
			confirmedAt: visit.status === 'confirmed' || visit.status === 'cancelled' ? new Date(asked.getTime() + 3 * hour) : null,
			declinedAt: visit.status === 'declined' ? new Date(asked.getTime() + 5 * hour) : null,
			declineNote: visit.status === 'declined' ? 'propose\nI am fully booked that week; please pick a time next week.' : null,
			cancelledAt: visit.status === 'cancelled' ? new Date(start - 20 * hour) : null,
			cancelledBy: visit.status === 'cancelled' ? 'visitor' : null,
			closedAt: visit.status === 'declined' || visit.status === 'cancelled' ? new Date(asked.getTime() + 6 * hour) : null,
			createdAt: asked,
		})
	}
}

/**
 * Availability for every demo dietitian whose plan includes booking, so a
 * fresh clone's profiles show openings (and search cards their next one), and
 * a few appointments on Maya Chen's dashboard. Times follow the clock.
 */
export const demoAppointmentsSeed: Seed = {
	name: 'demo appointments',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appointmentSettings)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const at = now().getTime()
		const rows = await db
			.select({ id: users.id, email: users.email, plan: users.plan, timeZone: profiles.timeZone, zipcode: profiles.zipcode, state: profiles.state, offersInPerson: profiles.offersInPerson, offersTelehealth: profiles.offersTelehealth, workingTime: profiles.workingTime })
			.from(users)
			.innerJoin(profiles, eq(profiles.userId, users.id))
			.orderBy(asc(users.id))
		const bookable = rows.filter((row) => hasEntitlement(row.plan, 'booking'))
		for (const [index, row] of bookable.entries()) {
			const timeZone = officeZone(row)
			const today = wallTimeAt(timeZone, at).date
			const week = weekFor(index, row.email, today, row.workingTime)
			const formats = (list: ('office' | 'video' | 'phone')[]) => list.filter((f) => (f === 'office' ? row.offersInPerson : row.offersTelehealth || f === 'phone'))
			// No price here: a first visit costs the profile's first-visit fee (demo-profiles.ts), as "Services and fees" shows it.
			const kinds = defaultKinds().map((kind) => {
				const offered = formats(kind.kind === 'intro' ? ['video', 'phone'] : ['office', 'video'])
				return { ...kind, enabled: offered.length > 0, formats: offered }
			})
			await db.insert(appointmentSettings).values({ userId: row.id, kinds, ...week })
			if (row.email === demoDietitian) await addVisits(db, row.id, timeZone, today, at)
			await refreshNextOpening(db, row.id)
		}
		return [`[db] seeded availability for ${bookable.length} dietitians who take bookings, and 7 appointments for Maya Chen`]
	},
}
