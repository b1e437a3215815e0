import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { insertUser, setRole } from '#app/modules/accounts/users.server.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { sendAvailabilityMail } from '#app/modules/profiles/availability.server.ts'
import { mailSubmissionConfirmation } from '#app/modules/profiles/profile-submission.server.ts'
import { action as contactApi } from '#app/routes/api/dietitians.contact.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { action as contactConfirmPage } from '#app/routes/contact.confirm.tsx'
import { action as bookPage } from '#app/routes/viewdoctorprofile.book.tsx'
import { loader as languageSwitch } from '#app/routes/language.$locale.ts'
import { action as webhook } from '#app/routes/webhooks.cms.ts'
import { account, confirmed, profileFor, signedInAdmin } from '../admin/helpers.ts'
import { checkoutForTest } from '../admin/subscription.ts'
import { uniqueEmail } from '../api/helpers.ts'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

// Issue 42 point 10: every mail to an account holder is in the account's language (set at sign-up
// from the page's), the complimentary-plan mail included; a visitor's stay in the visitor's.

process.env.CMS_WEBHOOK_SECRET = 'a-shared-webhook-secret'

const inSpanish = async (userId: number) => {
	const db = await getDb()
	const [row] = await db.update(users).set({ locale: 'es' }).where(eq(users.id, userId)).returning()
	return row!
}

const onlyMailTo = async (email: string) => {
	const mails = await listOutbox(email)
	expect(mails).toHaveLength(1)
	return mails[0]!
}

const linkIn = (text: string, path: string) => {
	const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?t=[^\\s]+`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return new URL(match[0])
}
const post = (handler: Parameters<typeof callRoute>[0], url: URL) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams())

test('the complimentary plan an admin grants is announced in Spanish to a Spanish account, with the Spanish plan name and day', async () => {
	setClock('2026-11-30T14:00:00Z')
	const { cookie } = await signedInAdmin()
	const owner = await inSpanish((await account({ name: 'lucia' })).id)
	expect((await confirmed(owner.id, { intent: 'grant-plan', plan: '2', until: '2027-03-05' }, cookie)).status).toBe(302)
	const mail = await onlyMailTo(owner.email)
	expect(mail.subject).toBe('Un plan Profesional sin costo')
	expect(mail.text).toContain('Hola, Lucia:')
	expect(mail.text).toContain('Tiene el plan Profesional sin costo hasta el 5 mar 2027, con todo lo que incluye.')
	expect(mail.html).toContain('<html lang="es">')
})

test('the listing decisions and the suspension reach a Spanish account in Spanish; an English account keeps English', async () => {
	setClock('2026-11-30T14:00:00Z')
	const { cookie } = await signedInAdmin()
	const owner = await inSpanish((await account({ name: 'marta', plan: 1 })).id)
	await profileFor(owner, 'submitted', '98101')
	expect((await confirmed(owner.id, { intent: 'approve' }, cookie)).status).toBe(302)
	expect((await confirmed(owner.id, { intent: 'suspend' }, cookie)).status).toBe(302)
	const [suspended, approved] = await listOutbox(owner.email)
	expect(approved!.subject).toBe('Su perfil está aprobado')
	expect(approved!.text).toContain('Su perfil fue aprobado y ya aparece en el directorio de American Dietitian.')
	expect(suspended!.subject).toBe('Su cuenta está suspendida')
	const english = await account({ name: 'ellen' })
	expect((await confirmed(english.id, { intent: 'grant-plan', plan: '1', until: '2027-03-05' }, cookie)).status).toBe(302)
	expect((await onlyMailTo(english.email)).subject).toBe('A complimentary Starter plan')
})

test('the "your plan is active" mail after a payment, in Spanish with the Spanish plan name and dates', async () => {
	const user = await inSpanish((await account({ name: 'paula' })).id)
	await checkoutForTest(user)
	await drainJobs()
	const mail = (await listOutbox(user.email)).find((one) => one.subject === 'Su plan Profesional está activo')
	expect(mail?.text).toMatch(/Gracias por su pago de \$39 el \d{1,2} [a-z]+ \d{4}\. Su plan Profesional está activo hasta el \d{1,2} [a-z]+ \d{4} y se renueva solo/)
	expect(mail?.text).toContain('Su plan y sus pagos:')
})

test('the profile-submitted and the "still accepting?" mails in Spanish', async () => {
	const dietitian = await dietitianWithProfile()
	await inSpanish(dietitian.id)
	await mailSubmissionConfirmation(dietitian.id)
	const submitted = await onlyMailTo(dietitian.email)
	expect(submitted.subject).toBe('Su perfil se envió para revisión')
	expect(submitted.text).toContain('Mientras tanto, puede seguir editándolo:')
	await sendAvailabilityMail(dietitian.id)
	const asked = await onlyMailTo(dietitian.businessEmail!)
	expect(asked.subject).toBe('¿Sigue aceptando clientes nuevos?')
	expect(asked.text).toMatch(/Su anuncio dice que acepta clientes nuevos; lo confirmó por última vez el \d{1,2} [a-z]+ \d{4}\./)
	expect(asked.text).toMatch(/Sí, sigo aceptando: https?:\/\/\S+\/listing\/still-accepting\?t=/)
})

test('an editor publishing or returning an article mails a Spanish author in Spanish; a Spanish admin gets the submission in Spanish', async () => {
	const author = uniqueEmail('autora')
	await insertUser({ email: author, passwordHash: 'not-used', firstName: 'Inés', lastName: 'Tester', locale: 'es' })
	const adminEmail = uniqueEmail('admin')
	const admin = await insertUser({ email: adminEmail, passwordHash: 'not-used', firstName: 'Ada', lastName: 'Tester', locale: 'es' })
	await setRole(admin!.id, 'admin')
	const event = (from: string, to: string, by: 'editor' | 'site', note = '') => ({
		event: 'article.review',
		createdAt: '2026-11-25T10:00:00.000Z',
		model: 'article',
		from,
		to,
		by: by === 'editor' ? { kind: 'editor', email: 'editor@cms.site.test', name: 'Site Editor' } : { kind: 'site' },
		article: { documentId: 'articledocument00042', publicId: 42, title: 'Desayunos', reviewNote: note, authorName: 'Inés Tester', authorEmail: author },
		editors: [],
	})
	const send = (body: unknown) =>
		webhook({
			request: new Request('http://localhost/webhooks/cms', { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-secret': 'a-shared-webhook-secret' }, body: JSON.stringify(body) }),
		} as never) as Promise<Response>
	expect((await send(event('draft', 'in_review', 'site'))).status).toBe(204)
	expect((await send(event('in_review', 'draft', 'editor'))).status).toBe(204)
	expect((await send(event('in_review', 'published', 'editor'))).status).toBe(204)
	await drainJobs()
	const forAdmin = (await listOutbox(adminEmail)).find((mail) => mail.subject === 'Para revisar: Desayunos')
	expect(forAdmin?.text).toContain('Inés Tester envió un artículo para revisión:')
	const mails = await listOutbox(author)
	expect(mails.map((mail) => mail.subject).sort()).toEqual(['Cambios solicitados: Desayunos', 'Publicado: Desayunos'])
	const returned = mails.find((mail) => mail.subject.startsWith('Cambios'))
	const published = mails.find((mail) => mail.subject.startsWith('Publicado'))
	expect(returned!.text).toContain('No se dejó ninguna nota.')
	expect(published!.text).toContain('Su artículo "Desayunos" ya está publicado en Authors Digest:')
	expect(published!.text).toMatch(/\/es\/singlepost\/42/)
	expect(published!.html).toContain('<strong>Desayunos</strong>')
})

test('a contact request from an English page: the Spanish dietitian gets it in Spanish, the visitor in English', async () => {
	setClock('2026-11-30T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	await inSpanish(dietitian.id)
	const email = uniqueEmail('visitor')
	expect((await callApi(contactApi, '/api/dietitians/contact', { id: dietitian.id, name: 'Sam Visitor', email, message: 'Could we talk about my diet?' }, { ip: '192.0.2.240' })).status).toBe(201)
	await runDueWork()
	const confirmation = await onlyMailTo(email)
	expect(confirmation.subject).toMatch(/^Confirm your message to Rae Dee\d+$/)
	await post(contactConfirmPage, linkIn(confirmation.text, '/contact/confirm'))
	await runDueWork()
	const toDietitian = await onlyMailTo(dietitian.businessEmail!)
	expect(toDietitian.subject).toBe('Nueva solicitud de contacto de Sam Visitor')
	expect(toDietitian.text).toContain('Sam Visitor le escribió a través de su perfil de American Dietitian:')
	expect(toDietitian.text).toContain('Prefiere que le contacten por correo electrónico')
	expect(toDietitian.text).toContain('Responda a más tardar al final del miércoles, 2 de diciembre (dos días hábiles).')
})

test('a booking from an English page: the Spanish dietitian’s request and confirmation mails and invitation in Spanish', { timeout: 120_000 }, async () => {
	setClock('2026-11-30T14:00:00Z')
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await inSpanish(dietitian.id)
	await saveAvailability(
		dietitian.id,
		availabilitySchema.parse({
			kinds: [
				{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
				{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
			],
			windows: [{ weekday: 3, start: '09:00', end: '12:00' }],
			timeOff: [],
			noticeHours: 24,
			horizonDays: 30,
		}),
	)
	const email = uniqueEmail('booker')
	const booked = await callRoute(
		bookPage,
		`/viewdoctorprofile/${dietitian.id}/book`,
		form({ start: '2026-12-02T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Sam Booker', email, phone: '', reason: 'Prediabetes', insurance: 'Aetna', company_website: '' }),
		{ params: { id: String(dietitian.id) }, ip: '198.51.100.240' },
	)
	expect(booked.data).toMatchObject({ status: 'held' })
	await runDueWork()
	await post(confirmRequestPage, linkIn((await onlyMailTo(email)).text, '/appointments/confirm-request'))
	await runDueWork()
	const request = await onlyMailTo(dietitian.businessEmail!)
	expect(request.subject).toBe('Solicitud de cita para el mié, 2 de dic, 10:00 a. m. EST')
	expect(request.text).toContain('Hola, Rae Dee')
	expect((await post(confirmPage, linkIn(request.text, '/appointments/confirm'))).status).toBe(200)
	await runDueWork()
	const [confirmation] = await listOutbox(dietitian.businessEmail!)
	expect(confirmation!.subject).toBe('Confirmada: Llamada introductoria gratuita con Sam Booker, mié, 2 de dic, 10:00 a. m. EST')
	expect(confirmation!.text).toContain('Usted confirmó la cita (Llamada introductoria gratuita (15 minutos), videollamada) con Sam Booker')
	const invitation = Buffer.from(confirmation!.attachments[0]!.Content, 'base64').toString('utf8')
	expect(invitation).toContain('Llamada introductoria gratuita')
	const [visitorMail] = await listOutbox(email)
	expect(visitorMail!.subject).toMatch(/^Confirmed: Free intro call with Rae Dee\d+/)
})

test('switching the site to Spanish while signed in makes the account\'s mails Spanish, and back', async () => {
	const dietitian = await dietitianWithProfile()
	const cookie = await sessionCookieFor(dietitian.id)
	const toSpanish = await callRoute(languageSwitch, `/language/es?next=${encodeURIComponent('/search')}`, undefined, { params: { locale: 'es' }, cookie })
	expect(toSpanish.location).toBe('/es/search')
	await mailSubmissionConfirmation(dietitian.id)
	expect((await onlyMailTo(dietitian.email)).subject).toBe('Su perfil se envió para revisión')
	await callRoute(languageSwitch, `/language/en?next=${encodeURIComponent('/es/search')}`, undefined, { params: { locale: 'en' }, cookie })
	await mailSubmissionConfirmation(dietitian.id)
	expect((await listOutbox(dietitian.email))[0]!.subject).toBe('Your profile is submitted for review')
})
