import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { action as cancelPage } from '#app/routes/appointments.cancel.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { bookableDietitian, linkIn, monday } from './booking-week.ts'

let visitors = 0
const ask = (dietitianId: number, start: string, extra: Record<string, unknown> = {}, ip = `198.51.100.${++visitors % 250}`) =>
	callApi(requestAction, '/api/appointments/request', { dietitian_id: dietitianId, start, kind: 'intro', format: 'video', name: 'Jordan Reyes', email: `jordan.${++visitors}@example.com`, reason: 'Newly diagnosed prediabetes; I need help with meals.', insurance: 'Aetna', ...extra }, { ip })

const post = (handler: Parameters<typeof callRoute>[0], url: URL, form: Record<string, string> = {}) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams(form))

function parseInvitation(content: string) {
	const calendar = new ICAL.Component(ICAL.parse(Buffer.from(content, 'base64').toString('utf8')))
	const event = calendar.getFirstSubcomponent('vevent')!
	return {
		method: calendar.getFirstPropertyValue('method'),
		uid: event.getFirstPropertyValue('uid'),
		start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
		end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
		organizer: String(event.getFirstPropertyValue('organizer')),
		attendee: String(event.getFirstPropertyValue('attendee')),
		sequence: event.getFirstPropertyValue('sequence'),
	}
}

describe('booking an appointment', () => {
	test('a request cancelled before the dietitian confirmed it was never in a calendar: the page does not speak of one', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		expect((await ask(dietitian.id, '2026-12-01T10:00:00-05:00', { email: 'visitor.withdraws@example.com' })).status).toBe(201)
		await runDueWork()
		const [check] = await listOutbox('visitor.withdraws@example.com')
		expect((await post(confirmRequestPage, linkIn(check!.text, '/appointments/confirm-request'))).status).toBe(200)
		await runDueWork()
		const [sent] = await listOutbox('visitor.withdraws@example.com')
		const cancelled = await post(cancelPage, linkIn(sent!.text, '/appointments/cancel'))
		expect(cancelled).toMatchObject({ status: 200, data: { done: 'Cancelled. The request is withdrawn and both of you get an e-mail saying so.' } })
		expect(JSON.stringify(cancelled.data)).not.toMatch(/calendar/i)
	})

	test('openings, a hold, the e-mail check, the dietitian’s confirmation with invitations, and the visitor’s cancellation', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const openings = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-12-01', to: '2026-12-02' })
		expect(openings.status).toBe(200)
		const data = (openings.body as { data: { start: string; kind: string; formats: string[] }[] }).data
		expect(data.find((o) => o.kind === 'intro')).toEqual({ start: '2026-12-01T09:00:00-05:00', end: '2026-12-01T09:15:00-05:00', kind: 'intro', formats: ['video', 'phone'] })
		expect(data.filter((o) => o.kind === 'first').map((o) => o.start.slice(11, 16))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'])
		// The listing knows the next opening.
		const [listing] = await (await getDb()).select().from(directoryListings).where(eq(directoryListings.userId, dietitian.id))
		expect(listing!.nextOpeningLocal).toBe('2026-12-01T09:00:00-05:00')

		const held = await ask(dietitian.id, '2026-12-01T10:00:00-05:00', { email: 'visitor.flow@example.com', phone: '(617) 555-0199' })
		expect(held.status).toBe(201)
		expect(held.body).toMatchObject({ status: 'held', start: '2026-12-01T10:00:00-05:00', end: '2026-12-01T10:15:00-05:00', hold_expires_at: '2026-11-30T14:30:00.000Z' })
		await runDueWork()
		// The dietitian is not told before the visitor confirms.
		expect(await listOutbox(dietitian.businessEmail!)).toEqual([])
		const [check] = await listOutbox('visitor.flow@example.com')
		expect(check!.subject).toMatch(/^Confirm your request to Rae Dee\d+$/)
		// Before the address is proven, the mail carries only the site's words: no name, no reason (issue 43 point 1).
		expect(check!.text).toMatch(/^Someone asked for a free intro call with Rae Dee\d+ on Tue, Dec 1, 10:00 AM EST using this address\./)
		expect(check!.text).toContain('Confirm: http://localhost:3000/appointments/confirm-request?t=')
		expect(check!.text).toContain('If this wasn’t you, ignore this mail')
		for (const typed of ['Jordan', 'Reyes', 'prediabetes', '555-0199']) expect(check!.text + check!.html).not.toContain(typed)
		const confirmRequest = linkIn(check!.text, '/appointments/confirm-request')
		expect((await post(confirmRequestPage, confirmRequest)).status).toBe(200)
		expect((await post(confirmRequestPage, confirmRequest)).status).toBe(409)
		await runDueWork()

		const [request] = await listOutbox(dietitian.businessEmail!)
		expect(request!.subject).toBe('Appointment request for Tue, Dec 1, 10:00 AM EST')
		// The reason and the phone stay on the dashboard (issue 43 point 2); the visit is before the second business day ends, so the deadline is an hour before it.
		expect(request!.text).toContain('A free intro call request for Tue, Dec 1, 10:00 AM EST.')
		expect(request!.text).toContain('Read it and answer: http://localhost:3000/viewprofile#appointments')
		for (const health of ['prediabetes', '555-0199']) expect(request!.text + request!.html).not.toContain(health)
		expect(request!.text).toContain('Please answer by Tuesday, December 1, 2026 at 9:00 AM EST, an hour before the visit')
		expect(request!.text).not.toContain('12:00 AM')
		const [sent] = (await listOutbox('visitor.flow@example.com')).filter((m) => m.subject.startsWith('Your request'))
		expect(sent!.text).toMatch(/Rae Dee\d+ answers by Tuesday, December 1, 2026 at 9:00 AM EST, an hour before the visit/)
		const confirm = linkIn(request!.text, '/appointments/confirm')
		// A forged token (another id, the same signature) changes nothing.
		const forged = new URL(confirm)
		forged.searchParams.set('t', `${Number(confirm.searchParams.get('t')!.split('.')[0]) + 1}.${confirm.searchParams.get('t')!.split('.')[1]}`)
		expect((await post(confirmPage, forged)).status).toBe(403)
		expect((await post(confirmPage, confirm)).status).toBe(200)
		expect((await post(confirmPage, confirm)).status).toBe(409)
		await runDueWork()

		const [visitorMail] = await listOutbox('visitor.flow@example.com')
		const [dietitianMail] = await listOutbox(dietitian.businessEmail!)
		for (const confirmed of [visitorMail!, dietitianMail!]) {
			expect(Buffer.from(confirmed.attachments[0]!.Content, 'base64').toString('utf8')).not.toContain('555-0199')
			expect(confirmed.subject).toMatch(/^Confirmed: Free intro call/)
			expect(confirmed.attachments).toHaveLength(1)
			expect(confirmed.attachments[0]).toMatchObject({ Name: 'invite.ics', ContentType: 'text/calendar; charset=utf-8; method=REQUEST' })
		}
		const invite = parseInvitation(visitorMail!.attachments[0]!.Content)
		expect(invite).toMatchObject({ method: 'REQUEST', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:15:00.000Z', sequence: 0 })
		expect(invite.organizer).toBe(`mailto:${dietitian.businessEmail}`)
		expect(invite.attendee).toBe('mailto:visitor.flow@example.com')
		expect(invite.uid).toMatch(/^appointment-\d+@localhost$/)
		expect(parseInvitation(dietitianMail!.attachments[0]!.Content).uid).toBe(invite.uid)

		// The visitor cancels from the confirmation: both get a CANCEL of the same event.
		const cancel = linkIn(visitorMail!.text, '/appointments/cancel')
		expect(await post(cancelPage, cancel)).toMatchObject({ status: 200, data: { done: 'Cancelled. Both of you get an e-mail that removes it from your calendars.' } })
		await runDueWork()
		const [cancelled] = await listOutbox('visitor.flow@example.com')
		expect(cancelled!.subject).toMatch(/^Cancelled:/)
		const cancelInvite = parseInvitation(cancelled!.attachments[0]!.Content)
		expect(cancelInvite).toMatchObject({ method: 'CANCEL', uid: invite.uid, start: invite.start, sequence: 1 })
		expect((await listOutbox(dietitian.businessEmail!))[0]!.attachments[0]!.ContentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
		// The reminder was due a day before; it is not sent for a cancelled appointment.
		setClock('2026-11-30T15:00:00Z')
		await runDueWork()
		expect((await listOutbox('visitor.flow@example.com')).map((m) => m.subject).filter((s) => s.startsWith('Reminder'))).toEqual([])
		expect(await rebuildListings(await getDb(), { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	})

	test('bad input gets a clear answer and holds nothing', async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const refusals: [Record<string, unknown>, number, RegExp][] = [
			[{ start: '2026-11-30T08:00:00-05:00' }, 400, /has passed/],
			[{ start: '2026-11-30T16:00:00-05:00' }, 400, /24 hours’ notice/],
			[{ start: '2027-01-05T09:00:00-05:00' }, 400, /up to 30 days ahead/],
			[{ start: '2026-12-01T09:10:00-05:00' }, 400, /not one of the dietitian’s openings/],
			[{ start: '2026-12-02T09:00:00-05:00' }, 400, /not one of the dietitian’s openings/],
			[{ start: '2026-12-01T09:00:00-05:00', format: 'office' }, 400, /not offered in this format/],
			[{ start: 'tomorrow at nine' }, 400, /start: use a date and time/],
			[{ start: '2026-12-01T09:00:00-05:00', kind: 'dinner' }, 400, /kind: one of intro, first/],
			[{ start: '2026-12-01T09:00:00-05:00', insurance: 'Acme' }, 400, /insurance: one of/],
			[{ start: '2026-12-01T09:00:00-05:00', reason: 'x'.repeat(1001) }, 400, /at most 1000 characters/],
			[{ start: '2026-12-01T09:00:00-05:00', reason: 'x'.repeat(1024 * 1024) }, 413, /larger than/],
		]
		for (const [extra, status, message] of refusals) {
			const answer = await ask(dietitian.id, '', extra)
			expect([answer.status, JSON.stringify(answer.body)], JSON.stringify(extra).slice(0, 80)).toEqual([status, expect.stringMatching(message)])
		}
		const db = await getDb()
		expect(await db.select().from(appointments).where(eq(appointments.dietitianId, dietitian.id))).toEqual([])
		// A plan without booking: the API refuses.
		const starter = await bookableDietitian(1)
		expect((await ask(starter.id, '2026-12-01T09:00:00-05:00')).status).toBe(403)
		expect((await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: starter.id, from: '2026-12-01', to: '2026-12-02' })).status).toBe(403)
		expect((await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-12-02', to: '2026-12-01' })).body).toBe('to: to must be after from')
	})

	test('one person, however the address is spelled, has 2 live requests per dietitian and 3 a day; cancelling one frees it', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const other = await bookableDietitian()
		expect((await ask(dietitian.id, '2026-12-01T09:00:00-05:00', { email: 'dup@example.com' })).status).toBe(201)
		expect((await ask(dietitian.id, '2026-12-01T09:15:00-05:00', { email: 'DUP+1@example.com' })).status).toBe(201)
		const refused = await ask(dietitian.id, '2026-12-01T09:30:00-05:00', { email: 'dup+2@example.com' })
		expect([refused.status, refused.body]).toEqual([429, 'This e-mail address already has 2 requests with this dietitian. Cancel one you no longer need, or wait for the dietitian’s answer.'])
		expect((await ask(other.id, '2026-12-01T09:00:00-05:00', { email: 'dup+3@example.com' })).status).toBe(201)
		const fourth = await ask(other.id, '2026-12-01T09:15:00-05:00', { email: 'dup@example.com' })
		expect([fourth.status, fourth.body]).toEqual([429, expect.stringContaining('already asked for 3 appointments today')])
		// Gmail ignores dots and a +tag: one person.
		const third = await bookableDietitian()
		expect((await ask(third.id, '2026-12-01T10:00:00-05:00', { email: 'j.doe@gmail.com' })).status).toBe(201)
		expect((await ask(third.id, '2026-12-01T10:15:00-05:00', { email: 'jdoe+x@googlemail.com' })).status).toBe(201)
		expect((await ask(third.id, '2026-12-01T10:30:00-05:00', { email: 'J.D.O.E@gmail.com' })).status).toBe(429)
		// The message says cancelling frees one: the dup@ request, confirmed then cancelled, no longer counts.
		await runDueWork()
		const check = (await listOutbox('dup+3@example.com'))[0]!
		expect((await post(confirmRequestPage, linkIn(check.text, '/appointments/confirm-request'))).status).toBe(200)
		await runDueWork()
		const sent = (await listOutbox('dup+3@example.com')).find((m) => m.subject.startsWith('Your request'))!
		expect((await post(cancelPage, linkIn(sent.text, '/appointments/cancel'))).status).toBe(200)
		expect((await ask(other.id, '2026-12-01T09:15:00-05:00', { email: 'dup@example.com' })).status).toBe(201)
	})

	test('at most 3 holds per dietitian wait for an e-mail check; the 4th is told when to try again', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		for (const [i, start] of ['09:00', '09:15', '09:30'].entries()) {
			setClock(new Date(Date.parse(monday) + i * 5 * 60_000).toISOString())
			expect((await ask(dietitian.id, `2026-12-01T${start}:00-05:00`, { email: `waiting.${i}@example.com` })).status).toBe(201)
		}
		// The first hold ends at 14:30 UTC; at 14:12 that is 18 minutes away.
		setClock('2026-11-30T14:12:00Z')
		const fourth = await ask(dietitian.id, '2026-12-01T09:45:00-05:00')
		expect([fourth.status, fourth.body, fourth.headers.get('retry-after')]).toEqual([
			429,
			'This dietitian already has 3 requests waiting for their visitors to confirm their e-mail. Please try again in 18 minutes.',
			String(18 * 60),
		])
		const db = await getDb()
		expect(await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.dietitianId, dietitian.id))).toHaveLength(3)
		// A confirmed hold no longer waits: its place is free at once.
		await runDueWork()
		const [mail] = await listOutbox('waiting.0@example.com')
		expect((await post(confirmRequestPage, linkIn(mail!.text, '/appointments/confirm-request'))).status).toBe(200)
		expect((await ask(dietitian.id, '2026-12-01T09:45:00-05:00')).status).toBe(201)
	})

	test('a confirmed visit keeps its time: not in the openings, not the next opening, after its hold’s 30 minutes too', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const held = await ask(dietitian.id, '2026-12-01T09:45:00-05:00', { email: 'keeps.time@example.com' })
		expect(held.status).toBe(201)
		await runDueWork()
		expect((await post(confirmRequestPage, linkIn((await listOutbox('keeps.time@example.com'))[0]!.text, '/appointments/confirm-request'))).status).toBe(200)
		await runDueWork()
		expect((await post(confirmPage, linkIn((await listOutbox(dietitian.businessEmail!))[0]!.text, '/appointments/confirm'))).status).toBe(200)
		// Past the hold's 30 minutes; the notice now starts at 9:31 on Tuesday, so 9:45 would be the first opening.
		setClock('2026-11-30T14:31:00Z')
		await runDueWork()
		const openings = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-12-01', to: '2026-12-02' })
		const intro = (openings.body as { data: { start: string; kind: string }[] }).data.filter((o) => o.kind === 'intro').map((o) => o.start.slice(11, 16))
		expect(intro.slice(0, 2)).toEqual(['10:00', '10:15'])
		const [listing] = await (await getDb()).select().from(directoryListings).where(eq(directoryListings.userId, dietitian.id))
		expect(listing!.nextOpeningLocal).toBe('2026-12-01T10:00:00-05:00')
		expect((await ask(dietitian.id, '2026-12-01T09:45:00-05:00')).status).toBe(409)
	})

	test('the database, not a check, keeps two holds of one dietitian apart', async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const db = await getDb()
		const row = (start: string, end: string) => ({
			dietitianId: dietitian.id,
			kind: 'first' as const,
			format: 'video' as const,
			startsAt: new Date(start),
			endsAt: new Date(end),
			timeZone: 'America/New_York',
			visitorName: 'A',
			visitorEmail: 'a@example.com',
			visitorEmailKey: 'a@example.com',
			reason: 'x',
			insurance: 'Aetna',
			holdExpiresAt: new Date('2026-11-30T14:30:00Z'),
			createdAt: new Date(monday),
		})
		await db.insert(appointments).values(row('2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z'))
		await expect(db.insert(appointments).values(row('2026-12-01T14:45:00Z', '2026-12-01T15:45:00Z'))).rejects.toMatchObject({ cause: { code: '23P01' } })
		// A cancelled one keeps no time; back to back is no overlap.
		await db.insert(appointments).values({ ...row('2026-12-01T14:30:00Z', '2026-12-01T15:30:00Z'), status: 'cancelled' })
		await db.insert(appointments).values(row('2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z'))
	})

	test('50 visitors ask for the same opening at once: one holds it, 49 are told it is taken and offered others', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(dietitian.id, '2026-12-01T10:00:00-05:00', { kind: 'first' }, `192.0.2.${i + 1}`)))
		const statuses = answers.map((answer) => answer.status)
		expect(statuses.filter((status) => status === 201)).toHaveLength(1)
		expect(statuses.filter((status) => status === 409)).toHaveLength(49)
		const taken = answers.find((answer) => answer.status === 409)!.body as { message: string; openings: { start: string }[] }
		expect(taken.message).toBe('Someone has just booked this time. Please choose another opening.')
		expect(taken.openings.map((o) => o.start)).toEqual(['2026-12-01T09:00:00-05:00', '2026-12-01T11:00:00-05:00', '2026-12-03T13:00:00-05:00', '2026-12-03T13:30:00-05:00', '2026-12-03T14:00:00-05:00'])
		const db = await getDb()
		expect(await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.dietitianId, dietitian.id))).toEqual([{ status: 'held' }])
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	})

	test('a hold not confirmed in 30 minutes gives its time back', async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		expect((await ask(dietitian.id, '2026-12-01T10:00:00-05:00', { kind: 'first' })).status).toBe(201)
		expect((await ask(dietitian.id, '2026-12-01T10:00:00-05:00', { kind: 'first' })).status).toBe(409)
		setClock('2026-11-30T14:30:00Z')
		expect((await ask(dietitian.id, '2026-12-01T10:00:00-05:00', { kind: 'first' })).status).toBe(201)
		const db = await getDb()
		const rows = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.dietitianId, dietitian.id)).orderBy(appointments.id)
		expect(rows.map((r) => r.status)).toEqual(['expired', 'held'])
		await db.delete(users).where(eq(users.id, dietitian.id))
	})

	test('a request unanswered for 2 business days is released, the visitor offered others, and 180 days later it is gone', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookableDietitian()
		const held = await ask(dietitian.id, '2026-12-10T13:00:00-05:00', { email: 'visitor.late@example.com', kind: 'first', format: 'office', insurance: 'Self-pay' })
		expect(held.status).toBe(201)
		await runDueWork()
		expect((await post(confirmRequestPage, linkIn((await listOutbox('visitor.late@example.com'))[0]!.text, '/appointments/confirm-request'))).status).toBe(200)
		await runDueWork()
		// The deadline as a day's end in the office's zone, never "12:00 AM" (issue 43 point 4).
		const [asked] = await listOutbox(dietitian.businessEmail!)
		expect(asked!.text).toContain('Please answer by the end of Wednesday, December 2 (Eastern Time): after that the time is released')
		expect((await listOutbox('visitor.late@example.com'))[0]!.text).toMatch(/Rae Dee\d+ answers by the end of Wednesday, December 2 \(Eastern Time\)/)
		// Monday's request is due by the end of Wednesday in Boston: Thursday 05:00 UTC.
		setClock('2026-12-03T04:59:00Z')
		await runDueWork()
		const db = await getDb()
		const statusOf = async () => (await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.dietitianId, dietitian.id)))[0]?.status
		expect(await statusOf()).toBe('requested')
		setClock('2026-12-03T05:00:00Z')
		await runDueWork()
		expect(await statusOf()).toBe('released')
		const [told] = await listOutbox('visitor.late@example.com')
		expect(told!.subject).toMatch(/did not answer your request in time$/)
		expect(told!.text).toMatch(/did not answer your request for Thursday, December 10, 2026 at 1:00 PM EST by the end of Wednesday, December 2 \(Eastern Time\), so the time was released\./)
		expect((await listOutbox(dietitian.businessEmail!))[0]!.text).toContain('was not answered by the end of Wednesday, December 2 (Eastern Time): the time was released')
		// Three real dietitians of the same city with openings (this file's earlier ones are in Boston too), never the one who did not answer.
		const named = [...told!.text.matchAll(/: next opening Tue, Dec 8, http:\/\/localhost:3000\/viewdoctorprofile\/(\d+)/g)].map((m) => Number(m[1]))
		expect(named).toHaveLength(3)
		expect(named).not.toContain(dietitian.id)
		// Three different dietitians, none named twice.
		expect(new Set(named).size).toBe(3)
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
		// The visit was to end on December 10, 2026 at 19:00 UTC: its data is kept 180 days after that.
		setClock('2027-06-08T18:59:00Z')
		await runDueWork()
		expect(await statusOf()).toBe('released')
		setClock('2027-06-08T19:00:00Z')
		await runDueWork()
		expect(await statusOf()).toBeUndefined()
	})
})
