import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as contactApi } from '#app/routes/api/dietitians.contact.ts'
import { action as confirmRequestPage, loader as confirmRequestLoader } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { action as cancelPage } from '#app/routes/appointments.cancel.tsx'
import { action as contactConfirmPage } from '#app/routes/contact.confirm.tsx'
import { action as bookPage } from '#app/routes/viewdoctorprofile.book.tsx'
import { action as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// Issue 32: a visitor who wrote or booked on a Spanish page gets their mails in Spanish, with links to
// the Spanish pages; the dietitian's stay English. Monday, November 30, 2026, 9:00 in Boston.
const monday = '2026-11-30T14:00:00Z'

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

let n = 0
const linkIn = (text: string, path: string) => {
	const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?t=[^\\s]+`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return new URL(match[0])
}
const post = (handler: Parameters<typeof callRoute>[0], url: URL) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams())

const summaryOf = (content: string) => {
	const event = new ICAL.Component(ICAL.parse(Buffer.from(content, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!
	return { summary: String(event.getFirstPropertyValue('summary')), description: String(event.getFirstPropertyValue('description')) }
}

test('a contact request from the Spanish profile: the confirmation and the copy in Spanish, the link to /es/contact/confirm; the dietitian’s mail in English', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const email = `lucia.${++n}.${Date.now()}@example.com`
	const body = { name: 'Lucía Gómez', email, phone: '', preferredContact: 'email', message: 'Hola, quisiera ayuda con mi alimentación.', consent: 'on', company_website: '' }
	const answer = await callRoute(profilePage, `/es/viewdoctorprofile/${dietitian.id}`, form(body), { params: { id: String(dietitian.id) }, ip: '192.0.2.201' })
	expect(answer.data).toMatchObject({ status: 'held' })
	await runDueWork()
	const [confirmation] = await listOutbox(email)
	expect(confirmation!.subject).toMatch(/^Confirme su mensaje para Rae Dee\d+$/)
	expect(confirmation!.text).toContain('Confirmar y enviar mi mensaje')
	expect(confirmation!.html).toContain('<html lang="es">')
	const link = linkIn(confirmation!.text, '/es/contact/confirm')
	const confirmed = await post(contactConfirmPage, link)
	expect(confirmed.data).toMatchObject({ done: expect.stringMatching(/^Gracias: su mensaje fue enviado a Rae Dee\d+/) })
	await runDueWork()
	const [copy] = await listOutbox(email)
	expect(copy!.subject).toMatch(/^Su mensaje para Rae Dee\d+$/)
	expect(copy!.text).toContain('Hola, Lucía Gómez:')
	expect(copy!.text).toContain('Prefiere que le contacten por correo electrónico')
	const [toDietitian] = await listOutbox(dietitian.businessEmail!)
	expect(toDietitian!.subject).toBe('New contact request from Lucía Gómez')
})

test('the API takes an optional locale: es sends the visitor’s mail in Spanish, a wrong one is a 400', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const email = `api.${++n}.${Date.now()}@example.com`
	const base = { id: dietitian.id, name: 'Ana Ruiz', email, message: 'Quisiera una cita, por favor.' }
	expect((await callApi(contactApi, '/api/dietitians/contact', { ...base, locale: 'fr' }, { ip: '192.0.2.202' })).status).toBe(400)
	expect((await callApi(contactApi, '/api/dietitians/contact', { ...base, locale: 'es' }, { ip: '192.0.2.202' })).status).toBe(201)
	await runDueWork()
	const [mail] = await listOutbox(email)
	expect(mail!.subject).toMatch(/^Confirme su mensaje/)
	linkIn(mail!.text, '/es/contact/confirm')
})

test('a booking from the Spanish page: every visitor mail in Spanish with /es links, the invitation in Spanish for the visitor and in English for the dietitian', { timeout: 120_000 }, async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const email = `booking.${++n}.${Date.now()}@example.com`
	const booked = await callRoute(
		bookPage,
		`/es/viewdoctorprofile/${dietitian.id}/book`,
		form({ start: '2026-12-01T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Lucía Gómez', email, phone: '', reason: 'Prediabetes', insurance: 'Aetna', company_website: '' }),
		{ params: { id: String(dietitian.id) }, ip: '198.51.100.201' },
	)
	expect(booked.data).toMatchObject({ status: 'held', when: 'martes, 1 de diciembre de 2026, 10:00 a. m., hora del consultorio' })
	await runDueWork()
	const [check] = await listOutbox(email)
	expect(check!.subject).toMatch(/^Confirme su solicitud a Rae Dee\d+$/)
	expect(check!.text).toMatch(/^Alguien pidió una cita \(llamada introductoria gratuita\) con Rae Dee\d+ el mar, 1 de dic, 10:00 a\. m\. EST usando esta dirección\./)
	expect(check!.text).not.toContain('Lucía')
	const confirmRequest = linkIn(check!.text, '/es/appointments/confirm-request')
	const page = await confirmRequestLoader({ request: new Request(confirmRequest), params: {}, context: undefined } as never)
	expect(page.lines).toEqual(['Llamada introductoria gratuita, videollamada', 'martes, 1 de diciembre de 2026, 10:00 a. m. EST', 'Visitante: Lucía Gómez'])
	// The visit comes before the second business day ends: the deadline is an hour before it, said as such (issue 43 point 4).
	expect((await post(confirmRequestPage, confirmRequest)).data).toMatchObject({
		done: 'Gracias: su solicitud fue enviada. El dietista responde a más tardar el martes, 1 de diciembre de 2026, 9:00 a. m. EST, una hora antes de la cita; recibirá un correo, con una invitación para su calendario si confirma la cita.',
	})
	await runDueWork()
	const [sent] = await listOutbox(email)
	expect(sent!.subject).toMatch(/^Su solicitud a Rae Dee\d+ fue enviada$/)
	expect(sent!.text).toMatch(/Rae Dee\d+ responde a más tardar el martes, 1 de diciembre de 2026, 9:00 a\. m\. EST, una hora antes de la cita/)
	const [request] = await listOutbox(dietitian.businessEmail!)
	expect(request!.subject).toBe('Appointment request for Tue, Dec 1, 10:00 AM EST')
	expect((await post(confirmPage, linkIn(request!.text, '/appointments/confirm'))).status).toBe(200)
	await runDueWork()
	const [confirmed] = await listOutbox(email)
	const [dietitianCopy] = await listOutbox(dietitian.businessEmail!)
	expect(confirmed!.subject).toMatch(/^Confirmada: Llamada introductoria gratuita con Rae Dee\d+, mar, 1 de dic, 10:00 a. m. EST$/)
	expect(summaryOf(confirmed!.attachments[0]!.Content)).toEqual({
		summary: expect.stringMatching(/^Llamada introductoria gratuita: Lucía Gómez con Rae Dee\d+$/),
		description: 'Llamada introductoria gratuita (15 minutos), videollamada. Reservada a través de American Dietitian.',
	})
	expect(summaryOf(dietitianCopy!.attachments[0]!.Content).summary).toMatch(/^Free intro call: Lucía Gómez with Rae Dee\d+$/)
	const cancel = linkIn(confirmed!.text, '/es/appointments/cancel')
	expect((await post(cancelPage, cancel)).data).toMatchObject({ done: expect.stringMatching(/^Cita cancelada/) })
	await runDueWork()
	const [cancelled] = await listOutbox(email)
	expect(cancelled!.subject).toMatch(/^Cancelada: Llamada introductoria gratuita/)
	expect(cancelled!.text).toContain('Usted canceló su cita')
})

test('a booking made through the API without a locale stays English', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const email = `english.${++n}.${Date.now()}@example.com`
	const held = await callApi(requestAction, '/api/appointments/request', { dietitian_id: dietitian.id, start: '2026-12-01T11:00:00-05:00', kind: 'intro', format: 'phone', name: 'Jordan Reyes', email, reason: 'Meals', insurance: 'Aetna' }, { ip: '198.51.100.202' })
	expect(held.status).toBe(201)
	await runDueWork()
	const [check] = await listOutbox(email)
	expect(check!.subject).toMatch(/^Confirm your request to Rae Dee\d+$/)
	expect(check!.html).toContain('<html lang="en">')
	expect(check!.text).toMatch(/https?:\/\/[^/\s]+\/appointments\/confirm-request\?t=/)
})
