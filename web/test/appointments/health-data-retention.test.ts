import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as openingsAction } from '#app/routes/api/dietitians.openings.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { action as declinePage } from '#app/routes/appointments.decline.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// Monday, November 30, 2026, 9:00 in Boston (the fixture's office).
const monday = '2026-11-30T14:00:00Z'
const week = {
	kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
	windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

let n = 0
async function ask(dietitianId: number, start: string) {
	const email = `retention.${++n}@example.com`
	const answer = await callApi(
		requestAction,
		'/api/appointments/request',
		{ dietitian_id: dietitianId, start, kind: 'intro', format: 'phone', name: 'Jordan Reyes', email, phone: '(617) 555-0142', reason: 'Type 2 diabetes since June.', insurance: 'Aetna' },
		{ ip: `203.0.113.${++n}` },
	)
	expect(answer.status).toBe(201)
	return { email, id: (answer.body as { id: number }).id }
}

const linkIn = (text: string, path: string) => new URL(new RegExp(`https?://\\S+${path}\\?t=\\S+`).exec(text)![0])
const post = (handler: Parameters<typeof callRoute>[0], url: URL, form: Record<string, string> = {}) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams(form))

async function requested(dietitianId: number, start: string) {
	const asked = await ask(dietitianId, start)
	await runDueWork()
	expect((await post(confirmRequestPage, linkIn((await listOutbox(asked.email))[0]!.text, '/appointments/confirm-request'))).status).toBe(200)
	await runDueWork()
	return asked
}

const healthOf = async (id: number) => {
	const [row] = await (await getDb()).select({ status: appointments.status, reason: appointments.reason, phone: appointments.visitorPhone, kind: appointments.kind, startsAt: appointments.startsAt }).from(appointments).where(eq(appointments.id, id))
	return row
}

test('the reason and the phone leave the row: at once for an expired hold, 30 days after a decline and 30 days after the visit; times, kind and status stay', { timeout: 120_000 }, async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const expiring = await ask(dietitian.id, '2026-12-01T10:00:00-05:00')
	const declined = await requested(dietitian.id, '2026-12-02T10:00:00-05:00')
	const visited = await requested(dietitian.id, '2026-12-03T10:00:00-05:00')
	const requestMails = (await listOutbox(dietitian.businessEmail!)).filter((m) => m.subject.startsWith('Appointment request'))
	expect(requestMails).toHaveLength(2)
	for (const mail of requestMails) for (const health of ['diabetes', '555-0142']) expect(mail.text + mail.html).not.toContain(health)
	const forDecline = requestMails.find((m) => m.subject.includes('Dec 2'))!
	const forConfirm = requestMails.find((m) => m.subject.includes('Dec 3'))!
	expect((await post(declinePage, linkIn(forDecline.text, '/appointments/decline'), { note: '' })).status).toBe(200)
	expect((await post(confirmPage, linkIn(forConfirm.text, '/appointments/confirm'))).status).toBe(200)
	await runDueWork()
	for (const mail of await listOutbox(visited.email)) for (const health of ['diabetes', '555-0142']) expect(mail.text + mail.html + JSON.stringify(mail.attachments.map((a) => Buffer.from(a.Content, 'base64').toString('utf8')))).not.toContain(health)

	// The hold's 30 minutes pass: the sweep expires it and erases its health details at once.
	setClock('2026-11-30T14:31:00Z')
	await runDueWork()
	expect(await healthOf(expiring.id)).toMatchObject({ status: 'expired', reason: null, phone: null, kind: 'intro', startsAt: new Date('2026-12-01T15:00:00Z') })
	expect(await healthOf(declined.id)).toMatchObject({ status: 'declined', reason: 'Type 2 diabetes since June.', phone: '(617) 555-0142' })

	// 30 days after the decline (declined on Monday at 14:00 UTC).
	setClock('2026-12-30T13:59:00Z')
	await runDueWork()
	expect(await healthOf(declined.id)).toMatchObject({ reason: 'Type 2 diabetes since June.' })
	setClock('2026-12-30T14:00:00Z')
	await runDueWork()
	expect(await healthOf(declined.id)).toMatchObject({ status: 'declined', reason: null, phone: null, kind: 'intro' })
	// The visit ended on December 3 at 15:15 UTC: its details go 30 days later.
	expect(await healthOf(visited.id)).toMatchObject({ status: 'confirmed', reason: 'Type 2 diabetes since June.' })
	setClock('2027-01-02T15:15:00Z')
	await runDueWork()
	expect(await healthOf(visited.id)).toMatchObject({ status: 'confirmed', reason: null, phone: null, startsAt: new Date('2026-12-03T15:00:00Z') })
})

test('no opening starts within 2 hours, whatever the notice: the answer deadline keeps an hour before the visit', { timeout: 120_000 }, async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse({ ...week, noticeHours: 0 }))
	const openings = await callApi(openingsAction, '/api/dietitians/openings', { dietitian_id: dietitian.id, from: '2026-11-30', to: '2026-12-01' })
	// Monday 9:00 in Boston: the first opening is 11:00, not 9:00.
	expect((openings.body as { data: { start: string }[] }).data[0]!.start).toBe('2026-11-30T11:00:00-05:00')
	const { id } = await requested(dietitian.id, '2026-11-30T11:00:00-05:00')
	const [row] = await (await getDb()).select({ replyDueAt: appointments.replyDueAt }).from(appointments).where(eq(appointments.id, id))
	expect(row!.replyDueAt).toEqual(new Date('2026-11-30T15:00:00Z'))
})
