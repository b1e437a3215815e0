import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import type { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as rescheduleApi } from '#app/routes/api/appointments.reschedule.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { action as cancelPage } from '#app/routes/appointments.cancel.tsx'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage, loader as confirmPageLoader } from '#app/routes/appointments.confirm.tsx'
import { action as declinePage } from '#app/routes/appointments.decline.tsx'
import { action as reschedulePage, loader as rescheduleLoader } from '#app/routes/appointments.reschedule.tsx'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { action as acceptTimePage } from '#app/routes/appointments.accept-time.tsx'
import { MoveOpenings } from '#app/components/appointments/move-visit.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { renderInLocale } from '../render-in-locale.tsx'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { bookableDietitian, linkIn, monday } from './booking-week.ts'

// Issue 43 point 3: the clock is Monday, November 30, 2026, 9:00 in Boston (booking-week.ts).
let ips = 0
const nextIp = () => `198.51.100.${++ips % 250}`

const post = (handler: Parameters<typeof callRoute>[0], url: URL, form: Record<string, string> = {}, ip = nextIp()) =>
	callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams(form), { ip })
const move = (link: URL, start: string, ip = nextIp()) => callApi(rescheduleApi, '/api/appointments/reschedule', { token: link.searchParams.get('t'), start }, { ip })

function parseInvitation(content: string) {
	const calendar = new ICAL.Component(ICAL.parse(Buffer.from(content, 'base64').toString('utf8')))
	const event = calendar.getFirstSubcomponent('vevent')!
	return {
		method: calendar.getFirstPropertyValue('method'),
		uid: event.getFirstPropertyValue('uid'),
		sequence: event.getFirstPropertyValue('sequence'),
		start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
	}
}

const newest = async (email: string, subject: RegExp) => {
	const found = (await listOutbox(email)).find((m) => subject.test(m.subject))
	if (!found) throw new Error(`no mail to ${email} with ${subject}`)
	return found
}

/** A visitor books a first visit by video and confirms their address; the dietitian confirms it unless told not to. */
async function bookVisit(dietitian: { id: number; businessEmail: string | null }, start: string, email: string, { confirm = true, locale = 'en' } = {}) {
	const held = await callApi(
		requestAction,
		'/api/appointments/request',
		{ dietitian_id: dietitian.id, start, kind: 'first', format: 'video', name: 'Jordan Reyes', email, phone: '(617) 555-0199', reason: 'Newly diagnosed prediabetes.', insurance: 'Aetna', locale },
		{ ip: nextIp() },
	)
	expect(held.status).toBe(201)
	await runDueWork()
	// The mail with the link, not the newest: jobs due at one frozen instant may run in any order (a move's mail, say).
	const confirmRequest = locale === 'es' ? '/es/appointments/confirm-request' : '/appointments/confirm-request'
	const check = (await listOutbox(email)).find((m) => m.text.includes(`${confirmRequest}?`))!
	expect((await post(confirmRequestPage, linkIn(check.text, confirmRequest))).status).toBe(200)
	await runDueWork()
	if (!confirm) return
	const request = (await listOutbox(dietitian.businessEmail!)).find((m) => m.text.includes('/appointments/confirm?'))!
	expect((await post(confirmPage, linkIn(request.text, '/appointments/confirm'))).status).toBe(200)
	await runDueWork()
}

async function rowsOf(dietitianId: number) {
	const db = await getDb()
	return db.select({ id: appointments.id, status: appointments.status, start: appointments.startsAt, replacesId: appointments.replacesId, reason: appointments.reason }).from(appointments).where(eq(appointments.dietitianId, dietitianId)).orderBy(appointments.id)
}

async function firstVisitOpenings(dietitianId: number, day: string) {
	const answer = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitianId, from: day, to: day.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')) })
	return (answer.body as { data: { start: string; kind: string }[] }).data.filter((o) => o.kind === 'first').map((o) => o.start.slice(11, 16))
}

describe('moving a visit', () => {
	test('the confirmation’s “Change the time” asks the dietitian; their confirmation frees the old time and the invitation moves the same event', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'mover@example.com')
		const sent = await newest('mover@example.com', /^Your request/)
		expect(sent.text).toContain('To choose another time: http://localhost:3000/appointments/reschedule?t=')
		const confirmed = await newest('mover@example.com', /^Confirmed:/)
		const first = parseInvitation(confirmed.attachments[0]!.Content)
		expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 })
		const change = linkIn(confirmed.text, '/appointments/reschedule')
		for (const health of ['prediabetes', '555-0199']) expect(confirmed.text + confirmed.html).not.toContain(health)

		// The page lists the openings of the visit's kind without JavaScript: one form, a button per opening.
		const page = await callRoute(rescheduleLoader, `${change.pathname}${change.search}`)
		const shown = page.data as { lines: string[]; days: { day: string; times: { start: string; time: string }[] }[]; problem: string | null }
		expect(shown.problem).toBeNull()
		expect(shown.lines).toContain('Booked now: Tuesday, December 1, 2026 at 10:00 AM EST')
		// Its own time is not offered; times overlapping it are (the visit does not block its own move).
		expect(shown.days[0]).toEqual({
			day: 'Tuesday, December 1',
			times: ['09:00', '09:30', '10:30', '11:00'].map((time) => ({ start: `2026-12-01T${time}:00-05:00`, time: expect.stringMatching(/^\d+:\d\d AM EST$/) })),
		})
		expect(shown.days[1]!.day).toBe('Thursday, December 3')
		const html = renderInLocale(`${change.pathname}${change.search}`, createElement(MoveOpenings, { days: shown.days, label: 'Openings', intro: 'Choose', none: 'None', pendingText: 'Sending…' }))
		// The form posts back to the link's own address (its token), each button sending its opening.
		expect(html).toContain(`action="${change.pathname}${change.search}" method="post"`)
		expect(html).toMatch(/<button type="submit"[^>]*value="2026-12-01T10:30:00-05:00" name="start">10:30 AM EST<\/button>/)

		// Half an hour later: the new time overlaps the old one, and both keep their time until the dietitian answers.
		const asked = await move(change, '2026-12-01T10:30:00-05:00')
		expect([asked.status, asked.body]).toEqual([201, { status: 'requested', start: '2026-12-01T10:30:00-05:00' }])
		expect((await rowsOf(dietitian.id)).map((r) => [r.status, r.start.toISOString()])).toEqual([
			['confirmed', '2026-12-01T15:00:00.000Z'],
			['requested', '2026-12-01T15:30:00.000Z'],
		])
		expect(await firstVisitOpenings(dietitian.id, '2026-12-01')).toEqual(['09:00'])
		await runDueWork()
		const request = (await listOutbox(dietitian.businessEmail!))[0]!
		expect(request.subject).toBe('Request to move a visit to Tue, Dec 1, 10:30 AM EST')
		expect(request.text).toContain('A request to move a first visit from Tue, Dec 1, 10:00 AM EST to Tue, Dec 1, 10:30 AM EST. Until you confirm the new time, the visit stays at Tue, Dec 1, 10:00 AM EST.')
		expect(request.text).toContain('Please answer by Tuesday, December 1, 2026 at 9:00 AM EST, an hour before the visit')
		for (const health of ['prediabetes', '555-0199']) expect(request.text + request.html).not.toContain(health)
		const asking = await newest('mover@example.com', /^Your request to move/)
		expect(asking.text).toContain('has your request to move your First visit (60 minutes), video call from Tuesday, December 1, 2026 at 10:00 AM EST to Tuesday, December 1, 2026 at 10:30 AM EST. Until they confirm the new time, your visit stays on Tuesday, December 1, 2026 at 10:00 AM EST.')
		expect(asking.text).toMatch(/answers by Tuesday, December 1, 2026 at 9:00 AM EST, an hour before the visit/)
		// The link was used: a second move needs the newest mail's link.
		expect((await move(change, '2026-12-03T13:00:00-05:00')).status).toBe(410)

		// The dietitian's confirm page names both times before the click.
		const confirmLink = linkIn(request.text, '/appointments/confirm')
		const confirmPageData = (await callRoute(confirmPageLoader, `${confirmLink.pathname}${confirmLink.search}`)).data as { lines: string[] }
		expect(confirmPageData.lines).toEqual([
			'First visit, video call',
			'Tuesday, December 1, 2026 at 10:30 AM EST',
			'Visitor: Jordan Reyes',
			'A request to move the visit of Tuesday, December 1, 2026 at 10:00 AM EST: that time is freed once this one is confirmed.',
		])
		expect((await post(confirmPage, confirmLink)).status).toBe(200)
		const rows = await rowsOf(dietitian.id)
		expect(rows.map((r) => r.status)).toEqual(['moved', 'confirmed'])
		// The original's health details went with it; the moved visit carries them for the dietitian.
		expect(rows.map((r) => r.reason)).toEqual([null, 'Newly diagnosed prediabetes.'])
		// The old time is free in the same transaction: 9:30 fits before the new 10:30.
		expect(await firstVisitOpenings(dietitian.id, '2026-12-01')).toEqual(['09:00', '09:30'])
		expect(await rebuildListings(await getDb(), { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
		// The old time's other link (the request's mail) now says the visit was moved.
		const stale = await move(linkIn(sent.text, '/appointments/reschedule'), '2026-12-03T13:00:00-05:00')
		expect([stale.status, stale.body]).toEqual([410, 'This visit was cancelled, moved or has passed: it cannot be moved.'])
		await runDueWork()

		const moved = await newest('mover@example.com', /^Confirmed:/)
		expect(moved.text).toContain('confirmed the new time of your First visit (60 minutes), video call: Tuesday, December 1, 2026 at 10:30 AM EST, instead of Tuesday, December 1, 2026 at 10:00 AM EST.')
		const movedInvite = parseInvitation(moved.attachments[0]!.Content)
		expect(movedInvite).toEqual({ method: 'REQUEST', uid: first.uid, sequence: 1, start: '2026-12-01T15:30:00.000Z' })
		const theirs = (await listOutbox(dietitian.businessEmail!))[0]!
		expect(parseInvitation(theirs.attachments[0]!.Content)).toEqual(movedInvite)

		// A day before: one reminder, of the new time (the old visit's reminder is not sent).
		setClock('2026-11-30T15:30:00Z')
		await runDueWork()
		const reminders = (await listOutbox('mover@example.com')).filter((m) => m.subject.startsWith('Reminder'))
		expect(reminders).toHaveLength(1)
		expect(reminders[0]!.text).toContain('10:30 AM')

		// Cancelled later, the same event is removed: same UID, SEQUENCE 2.
		expect((await post(cancelPage, linkIn(moved.text, '/appointments/cancel'))).status).toBe(200)
		await runDueWork()
		const cancelled = await newest('mover@example.com', /^Cancelled:/)
		expect(parseInvitation(cancelled.attachments[0]!.Content)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 })
	})

	test('declined, the visit stands untouched, and the visitor gets a new link', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'declined.move@example.com')
		const change = linkIn((await newest('declined.move@example.com', /^Confirmed:/)).text, '/appointments/reschedule')
		// The page without JavaScript: the picked opening is the form's button value.
		const picked = await post(reschedulePage, change, { start: '2026-12-03T13:00:00-05:00' })
		expect(picked).toMatchObject({
			status: 200,
			data: { done: 'Your request is sent. Your visit stays on Tuesday, December 1, 2026 at 10:00 AM EST until the dietitian confirms Thursday, December 3, 2026 at 1:00 PM EST; you will get an e-mail either way.' },
		})
		expect(await firstVisitOpenings(dietitian.id, '2026-12-03')).not.toContain('13:00')
		await runDueWork()
		// The dashboard says which visit the request would move.
		const cookie = await sessionCookieFor(dietitian.id)
		const board = ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { appointments: Awaited<ReturnType<typeof appointmentDashboard>> }).appointments
		// Due before the visit it would move begins: an hour before Tuesday's 10:00.
		expect(board.pending.map((card) => [card.when, card.moves, card.replyBy])).toEqual([['Thursday, December 3, 2026 at 1:00 PM EST', 'Tuesday, December 1, 2026 at 10:00 AM EST', 'Tuesday, December 1, 2026 at 9:00 AM EST']])
		expect(board.upcoming.map((card) => card.when)).toEqual(['Tuesday, December 1, 2026 at 10:00 AM EST'])
		const request = (await listOutbox(dietitian.businessEmail!))[0]!
		expect((await post(declinePage, linkIn(request.text, '/appointments/decline'), { note: 'Thursday is full.' })).status).toBe(200)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'declined'])
		expect(await firstVisitOpenings(dietitian.id, '2026-12-03')).toContain('13:00')
		expect(await firstVisitOpenings(dietitian.id, '2026-12-01')).toEqual(['09:00', '11:00'])
		await runDueWork()
		const told = (await listOutbox('declined.move@example.com'))[0]!
		expect(told.subject).toMatch(/^Rae Dee\d+ could not move your visit$/)
		expect(told.text).toContain('could not move your First visit (60 minutes), video call to Thursday, December 3, 2026 at 1:00 PM EST. Your visit on Tuesday, December 1, 2026 at 10:00 AM EST stands as it was.')
		expect(told.text).toContain('Thursday is full.')
		expect(told.attachments).toEqual([])
		// A fresh link (the old one was used) opens the openings again.
		const again = linkIn(told.text, '/appointments/reschedule')
		expect(again.searchParams.get('t')).not.toBe(change.searchParams.get('t'))
		expect(((await callRoute(rescheduleLoader, `${again.pathname}${again.search}`)).data as { problem: string | null }).problem).toBeNull()
	})

	test('not answered in time, the request to move is released and the visit stands', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-03T14:00:00-05:00', 'unanswered.move@example.com')
		const change = linkIn((await newest('unanswered.move@example.com', /^Confirmed:/)).text, '/appointments/reschedule')
		expect((await move(change, '2026-12-03T15:00:00-05:00')).status).toBe(201)
		await runDueWork()
		// Asked on Monday: due by the end of Wednesday in Boston, Thursday 05:00 UTC.
		setClock('2026-12-03T04:59:00Z')
		await runDueWork()
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'requested'])
		setClock('2026-12-03T05:00:00Z')
		await runDueWork()
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'released'])
		expect(await rebuildListings(await getDb(), { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
		const told = (await listOutbox('unanswered.move@example.com'))[0]!
		expect(told.subject).toMatch(/did not answer your request to move your visit$/)
		expect(told.text).toContain('Your visit on Thursday, December 3, 2026 at 2:00 PM EST stands as it was.')
	})

	test('bad input gets a clear answer and changes nothing', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'careful@example.com')
		const confirmedMail = await newest('careful@example.com', /^Confirmed:/)
		const change = linkIn(confirmedMail.text, '/appointments/reschedule')
		const [id, signature] = change.searchParams.get('t')!.split('.')
		const forged = new URL(change)
		forged.searchParams.set('t', `${Number(id) + 1}.${signature}`)
		// Someone else holds Thursday at 1:00 PM.
		expect((await callApi(requestAction, '/api/appointments/request', { dietitian_id: dietitian.id, start: '2026-12-03T13:00:00-05:00', kind: 'intro', format: 'video', name: 'Other', email: 'other@example.com', reason: 'Meals.', insurance: 'Aetna' }, { ip: nextIp() })).status).toBe(201)
		const cases: [URL | null, unknown, number, RegExp][] = [
			[forged, '2026-12-03T14:00:00-05:00', 403, /not valid/],
			[null, '2026-12-03T14:00:00-05:00', 400, /token is required/],
			[change, 'Thursday at two', 400, /start: use a date and time/],
			[change, '2026-12-01T10:00:00-05:00', 400, /current time/],
			[change, '2026-12-01T09:10:00-05:00', 400, /not one of the dietitian’s openings/],
			[change, '2026-11-30T08:00:00-05:00', 400, /has passed/],
			[change, '2026-12-03T13:00:00-05:00', 409, /Someone has just booked this time/],
		]
		for (const [link, start, status, message] of cases) {
			const answer = await callApi(rescheduleApi, '/api/appointments/reschedule', { ...(link ? { token: link.searchParams.get('t') } : {}), start }, { ip: nextIp() })
			expect([answer.status, JSON.stringify(answer.body)], `${start}`).toEqual([status, expect.stringMatching(message)])
		}
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'held'])

		// Refused tries left the link usable; a move waits, and the other link of the visit (the request's mail) is told so.
		expect((await move(change, '2026-12-03T14:00:00-05:00')).status).toBe(201)
		const fromRequest = linkIn((await newest('careful@example.com', /^Your request/)).text, '/appointments/reschedule')
		const waiting = await move(fromRequest, '2026-12-03T15:00:00-05:00')
		expect([waiting.status, waiting.body]).toEqual([409, 'A new time for this visit is already waiting for an answer.'])

		// Cancelled, the visit cannot be moved, and its waiting move goes with it.
		expect((await post(cancelPage, linkIn(confirmedMail.text, '/appointments/cancel'))).status).toBe(200)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['cancelled', 'held', 'cancelled'])
		const gone = await move(fromRequest, '2026-12-03T15:00:00-05:00')
		expect([gone.status, gone.body]).toEqual([410, 'This visit was cancelled, moved or has passed: it cannot be moved.'])
		expect(await firstVisitOpenings(dietitian.id, '2026-12-03')).toContain('14:00')
	})

	test('a visit that has passed cannot be moved (410), and moving is rate-limited like booking (429)', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'limited@example.com')
		const change = linkIn((await newest('limited@example.com', /^Confirmed:/)).text, '/appointments/reschedule')
		const ip = '192.0.2.77'
		for (let i = 0; i < 20; i++) expect((await move(change, '2026-12-01T09:10:00-05:00', ip)).status).toBe(400)
		const limited = await move(change, '2026-12-03T13:00:00-05:00', ip)
		expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, expect.stringMatching(/^\d+$/)])
		setClock('2026-12-01T16:00:00Z')
		const past = await move(change, '2026-12-03T13:00:00-05:00')
		expect(past.status).toBe(410)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed'])
	})

	test('a visitor who booked in Spanish moves the visit on the Spanish page', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'espanol@example.com', { locale: 'es' })
		const sent = await newest('espanol@example.com', /^Su solicitud/)
		expect(sent.text).toContain('Para elegir otro horario: http://localhost:3000/es/appointments/reschedule?t=')
		const change = linkIn(sent.text, '/es/appointments/reschedule')
		const page = (await callRoute(rescheduleLoader, `${change.pathname}${change.search}`)).data as { lines: string[]; days: { day: string }[] }
		expect(page.lines[1]).toBe('Reservada ahora: martes, 1 de diciembre de 2026, 10:00 a. m. EST')
		expect(page.days.map((d) => d.day)).toContain('jueves, 3 de diciembre')
		const picked = await post(reschedulePage, change, { start: '2026-12-03T13:00:00-05:00' })
		expect((picked.data as { done: string }).done).toMatch(/^Su solicitud fue enviada\. Su cita sigue el martes, 1 de diciembre/)
	})

	test('the dietitian proposes a new time from the dashboard; the visitor accepts it by link and the invitation moves', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const stranger = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'proposed.to@example.com')
		const first = parseInvitation((await newest('proposed.to@example.com', /^Confirmed:/)).attachments[0]!.Content)
		const cookie = await sessionCookieFor(dietitian.id)
		const dashboard = async () => ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { appointments: Awaited<ReturnType<typeof appointmentDashboard>> }).appointments
		const board = await dashboard()
		const visit = board.upcoming[0]!
		expect(board.proposable.first?.slice(0, 3)).toEqual([
			{ start: '2026-12-01T09:00:00-05:00', label: 'Tue, Dec 1, 9:00 AM EST' },
			{ start: '2026-12-01T11:00:00-05:00', label: 'Tue, Dec 1, 11:00 AM EST' },
			{ start: '2026-12-03T13:00:00-05:00', label: 'Thu, Dec 3, 1:00 PM EST' },
		])
		const propose = (who: string, start: string) => callRoute(answerAction, `/viewprofile/appointments/${visit.id}`, new URLSearchParams({ intent: 'propose', start }), { cookie: who, params: { id: String(visit.id) } })
		// Outside the openings, the same time, or another dietitian's visit: refused, nothing held.
		const outside = await propose(cookie, '2026-12-02T09:00:00-05:00')
		expect([outside.status, outside.location]).toEqual([303, '/viewprofile#appointments'])
		expect(outside.headers.get('set-cookie')).toContain('toast')
		expect((await propose(await sessionCookieFor(stranger.id), '2026-12-03T13:00:00-05:00')).status).toBe(404)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed'])

		expect((await propose(cookie, '2026-12-03T13:00:00-05:00')).status).toBe(303)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'held'])
		// The proposed time is held for the visitor; the visit keeps its own.
		expect(await firstVisitOpenings(dietitian.id, '2026-12-03')).not.toContain('13:00')
		expect(await firstVisitOpenings(dietitian.id, '2026-12-01')).toEqual(['09:00', '11:00'])
		// A second proposal, or the visitor's own request to move, waits for the first.
		expect((await propose(cookie, '2026-12-03T15:00:00-05:00')).status).toBe(303)
		const own = await move(linkIn((await newest('proposed.to@example.com', /^Confirmed:/)).text, '/appointments/reschedule'), '2026-12-03T15:00:00-05:00')
		expect([own.status, own.body]).toEqual([409, 'A new time for this visit is already waiting for an answer.'])
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'held'])
		await runDueWork()
		const proposal = (await listOutbox('proposed.to@example.com'))[0]!
		expect(proposal.subject).toMatch(/^Rae Dee\d+ proposes a new time for your visit$/)
		expect(proposal.text).toContain('proposes to move your First visit (60 minutes), video call from Tuesday, December 1, 2026 at 10:00 AM EST to Thursday, December 3, 2026 at 1:00 PM EST.')
		expect(proposal.text).toContain('If you do not accept it by Tuesday, December 1, 2026 at 9:00 AM EST, your visit stays on Tuesday, December 1, 2026 at 10:00 AM EST.')
		for (const health of ['prediabetes', '555-0199']) expect(proposal.text + proposal.html).not.toContain(health)

		const accept = linkIn(proposal.text, '/appointments/accept-time')
		expect(await post(acceptTimePage, accept)).toMatchObject({ status: 200, data: { done: 'Done: your visit is moved to Thursday, December 3, 2026 at 1:00 PM EST. You both get a calendar invitation that moves it.' } })
		expect((await post(acceptTimePage, accept)).status).toBe(409)
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['moved', 'confirmed'])
		expect(await firstVisitOpenings(dietitian.id, '2026-12-01')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'])
		await runDueWork()
		const moved = parseInvitation((await newest('proposed.to@example.com', /^Confirmed:/)).attachments[0]!.Content)
		expect(moved).toEqual({ method: 'REQUEST', uid: first.uid, sequence: 1, start: '2026-12-03T18:00:00.000Z' })
		expect(parseInvitation((await listOutbox(dietitian.businessEmail!))[0]!.attachments[0]!.Content)).toEqual(moved)
	})

	test('a proposal not accepted in time ends, and the visit stands', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-10T14:00:00-05:00', 'not.accepted@example.com')
		const cookie = await sessionCookieFor(dietitian.id)
		const [visit] = await rowsOf(dietitian.id)
		expect((await callRoute(answerAction, `/viewprofile/appointments/${visit!.id}`, new URLSearchParams({ intent: 'propose', start: '2026-12-03T13:00:00-05:00' }), { cookie, params: { id: String(visit!.id) } })).status).toBe(303)
		await runDueWork()
		const accept = linkIn((await listOutbox('not.accepted@example.com'))[0]!.text, '/appointments/accept-time')
		// 48 hours to accept.
		setClock('2026-12-02T14:00:00Z')
		await runDueWork()
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'expired'])
		expect((await post(acceptTimePage, accept)).status).toBe(409)
		expect((await rowsOf(dietitian.id)).map((r) => [r.status, r.reason])).toEqual([
			['confirmed', 'Newly diagnosed prediabetes.'],
			['expired', null],
		])
		// The dietitian learns the visit keeps its time, once.
		await runDueWork()
		const told = (await listOutbox(dietitian.businessEmail!)).filter((m) => m.subject.startsWith('Not accepted'))
		expect(told.map((m) => m.subject)).toEqual(['Not accepted: the time you proposed to Jordan Reyes (Thu, Dec 3, 1:00 PM EST)'])
		expect(told[0]!.text).toContain('Jordan Reyes did not accept Thursday, December 3, 2026 at 1:00 PM EST, the time you proposed, before it expired: the visit stays on Thursday, December 10, 2026 at 2:00 PM EST, and the proposed time is free again.')
		for (const health of ['prediabetes', '555-0199']) expect(told[0]!.text + told[0]!.html).not.toContain(health)
	})

	test('a waiting move is the same visit: it does not count against the visitor’s limits', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'one.person@example.com')
		expect((await move(linkIn((await newest('one.person@example.com', /^Confirmed:/)).text, '/appointments/reschedule'), '2026-12-03T13:00:00-05:00')).status).toBe(201)
		// A second visit with the same dietitian is the person's 2nd live request with them, not the 3rd.
		await bookVisit(dietitian, '2026-12-03T15:00:00-05:00', 'one.person@example.com', { confirm: false })
		expect((await rowsOf(dietitian.id)).map((r) => r.status)).toEqual(['confirmed', 'requested', 'requested'])
	})

	test('the dietitian confirms the move while the visitor cancels the visit: one wins, nothing is left half done', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await bookVisit(dietitian, '2026-12-01T10:00:00-05:00', 'race@example.com')
		const confirmedMail = await newest('race@example.com', /^Confirmed:/)
		expect((await move(linkIn(confirmedMail.text, '/appointments/reschedule'), '2026-12-03T13:00:00-05:00')).status).toBe(201)
		await runDueWork()
		const confirmMove = linkIn((await listOutbox(dietitian.businessEmail!))[0]!.text, '/appointments/confirm')
		const [confirmed, cancelled] = await Promise.all([post(confirmPage, confirmMove), post(cancelPage, linkIn(confirmedMail.text, '/appointments/cancel'))])
		const outcome = [confirmed.status, cancelled.status].join(' ')
		const statuses = (await rowsOf(dietitian.id)).map((r) => r.status).join(' ')
		// Confirmed first: the visit is moved and its old cancel link finds nothing to cancel. Cancelled first: the move goes with it.
		expect([outcome, statuses]).toSatisfy(([o, s]: string[]) => (o === '200 409' && s === 'moved confirmed') || (o === '409 200' && s === 'cancelled cancelled'))
	})
})
