import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { jobs } from '#db/schema/jobs.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import type { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { action as bookAction } from '#app/routes/viewdoctorprofile.book.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

type Dashboard = Awaited<ReturnType<typeof appointmentDashboard>>

const week = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
	],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

let visitors = 0
/** A visitor books on the page and confirms their e-mail: a request waiting for the dietitian. */
async function requested(dietitianId: number, start: string, reason: string) {
	const email = `dash.visitor.${++visitors}@example.com`
	const held = await callRoute(
		bookAction,
		`/viewdoctorprofile/${dietitianId}/book`,
		new URLSearchParams({ start, kind: 'intro', format: 'video', name: `Visitor ${visitors}`, email, reason, insurance: 'Self-pay' }),
		{ params: { id: String(dietitianId) }, ip: `198.51.100.${100 + visitors}` },
	)
	expect(held.status).toBe(200)
	await runDueWork()
	const [check] = await listOutbox(email)
	const link = new URL(/https?:\/\/\S+\/appointments\/confirm-request\?t=\S+/.exec(check!.text)![0])
	expect((await callRoute(confirmRequestPage, `${link.pathname}${link.search}`, new URLSearchParams())).status).toBe(200)
	await runDueWork()
	return email
}

const dashboard = async (cookie: string) => ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { appointments: Dashboard | null }).appointments
const answer = (cookie: string, id: number, form: Record<string, string>) => callRoute(answerAction, `/viewprofile/appointments/${id}`, new URLSearchParams(form), { cookie, params: { id: String(id) } })

describe('the dashboard’s appointments', () => {
	test('pending requests with their reason, confirm / decline / cancel from the dashboard, and another dietitian’s is not found', { timeout: 90_000 }, async () => {
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, availabilitySchema.parse(week))
		const cookie = await sessionCookieFor(dietitian.id)
		const first = await requested(dietitian.id, '2026-12-01T09:00:00-05:00', 'Prediabetes, help with meals')
		const second = await requested(dietitian.id, '2026-12-01T09:30:00-05:00', 'Marathon fueling')

		let shown = (await dashboard(cookie))!
		expect(shown.nextOpening).toBe('Tuesday, December 1, 2026 at 9:15 AM')
		expect(shown.pending.map((a) => [a.when, a.reason, a.email])).toEqual([
			['Tuesday, December 1, 2026 at 9:00 AM EST', 'Prediabetes, help with meals', first],
			['Tuesday, December 1, 2026 at 9:30 AM EST', 'Marathon fueling', second],
		])
		// Monday's request for Tuesday 9:00 is due an hour before the visit (issue 42 point 11).
		expect(shown.pending[0]!.replyBy).toBe('Tuesday, December 1, 2026 at 8:00 AM EST')

		// Another dietitian cannot answer it: no such appointment.
		const stranger = await dietitianWithProfile({ plan: 2 })
		expect((await answer(await sessionCookieFor(stranger.id), shown.pending[0]!.id, { intent: 'confirm' })).status).toBe(404)
		expect((await answer(cookie, shown.pending[0]!.id, { intent: 'reschedule' })).status).toBe(400)

		const confirmed = await answer(cookie, shown.pending[0]!.id, { intent: 'confirm' })
		expect(confirmed.status).toBe(303)
		expect(confirmed.location).toBe('/viewprofile#appointments')
		const declined = await answer(cookie, shown.pending[1]!.id, { intent: 'decline', note: 'I am away that morning.', propose: 'on' })
		expect(declined.status).toBe(303)
		await runDueWork()
		const [invitation] = await listOutbox(first)
		expect(invitation!.subject).toMatch(/^Confirmed: Free intro call/)
		expect(invitation!.attachments[0]!.Name).toBe('invite.ics')
		const [declineMail] = await listOutbox(second)
		expect(declineMail!.text).toContain('I am away that morning.')

		shown = (await dashboard(cookie))!
		expect(shown.pending).toEqual([])
		expect(shown.upcoming.map((a) => a.email)).toEqual([first])
		expect(shown.past.map((a) => [a.email, a.status, a.declined])).toEqual([[second, 'declined', { proposedAnother: true, note: 'I am away that morning.' }]])
		// A second confirm of the same one is refused with the mail links' words (a toast), changing nothing
		// and queueing no mail (issue 43 point 8): the outbox and the queue are counted before and after.
		const db = await getDb()
		const queued = async () => (await db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.kind} = 'appointment-mail' and (${jobs.payload}->>'appointmentId')::int = ${shown.upcoming[0]!.id}`)).length
		const mailsBefore = [(await listOutbox(first)).length, (await listOutbox(dietitian.businessEmail!)).length]
		const jobsBefore = await queued()
		const again = await answer(cookie, shown.upcoming[0]!.id, { intent: 'confirm' })
		expect(again.status).toBe(303)
		expect(await queued()).toBe(jobsBefore)
		await runDueWork()
		expect([(await listOutbox(first)).length, (await listOutbox(dietitian.businessEmail!)).length]).toEqual(mailsBefore)
		expect((await dashboard(cookie))!.upcoming.map((a) => [a.email, a.status])).toEqual([[first, 'confirmed']])

		expect((await answer(cookie, shown.upcoming[0]!.id, { intent: 'cancel' })).status).toBe(303)
		await runDueWork()
		const [cancelMail] = await listOutbox(first)
		expect(cancelMail!.attachments[0]!.ContentType).toContain('method=CANCEL')
		shown = (await dashboard(cookie))!
		expect(shown.upcoming).toEqual([])
		expect(shown.past.map((a) => a.status).sort()).toEqual(['cancelled', 'declined'])

		// Without booking in the plan there is no appointments panel.
		const starter = await dietitianWithProfile({ plan: 1 })
		expect(await dashboard(await sessionCookieFor(starter.id))).toBeNull()
	})
})
