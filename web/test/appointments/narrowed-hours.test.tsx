import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { jobs } from '#db/schema/jobs.ts'
import { AppointmentsPanel } from '#app/components/appointments/appointments-panel.tsx'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import type { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { action as bookAction } from '#app/routes/viewdoctorprofile.book.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { renderInLocale } from '../render-in-locale.tsx'

// Issue 43 point 8: a dietitian narrows their hours under times already asked for. Those stay valid
// offers; the dashboard marks them "Outside your current hours" with decline-and-offer-times in one click.

type Dashboard = Awaited<ReturnType<typeof appointmentDashboard>>

const week = (start: string, end: string) =>
	availabilitySchema.parse({
		kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
		windows: [{ weekday: 2, start, end }],
		timeOff: [],
		noticeHours: 24,
		horizonDays: 30,
	})

const linkIn = (text: string, path: string) => {
	const match = new RegExp(`https?://\\S+${path}\\?t=\\S+`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return new URL(match[0])
}
const post = (handler: Parameters<typeof callRoute>[0], url: URL) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams())

let visitors = 0
/** A visitor books Tuesday at `time` (New York) on the page; with `confirmEmail`, they confirm their address: a request. */
async function book(dietitianId: number, time: string, confirmEmail = true, language = '') {
	const email = `narrowed.${++visitors}@example.com`
	const held = await callRoute(
		bookAction,
		`${language}/viewdoctorprofile/${dietitianId}/book`,
		new URLSearchParams({ start: `2026-12-01T${time}:00-05:00`, kind: 'intro', format: 'video', name: `Visitor ${visitors}`, email, reason: 'Meal plans', insurance: 'Self-pay' }),
		{ params: { id: String(dietitianId) }, ip: `198.51.100.${60 + visitors}` },
	)
	expect(held.status).toBe(200)
	await runDueWork()
	const check = linkIn((await listOutbox(email))[0]!.text, `${language}/appointments/confirm-request`)
	if (confirmEmail) {
		expect((await post(confirmRequestPage, check)).status).toBe(200)
		await runDueWork()
	}
	return { email, check }
}

const dashboard = async (cookie: string) => ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { appointments: Dashboard }).appointments
const answer = (cookie: string, id: number, form: Record<string, string>) => callRoute(answerAction, `/viewprofile/appointments/${id}`, new URLSearchParams(form), { cookie, params: { id: String(id) } })
const marks = (cards: Dashboard['pending']) => cards.map((card) => [card.when.split(' at ')[1], card.outsideHours])

describe('narrowing the hours under live holds and requests', () => {
	test('they stay valid offers, marked on the dashboard; one click declines and mails the visitor the next openings', { timeout: 120_000 }, async () => {
		// Monday 9:00 in New York; Tuesday 9:00–12:00 is offered.
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, week('09:00', '12:00'))
		const cookie = await sessionCookieFor(dietitian.id)
		const early = await book(dietitian.id, '09:00')
		await book(dietitian.id, '10:00')
		await book(dietitian.id, '11:00')
		let shown = await dashboard(cookie)
		expect(marks(shown.pending)).toEqual([['9:00 AM EST', false], ['10:00 AM EST', false], ['11:00 AM EST', false]])
		expect((await answer(cookie, shown.pending[2]!.id, { intent: 'confirm' })).status).toBe(303)
		await runDueWork()
		// A fourth visitor holds 11:30 and has not yet confirmed their address when the hours change.
		const held = await book(dietitian.id, '11:30', false)

		// Tuesday is now 9:30–11:00 only.
		await saveAvailability(dietitian.id, week('09:30', '11:00'))
		expect((await post(confirmRequestPage, held.check)).status).toBe(200)
		await runDueWork()
		shown = await dashboard(cookie)
		expect(marks(shown.pending)).toEqual([['9:00 AM EST', true], ['10:00 AM EST', false], ['11:30 AM EST', true]])
		expect(marks(shown.upcoming)).toEqual([['11:00 AM EST', true]])
		expect(shown.outsideHoursWords).toEqual({
			mark: 'Outside your current hours',
			help: 'This time was asked for before you changed your hours or took the day off, and it stays a valid request: confirm it, or decline and offer other times.',
			declineAndOffer: 'Decline and offer other times',
			busyMark: 'Busy in your calendar',
			busyHelp: 'A busy time read from your calendar overlaps this visit: decline it and offer the visitor other times, or propose another time.',
		})
		// The panel shows the mark and the one-click button on the marked request only.
		const html = renderInLocale('/viewprofile', <AppointmentsPanel appointments={shown} />)
		expect(html.match(/Outside your current hours/g)).toHaveLength(3)
		expect(html.match(/>Decline and offer other times</g)).toHaveLength(2)
		expect(html).toContain(`aria-label="Decline and offer other times: Visitor ${visitors - 3}, ${shown.pending[0]!.when}"`)

		// Still valid offers: the held time became a request and can be confirmed as any other.
		expect((await answer(cookie, shown.pending[2]!.id, { intent: 'confirm' })).status).toBe(303)
		await runDueWork()
		const db = await getDb()
		const [confirmedOutside] = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, shown.pending[2]!.id))
		expect(confirmedOutside!.status).toBe('confirmed')

		// One click: the 9:00 request is declined and its visitor mailed the next openings of the new hours
		// (9:00 itself is free again but no longer offered; 10:00 is still asked for).
		const declined = await answer(cookie, shown.pending[0]!.id, { intent: 'decline', propose: 'on' })
		expect(declined.status).toBe(303)
		await runDueWork()
		const mail = (await listOutbox(early.email)).find((m) => m.subject.endsWith('could not confirm your request'))
		expect(mail?.text).toContain(
			[
				'Their next openings for the same kind of visit:\n',
				'Tuesday, December 1, 2026 at 9:30 AM EST',
				'Tuesday, December 1, 2026 at 9:45 AM EST',
				'Tuesday, December 1, 2026 at 10:15 AM EST',
			].join('\n'),
		)
		expect(mail?.text).toMatch(/would like to offer you another time: https?:\/\/\S+\/viewdoctorprofile\/\d+#book/)
		shown = await dashboard(cookie)
		expect(marks(shown.pending)).toEqual([['10:00 AM EST', false]])
	})

	test('a Spanish visitor is offered the next openings in Spanish', { timeout: 120_000 }, async () => {
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, week('09:00', '12:00'))
		const cookie = await sessionCookieFor(dietitian.id)
		const visitor = await book(dietitian.id, '11:30', true, '/es')
		await saveAvailability(dietitian.id, week('10:00', '11:00'))
		const [request] = (await dashboard(cookie)).pending
		expect(request!.outsideHours).toBe(true)
		expect((await answer(cookie, request!.id, { intent: 'decline', propose: 'on' })).status).toBe(303)
		await runDueWork()
		const mail = (await listOutbox(visitor.email)).find((m) => m.subject.endsWith('no pudo confirmar su solicitud'))
		expect(mail?.text).toContain(
			['Sus próximos horarios libres para el mismo tipo de visita:\n', 'martes, 1 de diciembre de 2026, 10:00 a. m. EST', 'martes, 1 de diciembre de 2026, 10:15 a. m. EST', 'martes, 1 de diciembre de 2026, 10:30 a. m. EST'].join('\n'),
		)
		expect(mail?.text).toMatch(/quiere ofrecerle otro horario: https?:\/\/\S+\/es\/viewdoctorprofile\/\d+#book/)
	})

	test('a second confirm, by the mail link after the dashboard, changes nothing and queues no mail', { timeout: 120_000 }, async () => {
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, week('09:00', '12:00'))
		const cookie = await sessionCookieFor(dietitian.id)
		const visitor = await book(dietitian.id, '09:00')
		const confirmLink = linkIn((await listOutbox(dietitian.businessEmail!)).at(-1)!.text, '/appointments/confirm')
		const [request] = (await dashboard(cookie)).pending
		expect((await answer(cookie, request!.id, { intent: 'confirm' })).status).toBe(303)
		await runDueWork()

		const db = await getDb()
		const outboxRows = async () => [(await listOutbox(visitor.email)).length, (await listOutbox(dietitian.businessEmail!)).length]
		const queuedJobs = async () => (await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, 'appointment-mail'), sql`(${jobs.payload}->>'appointmentId')::int = ${request!.id}`))).length
		const [mailsBefore, jobsBefore] = [await outboxRows(), await queuedJobs()]
		// The confirmation and the dietitian's copy went (a visit within a day gets no reminder): no job waits.
		expect(jobsBefore).toBe(0)
		expect(mailsBefore).toEqual([3, 2])
		const [before] = await db.select().from(appointments).where(eq(appointments.id, request!.id))

		// The mail's confirm link was revoked by the first confirm: refused, and nothing is queued.
		expect((await post(confirmPage, confirmLink)).status).toBe(409)
		expect((await answer(cookie, request!.id, { intent: 'confirm' })).status).toBe(303)
		expect(await queuedJobs()).toBe(jobsBefore)
		await runDueWork()
		expect(await outboxRows()).toEqual(mailsBefore)
		const [after] = await db.select().from(appointments).where(eq(appointments.id, request!.id))
		expect(after).toEqual(before)
	})
})
