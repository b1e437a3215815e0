import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { appointments, appointmentSettings } from '#db/schema/appointments.ts'
import { busyCalendars, busyRanges } from '#db/schema/busy-calendars.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { readLimits } from '#app/modules/appointments/calendar-fetch.server.ts'
import { computeNextOpening } from '#app/modules/appointments/next-opening.server.ts'
import { profileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { action as busyApi } from '#app/routes/api/user.busy-calendars.ts'
import { action as busyForm } from '#app/routes/viewprofile.busy-calendars.ts'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { bookableDietitian, monday } from './booking-week.ts'
import { startCalendarServer } from './calendar-server.ts'

let server: Awaited<ReturnType<typeof startCalendarServer>>

beforeAll(async () => {
	server = await startCalendarServer()
	// The allow-list lets this file's local server through (and it alone); the address check itself has its unit test.
	process.env.CALENDAR_FETCH_ALLOWED_HOSTS = server.host
	delete (globalThis as { __env?: unknown }).__env
})
afterAll(async () => {
	delete process.env.CALENDAR_FETCH_ALLOWED_HOSTS
	delete (globalThis as { __env?: unknown }).__env
	await server.close()
})

async function bearerOf(userId: number) {
	const [user] = await (await getDb()).select().from(users).where(eq(users.id, userId))
	return { authorization: `Bearer ${(await issueApiSession(user!)).token}` }
}

type Status = { id: number; host: string; last_synced_at: string | null; busy_count: number; last_error: string | null; unknown_zones: string[] }
const busy = async (auth: Record<string, string>, body: unknown = {}) => callApi(busyApi, '/api/user/busy-calendars', body, { headers: auth })
const calendarsOf = (answer: { body: unknown }) => (answer.body as { data: Status[] }).data

/** The starts (office wall time) of a day's intro-call openings, as POST /api/dietitians/openings gives them. */
async function introStarts(dietitianId: number, date: string) {
	const answer = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitianId, from: date, to: new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10) })
	expect(answer.status).toBe(200)
	return (answer.body as { data: { start: string; kind: string }[] }).data.filter((o) => o.kind === 'intro').map((o) => o.start.slice(11, 16))
}

async function keptNextOpening(dietitianId: number) {
	const db = await getDb()
	const [settings] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.userId, dietitianId))
	const [listing] = await db.select().from(directoryListings).where(eq(directoryListings.userId, dietitianId))
	// The drift check's comparison: what is kept is what works out now.
	expect(settings!.nextOpeningLocal).toBe((await computeNextOpening(db, dietitianId)).local)
	return { settings: settings!.nextOpeningLocal, card: listing!.nextOpeningLocal }
}

describe('busy times from the dietitian’s calendars (issue 45 points 2–5)', () => {
	test('a Google export’s busy times leave the openings everywhere: the openings API, the profile, the next opening of the cards; a 304 keeps them', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const auth = await bearerOf(dietitian.id)
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('09:00')
		expect(await keptNextOpening(dietitian.id)).toEqual({ settings: '2026-12-01T09:00:00-05:00', card: '2026-12-01T09:00:00-05:00' })

		const added = await busy(auth, { add: `${server.origin}/google.ics` })
		expect(added.status).toBe(200)
		const [calendar] = calendarsOf(added)
		expect(calendar).toEqual({ id: expect.any(Number), host: '127.0.0.1', last_synced_at: new Date(monday).toISOString(), busy_count: expect.any(Number), last_error: null, unknown_zones: [] })
		// The secret address is never shown again.
		expect(added.raw).not.toContain('google.ics')

		// Tuesday's huddle (9:00-10:00), Thursday's dentist (13:00-14:00); 15:00 is free (transparent), 16:00 was cancelled.
		expect(await introStarts(dietitian.id, '2026-12-01')).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'])
		const thursday = await introStarts(dietitian.id, '2026-12-03')
		expect(thursday[0]).toBe('14:00')
		expect(thursday).toContain('15:00')
		expect(thursday).toContain('16:00')
		// December 8 is an EXDATE: its 9:00 is open; the 15th's huddle moved to Thursday the 17th at 14:00.
		expect((await introStarts(dietitian.id, '2026-12-08'))[0]).toBe('09:00')
		expect((await introStarts(dietitian.id, '2026-12-15'))[0]).toBe('09:00')
		expect(await introStarts(dietitian.id, '2026-12-17')).not.toContain('14:00')
		expect(await keptNextOpening(dietitian.id)).toEqual({ settings: '2026-12-01T10:00:00-05:00', card: '2026-12-01T10:00:00-05:00' })
		const profile = await profileOpenings(dietitian.id, { kind: 'intro', tz: null })
		expect(profile!.days[0]!.date).toBe('2026-12-01')
		expect(Math.min(...profile!.days[0]!.times)).toBe(10 * 60)

		// "Sync now": the server answers 304 to the ETag, and the busy times stay.
		const before = server.state.notModified
		const synced = await busy(auth, { sync: calendar!.id })
		expect(synced.status).toBe(200)
		expect(server.state.notModified).toBe(before + 1)
		expect(calendarsOf(synced)[0]).toMatchObject({ busy_count: calendar!.busy_count, last_error: null })
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('10:00')

		// Removing it gives the time back at once.
		expect(calendarsOf(await busy(auth, { remove: calendar!.id }))).toEqual([])
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('09:00')
		expect((await keptNextOpening(dietitian.id)).card).toBe('2026-12-01T09:00:00-05:00')
	})

	test('Outlook’s Windows zone names, an all-day event, and a zone nobody knows (read as UTC and said on the dashboard)', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const added = await busy(await bearerOf(dietitian.id), { add: `${server.origin}/outlook.ics` })
		expect(added.status, added.raw).toBe(200)
		expect(calendarsOf(added)[0]).toMatchObject({ host: '127.0.0.1', unknown_zones: ['Mars Standard Time'], last_error: null })
		// 10:30-11:30 Eastern ("Eastern Standard Time"), and 16:00-16:30 UTC of the unknown zone (11:00-11:30).
		expect(await introStarts(dietitian.id, '2026-12-01')).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '11:30', '11:45'])
		// 13:00-14:00 Central is 14:00-15:00 Eastern.
		expect(await introStarts(dietitian.id, '2026-12-03')).not.toContain('14:00')
		expect(await introStarts(dietitian.id, '2026-12-03')).toContain('13:00')
		// The all-day conference takes the whole Thursday.
		expect(await introStarts(dietitian.id, '2026-12-10')).toEqual([])

		const page = (await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie: await sessionCookieFor(dietitian.id) })).data as {
			busyCalendars: { calendars: { host: string; read: string; error: string | null; zones: string | null }[] }
		}
		const [shown] = page.busyCalendars.calendars
		expect(shown!.host).toBe('127.0.0.1')
		expect(shown!.read).toMatch(/^Last read Mon, Nov 30, 9:00 AM EST, \d+ busy times$/)
		expect(shown!.zones).toBe('Time zones we do not know, read as UTC: Mars Standard Time')
		expect(JSON.stringify(page.busyCalendars)).not.toContain('outlook.ics')
	})

	test('a feed that changes is read again every 15 minutes by the worker; a visit it now overlaps is flagged and declined with other times in one click; 24 h of failures bring one mail', { timeout: 120_000 }, async () => {
		setClock(monday)
		server.state.changingVersion = 1
		server.state.down = false
		const dietitian = await bookableDietitian()
		const start = new Date('2026-12-03T14:00:00-05:00')
		const [visit] = await (await getDb())
			.insert(appointments)
			.values({ dietitianId: dietitian.id, kind: 'intro', format: 'phone', startsAt: start, endsAt: new Date(start.getTime() + 15 * 60_000), timeZone: 'America/New_York', status: 'requested', visitorName: 'Robin Vale', visitorEmail: 'robin.vale@example.com', visitorEmailKey: 'robin.vale@example.com', insurance: 'Self-pay', holdExpiresAt: start, createdAt: new Date(monday) })
			.returning({ id: appointments.id })
		const cookie = await sessionCookieFor(dietitian.id)
		// The dashboard's form (no JavaScript): added, and the toast says how many busy times came off.
		const form = await callRoute(busyForm, '/viewprofile/busy-calendars', new URLSearchParams({ add: `${server.origin}/changing.ics` }), { cookie })
		expect(form.status).toBe(303)
		expect(form.location).toBe('/viewprofile#busy-calendars')
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('10:00')
		const flagged = async () => {
			const page = (await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { appointments: { pending: { id: number; busyInCalendar: boolean }[] } }
			return page.appointments.pending.find((a) => a.id === visit!.id)!.busyInCalendar
		}
		expect(await flagged()).toBe(false)

		// The calendar changes; 14 minutes later it is not due yet, 16 minutes later the worker reads it.
		server.state.changingVersion = 2
		await runDueWork(new Date(Date.parse(monday) + 14 * 60_000))
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('10:00')
		setClock(new Date(Date.parse(monday) + 16 * 60_000).toISOString())
		await runDueWork()
		// Tuesday's 9:00-10:00 is free again (the first opening is 9:30: 24 hours' notice from 9:16).
		expect((await introStarts(dietitian.id, '2026-12-01'))[0]).toBe('09:30')
		expect(await flagged()).toBe(true)

		// One click: declined, and the visitor is offered other times.
		const declined = await callRoute(answerAction, `/viewprofile/appointments/${visit!.id}`, new URLSearchParams({ intent: 'decline', propose: 'on', note: '' }), { cookie, params: { id: String(visit!.id) } })
		expect(declined.status).toBe(303)
		const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, visit!.id))
		expect(row!.status).toBe('declined')
		expect(row!.declineNote?.startsWith('propose')).toBe(true)

		// The calendar's server fails: the busy times it gave stay, the status says why, and after 24 hours one mail goes.
		server.state.down = true
		let at = Date.parse(monday) + 32 * 60_000
		setClock(new Date(at).toISOString())
		await runDueWork()
		const [failing] = await (await getDb()).select().from(busyCalendars).where(eq(busyCalendars.userId, dietitian.id))
		expect(failing!.lastError).toBe('unreachable')
		expect(await (await getDb()).select().from(busyRanges).where(eq(busyRanges.calendarId, failing!.id))).toHaveLength(1)
		expect(await introStarts(dietitian.id, '2026-12-03')).not.toContain('14:00')
		const mails = () => listOutbox(dietitian.businessEmail!)
		const before = (await mails()).length
		at += 24 * 3_600_000
		setClock(new Date(at).toISOString())
		await runDueWork()
		at += 16 * 60_000
		setClock(new Date(at).toISOString())
		await runDueWork()
		const sent = (await mails()).slice(before)
		expect(sent).toHaveLength(1)
		expect(sent[0]!.subject).toBe('We cannot read your calendar at 127.0.0.1')
		expect(sent[0]!.text).toContain('the calendar’s server did not answer properly')
		expect(sent[0]!.text).not.toContain('changing.ics')

		// It reads again: the error is gone and a later failure may mail again.
		server.state.down = false
		at += 16 * 60_000
		setClock(new Date(at).toISOString())
		await runDueWork()
		const [recovered] = await (await getDb()).select().from(busyCalendars).where(eq(busyCalendars.userId, dietitian.id))
		expect(recovered).toMatchObject({ lastError: null, firstFailedAt: null, failureMailedAt: null })
	})

	test('what cannot be read is a 400 that says why, and nothing is kept', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const auth = await bearerOf(dietitian.id)
		const refused = async (add: string, words: string) => {
			const answer = await busy(auth, { add })
			expect(answer.status, add).toBe(400)
			expect(String(answer.body), add).toContain(words)
		}
		await refused(`${server.origin}/big.ics`, 'larger than 5 MB')
		await refused(`${server.origin}/big-stream.ics`, 'larger than 5 MB')
		await refused(`${server.origin}/page.html`, 'not an iCalendar file')
		await refused(`${server.origin}/empty.ics`, 'the file is empty')
		await refused(`${server.origin}/cut.ics`, 'cut off')
		await refused(`${server.origin}/nothing-here.ics`, 'not found')
		await refused(`${server.origin}/to-metadata`, 'this address is not allowed')
		await refused(`${server.origin}/to-localhost`, 'this address is not allowed')
		await refused(`${server.origin}/loop`, 'more than 3 times')
		// A server that starts answering and stalls: the deadline covers the whole read (shortened here from 10 s).
		const deadline = readLimits.timeoutMs
		readLimits.timeoutMs = 300
		try {
			await refused(`${server.origin}/slow`, 'longer than 10 seconds')
		} finally {
			readLimits.timeoutMs = deadline
		}
		await refused('http://169.254.169.254/latest/meta-data/', 'this address is not allowed')
		await refused('http://[fd00:ec2::254]/latest/meta-data/', 'this address is not allowed')
		await refused(`http://localhost:${server.host.split(':')[1]}/google.ics`, 'this address is not allowed')
		await refused('ftp://calendar.example.com/cal.ics', 'only https://, http:// and webcal://')
		await refused(`http://user:secret@${server.host}/google.ics`, 'user name or password')
		await refused('not an address', 'not a web address')
		expect(calendarsOf(await busy(auth))).toEqual([])

		// Three calendars at most; the same one twice is refused.
		for (const n of [1, 2, 3]) expect((await busy(auth, { add: `${server.origin}/google.ics?copy=${n}` })).status).toBe(200)
		await refused(`${server.origin}/google.ics?copy=4`, 'You have 3 calendars')
		const [first] = calendarsOf(await busy(auth))
		expect((await busy(auth, { remove: first!.id })).status).toBe(200)
		await refused(`${server.origin}/google.ics?copy=2`, 'already among yours')

		// Bad requests, another dietitian's calendar, no session, no booking plan.
		for (const body of [{ add: 5 }, { remove: 'x' }, { sync: -1 }, { add: `${server.origin}/google.ics`, sync: 1 }, { calendar: 1 }, []]) {
			expect((await busy(auth, body)).status, JSON.stringify(body)).toBe(400)
		}
		const other = await bookableDietitian()
		const theirs = calendarsOf(await busy(auth))[0]!.id
		expect((await busy(await bearerOf(other.id), { remove: theirs })).status).toBe(404)
		expect((await busy(await bearerOf(other.id), { sync: theirs })).status).toBe(404)
		expect(calendarsOf(await busy(auth))).toHaveLength(2)
		expect((await busy({})).status).toBe(401)
		const starter = await dietitianWithProfile({ plan: 1 })
		expect((await busy(await bearerOf(starter.id))).status).toBe(403)
		expect((await callRoute(busyForm, '/viewprofile/busy-calendars', new URLSearchParams({ add: `${server.origin}/google.ics` }), { cookie: await sessionCookieFor(starter.id) })).status).toBe(403)
	})
})
