import type { ComponentType } from 'react'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { bodyLimitFor, bodyLimits } from '#app/modules/request/body-limits.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { getToast } from '#app/modules/toast/toast.server.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import ConfirmPage, { loader as confirmLoader } from '#app/routes/appointments.confirm.tsx'
import DeclinePage, { loader as declineLoader } from '#app/routes/appointments.decline.tsx'
import { action as bookAction } from '#app/routes/viewdoctorprofile.book.tsx'
import { action as answerAction } from '#app/routes/viewprofile.appointments.ts'
import { action as feedAction } from '#app/routes/viewprofile.calendar-feed.ts'
import { action as readAction } from '#app/routes/viewprofile.requests.read.ts'
import { action as replyAction } from '#app/routes/viewprofile.requests.reply.tsx'
import SetupProfile, { action as setupAction, loader as setupLoader } from '#app/routes/setupprofile.tsx'
import EditSection, { action as editAction, loader as editLoader } from '#app/routes/viewprofile.edit.tsx'
import ViewProfile, { action as dashboardAction, loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { bookableDietitian, linkIn, monday } from '../appointments/booking-week.ts'
import { callRoute, cookiesFrom, type FormAnswer } from '../form-client.ts'
import { confirmedRequest } from '../leads/confirmed-request.ts'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { englishLeftIn, renderPage, visibleText } from '../render-page.tsx'

// Issue 42 point 10: the dietitian's dashboard in Spanish under /es/viewprofile, every panel; its buttons
// post to their /es twins, whose redirects and toasts stay in Spanish.

const toastOf = async (answer: FormAnswer) => (await getToast(new Request('http://localhost/', { headers: { cookie: cookiesFrom(answer) } }))).toast?.description

async function dietitianWithWork() {
	setClock(monday)
	const dietitian = await bookableDietitian()
	// Saved once through the set-up: the dashboard shows the profile by section.
	await (await getDb()).update(profiles).set({ step1SavedAt: new Date(), selfPayFirstVisitCents: 12000, selfPayFollowUpCents: 8000 }).where(eq(profiles.userId, dietitian.id))
	const cookie = await sessionCookieFor(dietitian.id)
	const email = `es.dashboard.${Date.now()}@example.com`
	const held = await callRoute(
		bookAction,
		`/es/viewdoctorprofile/${dietitian.id}/book`,
		new URLSearchParams({ start: '2026-12-01T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Lucía Visitante', email, reason: 'Planes de comidas', insurance: 'Self-pay' }),
		{ params: { id: String(dietitian.id) }, ip: '198.51.100.201' },
	)
	expect(held.status).toBe(200)
	await runDueWork()
	const check = linkIn((await listOutbox(email))[0]!.text, '/es/appointments/confirm-request')
	expect((await callRoute(confirmRequestPage, `${check.pathname}${check.search}`, new URLSearchParams())).status).toBe(200)
	const request = await confirmedRequest(dietitian.id, { name: 'Ana Visitante' })
	return { dietitian, cookie, request }
}

// The dashboard's English words, panel by panel: none may be left on the Spanish page.
const englishWords = [
	'Your profile', 'Listed: visitors can find you', 'See your public page', 'Your listing says', 'Yes, still accepting', 'Not now',
	'Appointments', 'Appointment settings', 'Your next opening', 'Waiting for your answer', 'Upcoming', 'Past and closed', 'Confirm', 'Decline', 'Propose another time', 'Answer by',
	'Contact requests', 'Unread', 'Mark as read', 'Reply to', 'Send reply', 'Replied by phone or e-mail', 'prefers',
	'Dashboard', 'This week', 'Last 30 days', 'Profile views', 'Search appearances', 'Week of',
	'Your visits in your calendar', 'Get my calendar address',
	'Photo and social links', 'Title and website', 'Contact info', 'Working time', 'Summary', 'Services', 'Education', 'Edit', 'Phone:', 'Languages', 'Monday', 'Closed', 'Accepting new clients',
	'Billing', 'No plan', 'Choose a plan', 'Payments are not configured', 'Professional', 'Starter', 'Practice',
	'AM', 'PM', 'December', 'Tuesday',
]

test('/es/viewprofile: every panel in Spanish, dates in Spanish, its forms posting to /es; /viewprofile stays English', { timeout: 120_000 }, async () => {
	const { cookie } = await dietitianWithWork()
	const loaded = await callRoute(dashboardLoader, '/es/viewprofile', undefined, { cookie })
	expect(loaded.status).toBe(200)
	const data = loaded.data as Parameters<typeof renderPage>[2] & { appointments: { pending: { when: string; statusLabel: string; what: string }[] } }
	expect(data.i18n.locale).toBe('es')
	expect(data.appointments.pending[0]).toMatchObject({ when: 'martes, 1 de diciembre de 2026, 10:00 a. m. EST', statusLabel: 'Espera su respuesta', what: 'Llamada introductoria gratuita, videollamada' })

	const html = renderPage(ViewProfile as ComponentType<never>, '/es/viewprofile', data)
	const text = visibleText(html)
	for (const heading of ['Su perfil', 'Publicado: los visitantes pueden encontrarle', 'Citas', 'Esperan su respuesta', 'Solicitudes de contacto', 'Panel', 'Esta semana', 'Sus citas en su calendario', 'Datos de contacto', 'Horario de atención', 'Facturación']) {
		expect(text).toContain(heading)
	}
	expect(text).toContain('Ana Visitante')
	expect(text).toContain('Responda antes del final del miércoles, 2 de diciembre.')
	expect(text).toContain('Profesional')
	expect(text).toContain('Pago por cuenta propia')
	expect(text).toContain('Primera consulta $120 · seguimiento $80')
	expect(englishLeftIn(text, englishWords)).toEqual([])
	expect([...html.matchAll(/action="([^"]+)"/g)].map((match) => match[1]).filter((action) => !action!.startsWith('/es/'))).toEqual([])
	expect([...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]).filter((href) => !href!.startsWith('/es/'))).toEqual([])

	const english = await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })
	const englishText = visibleText(renderPage(ViewProfile as ComponentType<never>, '/viewprofile', english.data as Parameters<typeof renderPage>[2]))
	for (const words of ['Your profile', 'Appointments', 'Waiting for your answer', 'Contact requests', 'Dashboard', 'Billing', 'Professional']) expect(englishText).toContain(words)
})

test('a button posted from /es/viewprofile answers in Spanish and leads back to /es/viewprofile', { timeout: 120_000 }, async () => {
	const { cookie, request } = await dietitianWithWork()
	const data = (await callRoute(dashboardLoader, '/es/viewprofile', undefined, { cookie })).data as { appointments: { pending: { id: number }[] } }
	const id = data.appointments.pending[0]!.id

	const confirmed = await callRoute(answerAction, `/es/viewprofile/appointments/${id}`, new URLSearchParams({ intent: 'confirm' }), { cookie, params: { id: String(id) } })
	expect(confirmed.location).toBe('/es/viewprofile#appointments')
	expect(await toastOf(confirmed)).toBe('Confirmada: el visitante recibe una invitación de calendario, y usted también.')

	const available = await callRoute(dashboardAction, '/es/viewprofile', new URLSearchParams({ intent: 'availability', answer: 'yes' }), { cookie })
	expect(available.location).toBe('/es/viewprofile')
	expect(await toastOf(available)).toBe('Confirmado: acepta clientes nuevos.')

	const read = await callRoute(readAction, `/es/viewprofile/requests/${request.id}/read`, new URLSearchParams(), { cookie, params: { id: String(request.id) } })
	expect(read.location).toBe('/es/viewprofile#requests')

	const replied = await callRoute(replyAction, `/es/viewprofile/requests/${request.id}/reply`, new URLSearchParams({ intent: 'reply', message: 'Con gusto: ¿le va bien el jueves?' }), { cookie, params: { id: String(request.id) } })
	expect(replied.location).toBe('/es/viewprofile#requests')
	expect(await toastOf(replied)).toBe('Su respuesta se envió.')
	const again = await callRoute(replyAction, `/es/viewprofile/requests/${request.id}/reply`, new URLSearchParams({ intent: 'elsewhere' }), { cookie, params: { id: String(request.id) } })
	expect(again.status).toBe(409)
	expect(again.data).toEqual({ error: 'Esta solicitud ya está marcada como respondida.' })

	const feed = await callRoute(feedAction, '/es/viewprofile/calendar-feed', new URLSearchParams({ intent: 'create' }), { cookie })
	expect(feed.location).toBe('/es/viewprofile#calendar-feed')
	expect(await toastOf(feed)).toBe('Su dirección de calendario está lista.')

	// The same buttons from the English page: English, as before.
	const english = await callRoute(dashboardAction, '/viewprofile', new URLSearchParams({ intent: 'availability', answer: 'no' }), { cookie })
	expect(english.location).toBe('/viewprofile')
	expect(await toastOf(english)).toBe('Saved: not accepting new clients for now.')
})

test('/es/viewprofile/edit/<section>: the settings in Spanish, refusals in Spanish, a save back to /es/viewprofile', { timeout: 120_000 }, async () => {
	const { cookie } = await dietitianWithWork()
	const open = async (section: string) => {
		const loaded = await callRoute(editLoader, `/es/viewprofile/edit/${section}`, undefined, { cookie, params: { section } })
		expect(loaded.status).toBe(200)
		return loaded.data as Parameters<typeof renderPage>[2]
	}
	const contact = visibleText(renderPage(EditSection as ComponentType<never>, '/es/viewprofile/edit/contact-info', await open('contact-info')))
	for (const words of ['Datos de contacto', 'Correo electrónico profesional', 'Teléfono del consultorio', 'Fax (opcional)', 'Código postal', 'Nueva York', 'Guardar', 'Cancelar']) expect(contact).toContain(words)
	expect(englishLeftIn(contact, ['Contact info', 'Business e-mail', 'Office phone', 'optional', 'ZIP code', 'New York', 'Save', 'Cancel', 'Your profile', 'State', 'City'])).toEqual([])

	const hours = visibleText(renderPage(EditSection as ComponentType<never>, '/es/viewprofile/edit/workingtime', await open('workingtime')))
	expect(hours).toContain('Horario de atención')
	expect(hours).toContain('Acepta clientes nuevos')
	expect(englishLeftIn(hours, ['Monday', 'Working time', 'Accepting new clients'])).toEqual([])

	const appointments = visibleText(renderPage(EditSection as ComponentType<never>, '/es/viewprofile/edit/appointments', await open('appointments')))
	for (const words of ['Citas', 'Llamada introductoria gratuita', 'Horario semanal para citas', 'Días libres', 'Aviso mínimo (horas)', 'Con cuánta anticipación (días)', 'Videollamada', 'Martes', '60 minutos']) expect(appointments).toContain(words)
	expect(englishLeftIn(appointments, ['Free intro call', 'Weekly hours', 'Time off', 'Minimum notice', 'How far ahead', 'Video call', 'Tuesday', 'Length', 'minutes', 'Save', 'Cancel'])).toEqual([])

	const refused = await callRoute(editAction, '/es/viewprofile/edit/contact-info', new URLSearchParams({ business_email: 'office@example.com', office_number: '12', street_address: '1 Main St', city_name: 'Boston', state: 'MA', zipcode: '021' }), { cookie, params: { section: 'contact-info' } })
	expect(refused.status).toBe(400)
	expect((refused.data as { errors: Record<string, string> }).errors).toMatchObject({ office_number: 'Teléfono del consultorio: escriba un número de EE. UU. de 10 dígitos, como (617) 555-0100', zipcode: 'Código postal: cinco dígitos' })
	const wrongHours = await callRoute(editAction, '/es/viewprofile/edit/appointments', new URLSearchParams([['intro.enabled', 'on'], ['intro.formats', 'video'], ['w2.0.start', '12:00'], ['w2.0.end', '09:00'], ['noticeHours', '12'], ['horizonDays', '45']]), { cookie, params: { section: 'appointments' } })
	expect(wrongHours.status).toBe(400)
	expect(Object.values((wrongHours.data as { errors: Record<string, string> }).errors)).toContain('Una franja termina después de empezar')

	const saved = await callRoute(editAction, '/es/viewprofile/edit/contact-info', new URLSearchParams({ business_email: 'office@example.com', office_number: '(617) 555-0100', street_address: '1 Main St', city_name: 'Boston', state: 'MA', zipcode: '02108' }), { cookie, params: { section: 'contact-info' } })
	expect(saved.location).toBe('/es/viewprofile')
	expect(await toastOf(saved)).toBe('¡Se guardó correctamente!')
	const english = await callRoute(editAction, '/viewprofile/edit/contact-info', new URLSearchParams({ business_email: 'office@example.com', office_number: '12', street_address: '1 Main St', city_name: 'Boston', state: 'MA', zipcode: '02108' }), { cookie, params: { section: 'contact-info' } })
	expect((english.data as { errors: Record<string, string> }).errors).toMatchObject({ office_number: 'Office phone: enter a 10-digit US number, like (617) 555-0100' })
})

test('/es/setupprofile: each step in Spanish, a refused step answered in Spanish', { timeout: 120_000 }, async () => {
	const { cookie } = await dietitianWithWork()
	const open = async (step: string) => {
		const loaded = await callRoute(setupLoader, `/es/setupprofile?step=${step}`, undefined, { cookie })
		expect(loaded.status).toBe(200)
		return visibleText(renderPage(SetupProfile as ComponentType<never>, `/es/setupprofile?step=${step}`, loaded.data as Parameters<typeof renderPage>[2]))
	}
	const first = await open('1')
	for (const words of ['Configure su perfil', '1. Contacto y consultorio', 'Usted y su título', 'Credenciales que verificamos', 'Nombre', 'Guardar y continuar']) expect(first).toContain(words)
	expect(englishLeftIn(first, ['Set up your profile', 'Contact and office', 'First name', 'Credentials', 'Save and continue', 'optional'])).toEqual([])
	const second = await open('2')
	for (const words of ['Sobre usted', 'Especialidades (hasta 8)', 'Diabetes', 'Cómo atiende a sus clientes', 'Pago por cuenta propia (clientes que pagan sin seguro)', 'Idiomas', 'español', 'Foto (opcional)']) expect(second).toContain(words)
	expect(englishLeftIn(second, ['About you', 'Specialties', 'How you see clients', 'Self-pay', 'Languages', 'Spanish', 'Photo', 'Save and preview', 'Back to step 1', 'Monday'])).toEqual([])
	const preview = await open('preview')
	expect(preview).toContain('3. Vista previa y envío')
	expect(englishLeftIn(preview, ['Preview', 'See it as visitors will', 'Back to step 2', 'Contact info'])).toEqual([])

	const refused = await callRoute(setupAction, '/es/setupprofile', new URLSearchParams({ intent: 'step1', first_name: 'Rae', last_name: '' }), { cookie })
	expect(refused.status).toBe(400)
	expect((refused.data as { errors: Record<string, string> }).errors).toMatchObject({ last_name: 'Apellido: este dato es obligatorio' })
})

test('the Spanish pages that take a photo or a cover accept an upload as their English twins do', () => {
	for (const path of ['/setupprofile', '/viewprofile/edit/photo', '/articleeditor/new']) expect(bodyLimitFor(`/es${path}`)).toBe(bodyLimitFor(path))
	expect(bodyLimitFor('/es/viewprofile/edit/photo')).toBe(bodyLimits.upload)
	expect(bodyLimitFor('/es/search')).toBe(bodyLimits.standard)
})

test('the dietitian’s mail-link pages under /es: confirm and decline in Spanish, the English ones as before', async () => {
	const confirm = await callRoute(confirmLoader, '/es/appointments/confirm?t=not-a-token')
	const confirmText = visibleText(renderPage(ConfirmPage as ComponentType<never>, '/es/appointments/confirm', confirm.data as Parameters<typeof renderPage>[2]))
	expect(confirmText).toContain('Confirmar la cita')
	expect(confirmText).toContain('Este enlace no es válido')
	const decline = await callRoute(declineLoader, '/es/appointments/decline?t=not-a-token')
	expect(visibleText(renderPage(DeclinePage as ComponentType<never>, '/es/appointments/decline', decline.data as Parameters<typeof renderPage>[2]))).toContain('Rechazar la solicitud')
	const english = await callRoute(confirmLoader, '/appointments/confirm?t=not-a-token')
	expect(visibleText(renderPage(ConfirmPage as ComponentType<never>, '/appointments/confirm', english.data as Parameters<typeof renderPage>[2]))).toContain('Confirm the appointment')
})

test('signed out, /es/viewprofile sends the visitor to the Spanish home, told in Spanish to sign in', async () => {
	const answer = await callRoute(dashboardLoader, '/es/viewprofile')
	expect(answer.location).toBe('/es/home')
	expect(await toastOf(answer)).toBe('Inicie sesión para abrir esa página.')
	const english = await callRoute(dashboardLoader, '/viewprofile')
	expect(english.location).toBe('/home')
	expect(await toastOf(english)).toBe('Please sign in to open that page.')
})
