import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { markNotHeld } from '#app/modules/reviews/review-invitations.server.ts'
import { action as submitAction } from '#app/routes/api/reviews.submit.ts'
import { action as pageAction, loader as pageLoader } from '#app/routes/reviews.write.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { pastVisit, reviewToken } from './visits.ts'

const submit = (body: unknown) => callApi(submitAction, '/api/reviews/submit', body)
const figures = async (userId: number) => (await (await getDb()).select({ count: directoryListings.ratingCount, sum: directoryListings.ratingSum }).from(directoryListings).where(eq(directoryListings.userId, userId)))[0]

test('48 hours after a confirmed visit its visitor gets one invitation in their language, and one reminder a week later with the same link; a visit marked "did not take place" gets none', { timeout: 60_000 }, async () => {
	setClock('2026-11-30T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	// Monday 10:00 in Boston, an hour long: it ends at 16:00 UTC.
	const visit = await pastVisit(dietitian.id, '2026-11-30T15:00:00Z')
	const spanish = await pastVisit(dietitian.id, '2026-11-30T17:00:00Z', { name: 'Lucía Gómez', locale: 'es', kind: 'intro' })
	const notHeld = await pastVisit(dietitian.id, '2026-11-30T18:00:00Z')
	const cancelled = await pastVisit(dietitian.id, '2026-11-30T19:00:00Z', { status: 'cancelled' })

	// Before the visit starts the button refuses; within 48 hours of its end it marks the visit.
	expect(await markNotHeld(dietitian.id, notHeld.id)).toBe('too-early')
	setClock('2026-12-01T12:00:00Z')
	expect(await markNotHeld(dietitian.id + 1000, notHeld.id)).toBe('not-found')
	expect(await markNotHeld(dietitian.id, notHeld.id)).toBe('marked')

	setClock('2026-12-02T15:59:00Z')
	await runDueWork()
	expect(await listOutbox(visit.email)).toHaveLength(0)
	setClock('2026-12-02T16:00:00Z')
	await runDueWork()
	await runDueWork()
	const [invitation] = await listOutbox(visit.email)
	expect(await listOutbox(visit.email)).toHaveLength(1)
	expect(invitation!.subject).toMatch(/^How was your visit with Rae Dee\d+\?$/)
	expect(invitation!.text).toContain('first visit')
	expect(invitation!.text + invitation!.html).not.toContain('diabetes')
	expect(invitation!.text).toContain('leave out health details')
	// The intro call ended at 17:15: its Spanish invitation goes 48 hours later.
	setClock('2026-12-02T17:15:00Z')
	await runDueWork()
	const [spanishMail] = await listOutbox(spanish.email)
	expect(spanishMail!.subject).toMatch(/^¿Cómo fue su consulta con Rae Dee\d+\?$/)
	expect(spanishMail!.text).toContain('/es/reviews/write?t=')
	expect(spanishMail!.text).toContain('llamada introductoria gratuita')

	setClock('2026-12-09T15:59:00Z')
	await runDueWork()
	expect(await listOutbox(visit.email)).toHaveLength(1)
	setClock('2026-12-09T16:00:00Z')
	await runDueWork()
	const mails = await listOutbox(visit.email)
	expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([invitation!.subject, expect.stringMatching(/^A reminder: your review of Rae Dee\d+$/)]))
	expect(reviewToken(mails[0]!.text)).toBe(reviewToken(mails[1]!.text))

	// A review written: the Spanish visitor's reminder is not sent.
	expect((await submit({ token: reviewToken(spanishMail!.text), rating: 5, recommend: true, display: 'anonymous' })).status).toBe(201)
	setClock('2026-12-30T00:00:00Z')
	await runDueWork()
	expect(await listOutbox(spanish.email)).toHaveLength(1)
	expect(await listOutbox(visit.email)).toHaveLength(2)
	expect(await listOutbox(notHeld.email)).toHaveLength(0)
	expect(await listOutbox(cancelled.email)).toHaveLength(0)
	// Marked after the invitation went: too late.
	expect(await markNotHeld(dietitian.id, visit.id)).toBe('too-late')
})

test('the link writes one review, edits it for 14 days (200) and then answers 409; bad input is a clear 4xx and changes nothing', { timeout: 60_000 }, async () => {
	setClock('2027-01-04T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	const visit = await pastVisit(dietitian.id, '2027-01-04T15:00:00Z', { name: 'Jordan  van Reyes' })
	setClock('2027-01-06T16:00:00Z')
	await runDueWork()
	const token = reviewToken((await listOutbox(visit.email))[0]!.text)
	const good = { token, rating: 4, recommend: true, text: 'Clear plan. <b>Bold</b> is fine as text.', display: 'name' }

	for (const rating of [0, 6, 4.5, 'five', null]) {
		const answer = await submit({ ...good, rating })
		expect(answer.status).toBe(400)
		expect(answer.body).toBe('rating: rating must be a whole number from 1 to 5')
	}
	expect((await submit({ ...good, text: 'x'.repeat(2001) })).body).toBe('text: text is at most 2000 characters')
	expect((await submit({ ...good, display: 'full' })).status).toBe(400)
	expect((await submit({ ...good, recommend: 'yes' })).status).toBe(400)
	expect((await submit({ ...good, extra: 1 })).status).toBe(400)
	const forged = await submit({ ...good, token: `${token.split('.')[0]}.${'A'.repeat(43)}` })
	expect(forged).toMatchObject({ status: 403, body: 'This review link is not valid: use the link of the mail as it came' })
	expect(await figures(dietitian.id)).toEqual({ count: 0, sum: 0 })

	expect(await submit(good)).toMatchObject({ status: 201 })
	expect(await figures(dietitian.id)).toEqual({ count: 1, sum: 4 })
	setClock('2027-01-20T15:59:00Z')
	expect(await submit({ ...good, rating: 2 })).toMatchObject({ status: 200 })
	expect(await figures(dietitian.id)).toEqual({ count: 1, sum: 2 })
	// Written at 16:00 on January 6: the 14 days end at 16:00 on January 20.
	setClock('2027-01-20T16:00:00Z')
	expect(await submit({ ...good, rating: 5 })).toMatchObject({ status: 409, body: 'This review can no longer be changed: a review can be edited for 14 days after it was written' })
	expect(await figures(dietitian.id)).toEqual({ count: 1, sum: 2 })
})

test('a link unused for 60 days, of a visit cancelled after all, or of the dietitian’s own visit writes nothing', { timeout: 60_000 }, async () => {
	setClock('2027-02-01T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	const late = await pastVisit(dietitian.id, '2027-02-01T15:00:00Z')
	const undone = await pastVisit(dietitian.id, '2027-02-01T16:00:00Z')
	const own = await pastVisit(dietitian.id, '2027-02-01T17:00:00Z', { email: dietitian.businessEmail!.toUpperCase() })
	setClock('2027-02-04T00:00:00Z')
	await runDueWork()
	const tokenOf = async (email: string) => reviewToken((await listOutbox(email)).at(-1)!.text)
	const body = { rating: 5, recommend: true, display: 'name' }

	await (await getDb()).update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, undone.id))
	expect(await submit({ ...body, token: await tokenOf(undone.email) })).toMatchObject({ status: 409, body: 'This visit cannot be reviewed: it was cancelled or did not take place' })
	expect(await submit({ ...body, token: await tokenOf(own.email) })).toMatchObject({ status: 403, body: 'A dietitian cannot review a visit of their own' })
	const lateToken = await tokenOf(late.email)
	setClock('2027-04-05T00:00:00Z')
	expect(await submit({ ...body, token: lateToken })).toMatchObject({ status: 410 })
	expect(await figures(dietitian.id)).toEqual({ count: 0, sum: 0 })
})

test('the review page is a plain form: it shows the visit, saves the post (201), fills the form to edit, and says why a link fails', { timeout: 60_000 }, async () => {
	setClock('2027-03-01T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	const visit = await pastVisit(dietitian.id, '2027-03-01T15:00:00Z', { locale: 'es', kind: 'intro' })
	setClock('2027-03-04T00:00:00Z')
	await runDueWork()
	const token = reviewToken((await listOutbox(visit.email))[0]!.text)
	const path = `/es/reviews/write?t=${encodeURIComponent(token)}`

	const page = await callRoute(pageLoader, path)
	expect(page.data).toMatchObject({ problem: null, editing: false, visit: { title: expect.stringMatching(/^Reseñe su consulta con Rae Dee\d+$/), line: 'Llamada introductoria gratuita, marzo de 2027' } })
	const refused = await callRoute(pageAction, path, form({ rating: '0', recommend: 'yes', text: '', display: 'name' }))
	expect(refused).toMatchObject({ status: 400, data: { status: 'error', field: 'rating', error: 'Por favor, elija una calificación de 1 a 5 estrellas.' } })
	const saved = await callRoute(pageAction, path, form({ rating: '5', recommend: 'no', text: 'Muy amable.', display: 'anonymous' }))
	expect(saved).toMatchObject({ status: 201, data: { status: 'saved', message: 'Gracias: su reseña está en el perfil del dietista.' } })
	expect((await callRoute(pageLoader, path)).data).toMatchObject({ editing: true, values: { rating: '5', recommend: 'no', text: 'Muy amable.', display: 'anonymous' } })
	expect((await callRoute(pageLoader, '/reviews/write?t=1.forged')).data).toMatchObject({ problem: 'This review link is not valid. Please use the link of the mail as it came.', visit: null })
})
