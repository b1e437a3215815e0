import ICAL from 'ical.js'
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
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as confirmPage } from '#app/routes/appointments.confirm.tsx'
import { loader as userPage } from '#app/routes/admin/user.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { auditLines, postAction, signedInAdmin, versionOf } from './helpers.ts'
import { linkIn, monday, week } from '../appointments/booking-week.ts'

// Issue 43 point 6: the clock is Monday, November 30, 2026, 9:00 in Boston (booking-week.ts).
const { cookie } = await signedInAdmin()

let n = 0
const post = (handler: Parameters<typeof callRoute>[0], url: URL) => callRoute(handler, `${url.pathname}${url.search}`, new URLSearchParams())

function parseInvitation(content: string) {
	const calendar = new ICAL.Component(ICAL.parse(Buffer.from(content, 'base64').toString('utf8')))
	const event = calendar.getFirstSubcomponent('vevent')!
	return {
		method: calendar.getFirstPropertyValue('method'),
		uid: event.getFirstPropertyValue('uid'),
		sequence: event.getFirstPropertyValue('sequence'),
		status: event.getFirstPropertyValue('status'),
		start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
	}
}

/** A visitor's request through the API and its e-mail check, as a visitor makes it: the dietitian has it to answer. */
async function requestVisit(dietitianId: number, start: string, locale: 'en' | 'es' = 'en') {
	const email = `closure.${++n}.${Date.now()}@example.com`
	const body = { dietitian_id: dietitianId, start, kind: 'intro', format: 'video', name: 'Jordan Reyes', email, phone: '(617) 555-0199', reason: 'Newly diagnosed prediabetes.', insurance: 'Aetna', locale }
	expect((await callApi(requestAction, '/api/appointments/request', body, { ip: `198.51.100.${100 + n}` })).status).toBe(201)
	await runDueWork()
	const [check] = await listOutbox(email)
	expect((await post(confirmRequestPage, linkIn(check!.text, locale === 'es' ? '/es/appointments/confirm-request' : '/appointments/confirm-request'))).status).toBe(200)
	await runDueWork()
	return email
}

test('deleting a dietitian with visits booked: the admin is told how many first, and each visitor of one still to come gets a cancellation in their language', { timeout: 120_000 }, async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const db = await getDb()

	// A confirmed visit: its invitation is in the visitor's calendar.
	const confirmedVisitor = await requestVisit(dietitian.id, '2026-12-01T10:00:00-05:00')
	const [request] = await listOutbox(dietitian.businessEmail!)
	expect((await post(confirmPage, linkIn(request!.text, '/appointments/confirm'))).status).toBe(200)
	await runDueWork()
	const confirmation = (await listOutbox(confirmedVisitor)).find((mail) => mail.subject.startsWith('Confirmed:'))!
	const invite = parseInvitation(confirmation.attachments[0]!.Content)
	expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0 })
	// A request still waiting for the dietitian's answer, made on the Spanish pages.
	const requestedVisitor = await requestVisit(dietitian.id, '2026-12-03T13:00:00-05:00', 'es')
	// Visits the deletion does not cancel: one already cancelled, one past, a hold whose e-mail was never confirmed.
	const untouched = ['cancelled', 'past', 'held'].map((what) => `${what}.${++n}.${Date.now()}@example.com`)
	const row = (email: string, start: string, status: 'cancelled' | 'confirmed' | 'held') => ({
		dietitianId: dietitian.id,
		kind: 'intro' as const,
		format: 'video' as const,
		startsAt: new Date(start),
		endsAt: new Date(Date.parse(start) + 15 * 60_000),
		timeZone: 'America/New_York',
		status,
		visitorName: 'Sam Other',
		visitorEmail: email,
		visitorEmailKey: email,
		insurance: 'Aetna',
		holdExpiresAt: new Date(Date.parse(monday) + 30 * 60_000),
		confirmedAt: status === 'held' ? null : new Date('2026-11-20T15:00:00Z'),
		cancelledAt: status === 'cancelled' ? new Date('2026-11-25T15:00:00Z') : null,
		createdAt: new Date('2026-11-19T15:00:00Z'),
	})
	await db.insert(appointments).values([
		row(untouched[0]!, '2026-12-01T15:30:00Z', 'cancelled'),
		row(untouched[1]!, '2026-11-24T15:00:00Z', 'confirmed'),
		row(untouched[2]!, '2026-12-03T19:00:00Z', 'held'),
	])

	// The admin reads what deleting will do before doing it.
	const page = await callRoute(userPage, `/admin/users/${dietitian.id}`, undefined, { cookie, params: { id: String(dietitian.id) } })
	expect(page.status).toBe(200)
	expect((page.data as { view: { visitsToCancel: unknown } }).view.visitsToCancel).toEqual({ count: 2, text: '2 booked visits will be cancelled: each visitor is mailed.' })

	const deleted = await postAction(dietitian.id, { intent: 'delete', version: await versionOf(dietitian.id), confirmEmail: dietitian.email }, cookie)
	expect(deleted).toMatchObject({ status: 302, location: '/admin/users' })
	expect((await auditLines(dietitian.id)).at(-1)).toMatchObject({ action: 'delete', after: { deleted: true, visitsCancelled: 2 } })
	expect(await db.select().from(appointments).where(eq(appointments.dietitianId, dietitian.id))).toEqual([])
	await runDueWork()

	// The confirmed visit: the same event cancelled in the visitor's calendar (same UID, a higher SEQUENCE).
	const [cancelled] = await listOutbox(confirmedVisitor)
	expect(cancelled!.subject).toMatch(/^Cancelled: Free intro call with Rae Dee\d+, Tue, Dec 1, 10:00 AM EST$/)
	expect(cancelled!.text).toMatch(/Rae Dee\d+ has left American Dietitian, so your Free intro call \(15 minutes\), video call on Tuesday, December 1, 2026 at 10:00 AM EST is cancelled\./)
	expect(cancelled!.text).toContain('The attached cancellation takes it out of your calendar.')
	expect(cancelled!.text).toContain('Find another dietitian: http://localhost:3000/search')
	expect(cancelled!.attachments).toHaveLength(1)
	expect(cancelled!.attachments[0]).toMatchObject({ Name: 'cancelled.ics', ContentType: 'text/calendar; charset=utf-8; method=CANCEL' })
	const cancellation = parseInvitation(cancelled!.attachments[0]!.Content)
	expect(cancellation).toEqual({ method: 'CANCEL', uid: invite.uid, sequence: 1, status: 'CANCELLED', start: invite.start })

	// The request: cancelled in Spanish, with no invitation (none was ever sent for it).
	const [cancelada] = await listOutbox(requestedVisitor)
	expect(cancelada!.subject).toMatch(/^Cancelada: /)
	expect(cancelada!.text).toMatch(/Rae Dee\d+ ya no está en American Dietitian, así que su cita .+ queda cancelada\./)
	expect(cancelada!.html).toContain('<html lang="es">')
	expect(cancelada!.attachments ?? []).toEqual([])

	// Health details never travel by e-mail.
	for (const mail of [cancelled!, cancelada!]) {
		const all = mail.text + mail.html + (mail.attachments ?? []).map((a) => Buffer.from(a.Content, 'base64').toString('utf8')).join('')
		for (const health of ['prediabetes', '555-0199']) expect(all).not.toContain(health)
	}
	// Nothing for the visits the deletion did not cancel.
	for (const email of untouched) expect(await listOutbox(email)).toEqual([])
})

test('an account without visits to come: the delete form says nothing of visits and the deletion queues no visitor mail', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const page = await callRoute(userPage, `/admin/users/${dietitian.id}`, undefined, { cookie, params: { id: String(dietitian.id) } })
	expect((page.data as { view: { visitsToCancel: unknown } }).view.visitsToCancel).toEqual({ count: 0, text: null })
	const deleted = await postAction(dietitian.id, { intent: 'delete', version: await versionOf(dietitian.id), confirmEmail: dietitian.email }, cookie)
	expect(deleted.status).toBe(302)
	expect((await auditLines(dietitian.id)).at(-1)!.after).toEqual({ deleted: true })
})
