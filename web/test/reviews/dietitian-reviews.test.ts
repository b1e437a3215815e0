import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { action as userReviewsApi } from '#app/routes/api/user.reviews.ts'
import { action as reviewsApi } from '#app/routes/api/dietitians.reviews.ts'
import { action as dashboardReviewAction } from '#app/routes/viewprofile.reviews.ts'
import { action as notHeldAction } from '#app/routes/viewprofile.visits.not-held.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { pastVisit, reviewsOf } from './visits.ts'

async function bearerOf(userId: number) {
	const [user] = await (await getDb()).select().from(users).where(eq(users.id, userId))
	return { authorization: `Bearer ${(await issueApiSession(user!)).token}` }
}

type Own = { data: { id: number; reply: string | null; reported: boolean; hidden: boolean }[] }

test('POST /api/user/reviews: the dietitian reads their reviews, answers one in public (again: edits it) and reports one once; another dietitian can do neither', { timeout: 120_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	const other = await dietitianWithProfile()
	const [id] = await reviewsOf(dietitian.id, '2026-11-20T15:00:00Z', [{ rating: 2, text: 'Late and distracted.' }])
	const auth = await bearerOf(dietitian.id)
	const theirs = await bearerOf(other.id)
	const call = (body: unknown, headers: Record<string, string> = auth) => callApi(userReviewsApi, '/api/user/reviews', body, { headers })

	expect((await call({}, {})).status).toBe(401)
	expect((await call({})).body).toMatchObject({ data: [{ id, rating: 2, text: 'Late and distracted.', display_name: 'Jordan R.', visit_month: '2026-11', kind: 'first', reply: null, reported: false, hidden: false }] })
	expect((await call({ reply: { id, text: 'I am sorry: the clinic ran late that day.' } })).status).toBe(200)
	expect((await call({ reply: { id, text: 'I am sorry the clinic ran late; I have changed my schedule since.' } })).body).toMatchObject({ data: [{ reply: 'I am sorry the clinic ran late; I have changed my schedule since.' }] })
	const shown = await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id })
	expect((shown.body as Own).data[0]!.reply).toBe('I am sorry the clinic ran late; I have changed my schedule since.')

	expect(await call({ reply: { id, text: 'Mine now.' } }, theirs)).toMatchObject({ status: 404, body: 'There is no such review of yours.' })
	expect(await call({ report: { id, reason: 'spam' } }, theirs)).toMatchObject({ status: 404 })
	for (const bad of [{ report: { id, reason: 'rude' } }, { reply: { id, text: 'x'.repeat(2001) } }, { reply: { id: 'one', text: 'Hi' } }, { reply: { id, text: 'a' }, report: { id, reason: 'spam' } }, { delete: { id } }])
		expect((await call(bad)).status).toBe(400)

	expect((await call({ report: { id, reason: 'not-a-client' } })).body).toMatchObject({ data: [{ reported: true, hidden: false }] })
	expect(await call({ report: { id, reason: 'spam' } })).toMatchObject({ status: 409, body: 'This review is already reported and waits for our team.' })
	// A report hides nothing: the review stays on the profile until an admin decides.
	expect((await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id })).body).toMatchObject({ totalCount: 1 })
})

test('the dashboard lists the reviews with plain forms to answer and report, and offers "Did not take place" for 48 hours after a visit', { timeout: 120_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	const [id] = await reviewsOf(dietitian.id, '2026-12-20T15:00:00Z', [{ rating: 5, text: 'Wonderful.' }])
	const cookie = await sessionCookieFor(dietitian.id)
	const dashboard = async () => (await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { reviews: { items: { id: number; reply: string | null; reported: boolean }[] }; appointments: { past: { id: number; notHeld: string | null; statusLabel: string }[] } }
	expect((await dashboard()).reviews.items).toMatchObject([{ id, reply: null, reported: false }])
	const answered = await callRoute(dashboardReviewAction, `/viewprofile/reviews/${id}`, new URLSearchParams({ intent: 'reply', text: 'Thank you!' }), { cookie, params: { id: String(id) } })
	expect(answered).toMatchObject({ status: 303, location: '/viewprofile#reviews' })
	const reported = await callRoute(dashboardReviewAction, `/viewprofile/reviews/${id}`, new URLSearchParams({ intent: 'report', reason: 'health-details' }), { cookie, params: { id: String(id) } })
	expect(reported.status).toBe(303)
	expect((await dashboard()).reviews.items).toMatchObject([{ id, reply: 'Thank you!', reported: true }])
	expect((await callRoute(dashboardReviewAction, `/viewprofile/reviews/${id}`, new URLSearchParams({ intent: 'hide' }), { cookie, params: { id: String(id) } })).status).toBe(400)
	const otherCookie = await sessionCookieFor((await dietitianWithProfile()).id)
	expect((await callRoute(dashboardReviewAction, `/viewprofile/reviews/${id}`, new URLSearchParams({ intent: 'reply', text: 'Hijack' }), { cookie: otherCookie, params: { id: String(id) } })).status).toBe(404)

	// A visit that ended an hour ago: the button is offered, marks it, and the visitor is never invited.
	setClock('2027-01-05T17:00:00Z')
	const visit = await pastVisit(dietitian.id, '2027-01-05T15:00:00Z')
	expect((await dashboard()).appointments.past.find((row) => row.id === visit.id)).toMatchObject({ notHeld: 'can-mark', statusLabel: expect.any(String) })
	const marked = await callRoute(notHeldAction, `/viewprofile/visits/${visit.id}/not-held`, new URLSearchParams(), { cookie, params: { id: String(visit.id) } })
	expect(marked).toMatchObject({ status: 303, location: '/viewprofile#appointments' })
	expect((await dashboard()).appointments.past.find((row) => row.id === visit.id)).toMatchObject({ notHeld: 'marked' })
	expect((await callRoute(notHeldAction, `/viewprofile/visits/${visit.id}/not-held`, new URLSearchParams(), { cookie: otherCookie, params: { id: String(visit.id) } })).status).toBe(404)
})
