import { eq } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as contactAction } from '#app/routes/api/dietitians.contact.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as erasePage } from '#app/routes/privacy.erase.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { linkIn, monday, week } from '../appointments/booking-week.ts'

beforeEach(() => setClock(monday))

let n = 0
const erase = (fields: Record<string, string>, path = '/privacy/erase') => callRoute(erasePage, path, new URLSearchParams({ company_website: '', ...fields }), { ip: `198.18.7.${++n}` })

test('a visitor erases what they sent, proven by a mailed code: the contact request goes, the visit to come is cancelled (the dietitian told) and its details go after its mails; every visitor mail links here', { timeout: 60_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const visitor = `eraser.${Date.now()}@example.com`
	const request = { dietitian_id: dietitian.id, start: '2026-12-01T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Jordan Reyes', email: visitor, phone: '(617) 555-0199', reason: 'Newly diagnosed prediabetes.', insurance: 'Aetna' }
	expect((await callApi(requestAction, '/api/appointments/request', request, { ip: '198.51.100.201' })).status).toBe(201)
	await runDueWork()
	const [check] = await listOutbox(visitor)
	// Every mail to a visitor ends with where to erase what they sent.
	expect(check!.text).toContain('Erase what you sent us: http://localhost:3000/privacy/erase')
	const url = linkIn(check!.text, '/appointments/confirm-request')
	expect((await callRoute(confirmRequestPage, `${url.pathname}${url.search}`, new URLSearchParams())).status).toBe(200)
	expect((await callApi(contactAction, '/api/dietitians/contact', { id: dietitian.id, name: 'Jordan Reyes', email: visitor, message: 'Do you see clients with prediabetes?' }, { ip: '198.51.100.202' })).status).toBe(201)
	await runDueWork()

	const asked = await erase({ intent: 'send', email: visitor.toUpperCase() })
	expect(asked).toMatchObject({ status: 200, data: { step: 'code', message: `If ${visitor} sent anything here, a 6-digit code is on its way to it. It is valid for 15 minutes.` } })
	// An address that sent nothing is answered the same, and mailed nothing.
	const stranger = `nobody.${Date.now()}@example.com`
	expect((await erase({ intent: 'send', email: stranger })).data).toMatchObject({ step: 'code' })
	await runDueWork()
	expect(await listOutbox(stranger)).toEqual([])
	const codeMail = (await listOutbox(visitor)).find((mail) => mail.subject === 'Your code to erase what you sent')!
	const code = /Your code: (\d{6})/.exec(codeMail.text)![1]!

	expect(await erase({ intent: 'erase', email: visitor, code: code === '000000' ? '111111' : '000000' })).toMatchObject({ status: 400, data: { message: 'That code is not right. Check the latest e-mail, or ask for a new code.' } })
	const done = await erase({ intent: 'erase', email: visitor, code })
	expect(done).toMatchObject({ status: 200, data: { step: 'done', lines: ['1 contact request was erased.', 'The details of 1 appointment were erased.', '1 visit still to come was cancelled; the dietitian is told.'] } })
	expect((await erase({ intent: 'erase', email: visitor, code })).status).toBe(400)

	const db = await getDb()
	expect(await db.select().from(contactRequests).where(eq(contactRequests.profileUserId, dietitian.id))).toEqual([])
	await runDueWork()
	const toDietitian = (await listOutbox(dietitian.businessEmail!)).map((mail) => mail.subject)
	expect(toDietitian.some((subject) => /cancel/i.test(subject))).toBe(true)
	const [visit] = await db.select().from(appointments).where(eq(appointments.dietitianId, dietitian.id))
	expect(visit).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', reason: 'Newly diagnosed prediabetes.' })
	// An hour later, once the cancellation mails went, the visit keeps only its time, kind and status.
	advanceClock(61 * 60_000)
	await runDueWork()
	const [erased] = await db.select().from(appointments).where(eq(appointments.dietitianId, dietitian.id))
	expect(erased).toMatchObject({ status: 'cancelled', visitorName: '', visitorEmail: '', visitorPhone: null, reason: null, insurance: '', kind: 'intro' })
})

test('the Spanish page asks and answers in Spanish', async () => {
	const answer = await erase({ intent: 'send', email: 'not-an-address' }, '/es/privacy/erase')
	expect(answer).toMatchObject({ status: 400, data: { message: 'Escriba la dirección de correo desde la que escribió, como nombre@ejemplo.com.' } })
})
