import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { answerAsDietitian, confirmByLink, findAppointment } from '#app/modules/appointments/appointment-answers.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as bookAction } from '#app/routes/viewdoctorprofile.book.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

const week = {
	kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

const linkIn = (text: string, path: string) => new URL(new RegExp(`https?://\\S+${path}\\?t=\\S+`).exec(text)![0])

let visitors = 0
/** A visitor books on the page and confirms their e-mail: a request waiting for the dietitian, and the dietitian's mail with its links. */
async function requested(dietitianId: number, businessEmail: string, start: string) {
	const email = `outbox.visitor.${++visitors}@example.com`
	const held = await callRoute(
		bookAction,
		`/viewdoctorprofile/${dietitianId}/book`,
		new URLSearchParams({ start, kind: 'intro', format: 'video', name: `Visitor ${visitors}`, email, reason: 'Meal planning', insurance: 'Self-pay' }),
		{ params: { id: String(dietitianId) }, ip: `198.51.100.${150 + visitors}` },
	)
	expect(held.status).toBe(200)
	const [row] = await (await getDb()).select({ id: appointments.id }).from(appointments).where(eq(appointments.visitorEmail, email))
	const id = row!.id
	// The hold and the mail that lets its visitor confirm it: one commit.
	expect(await queuedMails(id)).toEqual([{ mail: 'check-email', run_at: expect.any(String), xmin: await appointmentXmin(id) }])
	await runDueWork()
	const [check] = await listOutbox(email)
	const confirmRequest = linkIn(check!.text, '/appointments/confirm-request')
	expect((await callRoute(confirmRequestPage, `${confirmRequest.pathname}${confirmRequest.search}`, new URLSearchParams())).status).toBe(200)
	// The request and the mails telling of it: one commit.
	const requestXmin = await appointmentXmin(id)
	expect(await queuedMails(id)).toEqual([
		{ mail: 'requested', run_at: expect.any(String), xmin: requestXmin },
		{ mail: 'request-sent', run_at: expect.any(String), xmin: requestXmin },
	])
	await runDueWork()
	const [request] = await listOutbox(businessEmail)
	return { id, confirmToken: linkIn(request!.text, '/appointments/confirm').searchParams.get('t')! }
}

/** The queued mails of an appointment, and the transaction that wrote each row (`xmin`). */
async function queuedMails(appointmentId: number) {
	const db = await getDb()
	const result = (await db.execute(
		sql`select payload->>'mail' as mail, run_at::text, xmin::text from jobs where kind = 'appointment-mail' and (payload->>'appointmentId')::int = ${appointmentId} order by id`,
	)) as unknown as { rows: { mail: string; run_at: string; xmin: string }[] }
	return result.rows
}
async function appointmentXmin(id: number) {
	const result = (await (await getDb()).execute(sql`select xmin::text from appointments where id = ${id}`)) as unknown as { rows: { xmin: string }[] }
	return result.rows[0]!.xmin
}

/** Stands for a crash or an outage right where the mail is queued: every insert into the job queue fails. */
async function refuseJobs() {
	const db = await getDb()
	await db.execute(sql`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'the job queue is away'; end $$`)
	await db.execute(sql`create trigger refuse_jobs before insert on jobs for each row execute function refuse_jobs()`)
	return async () => {
		await db.execute(sql`drop trigger refuse_jobs on jobs`)
		await db.execute(sql`drop function refuse_jobs()`)
	}
}

/** The query's error, as drizzle passes it on: the database's refusal is its cause. */
const queueAway = { cause: { message: 'the job queue is away' } }

describe('an answer’s mails are queued in its transaction', () => {
	test('a mail that cannot be queued undoes the answer (the link still works); a committed answer has its mails in the same commit', { timeout: 90_000 }, async () => {
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, availabilitySchema.parse(week))
		const { id, confirmToken } = await requested(dietitian.id, dietitian.businessEmail!, '2026-12-01T10:00:00-05:00')
		expect(await queuedMails(id)).toEqual([])

		const allowJobs = await refuseJobs()
		await expect(confirmByLink(confirmToken)).rejects.toMatchObject(queueAway)
		await expect(answerAsDietitian(dietitian.id, id, { intent: 'confirm' })).rejects.toMatchObject(queueAway)
		await allowJobs()
		// Neither the confirmation nor any mail: the request still waits, as the dietitian and the visitor were told.
		expect((await findAppointment(id))!.status).toBe('requested')
		expect(await queuedMails(id)).toEqual([])

		const confirmed = await confirmByLink(confirmToken)
		expect(confirmed.ok).toBe(true)
		const mails = await queuedMails(id)
		// The confirmation now, the reminder a day before the start (10:00 EST = 15:00 UTC).
		expect(mails.map((m) => m.mail)).toEqual(['confirmed', 'reminder'])
		expect(new Date(mails[1]!.run_at).toISOString()).toBe('2026-11-30T15:00:00.000Z')
		const answerXmin = await appointmentXmin(id)
		expect(mails.map((m) => m.xmin)).toEqual([answerXmin, answerXmin])

		await runDueWork()
		const [invitation] = await listOutbox(dietitian.businessEmail!)
		expect(invitation!.subject).toMatch(/^Confirmed: Free intro call/)
	})

	test('a decline that cannot queue its mail is undone; a committed decline has its mail in the same commit', { timeout: 90_000 }, async () => {
		setClock('2026-11-30T14:00:00Z')
		const dietitian = await dietitianWithProfile({ plan: 2 })
		await saveAvailability(dietitian.id, availabilitySchema.parse(week))
		const { id } = await requested(dietitian.id, dietitian.businessEmail!, '2026-12-01T11:00:00-05:00')

		const allowJobs = await refuseJobs()
		await expect(answerAsDietitian(dietitian.id, id, { intent: 'decline', note: { note: 'Away that day.', proposeAnother: false } })).rejects.toMatchObject(queueAway)
		await allowJobs()
		expect((await findAppointment(id))!.status).toBe('requested')
		expect(await queuedMails(id)).toEqual([])

		expect((await answerAsDietitian(dietitian.id, id, { intent: 'decline', note: { note: 'Away that day.', proposeAnother: false } })).ok).toBe(true)
		const answerXmin = await appointmentXmin(id)
		expect(await queuedMails(id)).toEqual([{ mail: 'declined', run_at: expect.any(String), xmin: answerXmin }])
	})
})
