import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { appointments } from '#db/schema/appointments.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as feedApi } from '#app/routes/api/user.calendar-feed.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { loader as feedLoader } from '#app/routes/calendar.$file.ts'
import { action as dashboardFeedAction } from '#app/routes/viewprofile.calendar-feed.ts'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { action as bookAction } from '#app/routes/viewdoctorprofile.book.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { bookableDietitian, monday } from './booking-week.ts'

let visitors = 0
/** A visitor books on the profile and confirms their e-mail: a request waiting for the dietitian (its id and e-mail). */
async function requested(dietitianId: number, start: string, name: string) {
	const email = `feed.visitor.${++visitors}.${Date.now()}@example.com`
	const form = { start, kind: 'first', format: 'video', name, email, phone: '617-555-0199', reason: 'Secret reason: prediabetes', insurance: 'Self-pay' }
	const held = await callRoute(bookAction, `/viewdoctorprofile/${dietitianId}/book`, new URLSearchParams(form), { params: { id: String(dietitianId) }, ip: `198.51.100.${150 + visitors}` })
	expect(held.status).toBe(200)
	await runDueWork()
	const [check] = await listOutbox(email)
	const link = new URL(/https?:\/\/\S+\/appointments\/confirm-request\?t=\S+/.exec(check!.text)![0])
	expect((await callRoute(confirmRequestPage, `${link.pathname}${link.search}`, new URLSearchParams())).status).toBe(200)
	await runDueWork()
	const [row] = await (await getDb()).select({ id: appointments.id }).from(appointments).where(eq(appointments.visitorEmail, email))
	return { id: row!.id, email }
}

async function bearerOf(userId: number) {
	const [user] = await (await getDb()).select().from(users).where(eq(users.id, userId))
	return { authorization: `Bearer ${(await issueApiSession(user!)).token}` }
}

const feedAddress = (auth: Record<string, string>, body: unknown = {}) => callApi(feedApi, '/api/user/calendar-feed', body, { headers: auth })

/** What a calendar app gets from the address. */
async function poll(url: string, headers: Record<string, string> = {}) {
	const file = new URL(url).pathname.split('/').pop()!
	const answer = (await feedLoader({ request: new Request(url, { headers }), params: { file }, context: {} } as never)) as Response
	return { status: answer.status, headers: answer.headers, body: await answer.text() }
}

/** One event's lines, unfolded (RFC 5545 3.1). */
const events = (ics: string) =>
	ics
		.replace(/\r\n /g, '')
		.split('BEGIN:VEVENT')
		.slice(1)
		.map((block) => block.split('END:VEVENT')[0]!)

/** A row straight in the table, for the states and times booking cannot make now (cancelled; beyond the feed's 180 days). */
async function insertVisit(dietitianId: number, status: 'cancelled' | 'confirmed', startsAt: string, name: string) {
	const start = new Date(startsAt)
	const [row] = await (await getDb())
		.insert(appointments)
		.values({
			dietitianId,
			kind: 'intro',
			format: 'phone',
			startsAt: start,
			endsAt: new Date(start.getTime() + 15 * 60_000),
			timeZone: 'America/New_York',
			status,
			visitorName: name,
			visitorEmail: `${name.toLowerCase()}@example.com`,
			visitorEmailKey: `${name.toLowerCase()}@example.com`,
			insurance: 'Self-pay',
			holdExpiresAt: start,
			createdAt: new Date(monday),
		})
		.returning({ id: appointments.id })
	return row!.id
}

describe('the private calendar feed (issue 45 point 1)', () => {
	test('lists requested and confirmed visits with the invitation’s UID in the office’s zone, never the reason, phone or e-mail; ETag and 304', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const cookie = await sessionCookieFor(dietitian.id)
		const confirmedVisit = await requested(dietitian.id, '2026-12-01T09:00:00-05:00', 'Jordan Avery')
		const requestedVisit = await requested(dietitian.id, '2026-12-03T13:00:00-05:00', 'Priya Raman')
		expect((await callRoute(answerAction, `/viewprofile/appointments/${confirmedVisit.id}`, new URLSearchParams({ intent: 'confirm' }), { cookie, params: { id: String(confirmedVisit.id) } })).status).toBe(303)
		await runDueWork()
		const invitation = (await listOutbox(confirmedVisit.email)).flatMap((m) => m.attachments).find((file) => file.Name === 'invite.ics')!
		const mailedUid = /UID:(\S+)/.exec(Buffer.from(invitation.Content, 'base64').toString('utf8'))![1]!
		await insertVisit(dietitian.id, 'cancelled', '2026-12-03T15:00:00-05:00', 'Cancelledcasey')
		await insertVisit(dietitian.id, 'confirmed', '2027-07-01T15:00:00-04:00', 'Farawayfrankie')

		const { status, body } = await feedAddress(await bearerOf(dietitian.id))
		expect(status).toBe(200)
		const { url } = body as { url: string }
		expect(url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)

		const feed = await poll(url)
		expect(feed.status).toBe(200)
		expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
		expect(feed.headers.get('cache-control')).toContain('private')
		const [first, second, ...rest] = events(feed.body)
		expect(rest).toEqual([])
		expect(first).toContain(`UID:${mailedUid}`)
		expect(first).toContain('STATUS:CONFIRMED')
		expect(first).toContain('DTSTART;TZID=America/New_York:20261201T090000')
		expect(first).toContain('SUMMARY:First visit with Jordan')
		expect(first).toContain('DESCRIPTION:First visit\\, video call')
		expect(first).toMatch(/URL:https?:\/\/\S+\/viewprofile#appointments/)
		expect(second).toContain(`UID:appointment-${requestedVisit.id}@`)
		expect(second).toContain('STATUS:TENTATIVE')
		expect(second).toContain('DTSTART;TZID=America/New_York:20261203T130000')
		expect(second).toContain('Priya')
		expect(feed.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York')
		for (const secret of ['prediabetes', '617', '555-0199', confirmedVisit.email, requestedVisit.email, 'Avery', 'Raman', 'Cancelledcasey', 'Farawayfrankie']) {
			expect(feed.body.toLowerCase()).not.toContain(secret.toLowerCase())
		}

		// Calendar apps poll: the same feed again is a 304 without a body.
		const etag = feed.headers.get('etag')!
		expect(etag).toMatch(/^".+"$/)
		const again = await poll(url, { 'if-none-match': etag })
		expect(again.status).toBe(304)
		expect(again.body).toBe('')
		expect((await poll(url, { 'if-none-match': '"something-else"' })).status).toBe(200)
	})

	test('“New address” (the API and the dashboard button) makes the old address 404 at once; unknown addresses are 404', { timeout: 60_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const auth = await bearerOf(dietitian.id)
		const first = ((await feedAddress(auth)).body as { url: string }).url
		// Asking again without rotate gives the same address.
		expect(((await feedAddress(auth)).body as { url: string }).url).toBe(first)
		expect((await poll(first)).status).toBe(200)

		const rotated = await feedAddress(auth, { rotate: true })
		expect(rotated.status).toBe(200)
		const second = (rotated.body as { url: string }).url
		expect(second).not.toBe(first)
		expect((await poll(first)).status).toBe(404)
		expect((await poll(second)).status).toBe(200)

		// The dashboard shows the address with its webcal:// link; its button makes another.
		const cookie = await sessionCookieFor(dietitian.id)
		const shown = (await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { calendarFeed: { url: string; webcal: string } }
		expect(shown.calendarFeed.url).toBe(second)
		expect(shown.calendarFeed.webcal).toBe(second.replace(/^https?:/, 'webcal:'))
		const button = await callRoute(dashboardFeedAction, '/viewprofile/calendar-feed', new URLSearchParams({ intent: 'rotate' }), { cookie })
		expect(button.status).toBe(302)
		expect(button.location).toBe('/viewprofile#calendar-feed')
		expect((await poll(second)).status).toBe(404)
		const third = ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { calendarFeed: { url: string } }).calendarFeed.url
		expect((await poll(third)).status).toBe(200)

		expect((await poll(`${new URL(third).origin}/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404)
		expect((await poll(`${new URL(third).origin}/calendar/not-a-token.ics`)).status).toBe(404)
		expect((await poll(third.replace(/\.ics$/, '.txt'))).status).toBe(404)
	})

	test('the API: 401 signed out, 403 without booking in the plan, 400 for bad input', { timeout: 60_000 }, async () => {
		setClock(monday)
		expect((await feedAddress({})).status).toBe(401)
		const starter = await dietitianWithProfile({ plan: 1 })
		const refused = await feedAddress(await bearerOf(starter.id))
		expect(refused.status).toBe(403)
		expect(JSON.stringify(refused.body)).toContain('booking')
		const starterPage = await callRoute(dashboardFeedAction, '/viewprofile/calendar-feed', new URLSearchParams({ intent: 'create' }), { cookie: await sessionCookieFor(starter.id) })
		expect(starterPage.status).toBe(403)

		const auth = await bearerOf((await bookableDietitian()).id)
		for (const bad of [{ rotate: 'yes' }, { rotate: false }, { url: 'x' }, []]) {
			const answer = await feedAddress(auth, bad)
			expect(answer.status).toBe(400)
			expect(JSON.stringify(answer.body)).toMatch(/rotate|JSON object|Unrecognized|key/i)
		}
		expect((await callApi(feedApi, '/api/user/calendar-feed', null, { headers: auth, rawBody: '{not json' })).status).toBe(400)
	})

	test('the window is 30 days back to 180 ahead, and a plan without booking closes the address', { timeout: 60_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		await insertVisit(dietitian.id, 'confirmed', '2026-11-10T15:00:00-05:00', 'Recentrowan')
		await insertVisit(dietitian.id, 'confirmed', '2026-10-20T15:00:00-04:00', 'Longagolee')
		await insertVisit(dietitian.id, 'confirmed', '2027-05-20T15:00:00-04:00', 'Maytimemorgan')
		const url = ((await feedAddress(await bearerOf(dietitian.id))).body as { url: string }).url
		const body = (await poll(url)).body
		expect(events(body).map((e) => /SUMMARY:(.*)/.exec(e)![1])).toEqual(['Free intro call with Recentrowan', 'Free intro call with Maytimemorgan'])
		// Summer visits keep their wall time: the zone's daylight rule is in the VTIMEZONE.
		expect(body).toContain('DTSTART;TZID=America/New_York:20270520T150000')
		expect(body).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU')

		await (await getDb()).update(users).set({ plan: 1 }).where(eq(users.id, dietitian.id))
		expect((await poll(url)).status).toBe(404)
	})

	test('a request to move a confirmed visit is one event, at the confirmed time, until the move is confirmed', { timeout: 60_000 }, async () => {
		setClock(monday)
		const dietitian = await bookableDietitian()
		const original = await insertVisit(dietitian.id, 'confirmed', '2026-12-08T10:00:00-05:00', 'Movingmax')
		const move = await insertVisit(dietitian.id, 'confirmed', '2026-12-07T10:00:00-05:00', 'Movingmax')
		await (await getDb()).update(appointments).set({ status: 'requested', replacesId: original, visitId: original }).where(eq(appointments.id, move))
		const url = ((await feedAddress(await bearerOf(dietitian.id))).body as { url: string }).url
		const [only, ...rest] = events((await poll(url)).body)
		expect(rest).toEqual([])
		expect(only).toContain(`UID:appointment-${original}@`)
		expect(only).toContain('STATUS:CONFIRMED')
		expect(only).toContain('DTSTART;TZID=America/New_York:20261208T100000')
	})
})
