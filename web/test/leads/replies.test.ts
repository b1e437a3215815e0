import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { contactRequests } from '#db/schema/leads.ts'
import { profiles } from '#db/schema/profiles.ts'
import { advanceClock, now, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { answersSlowly, replyFigures } from '#app/modules/leads/contact-replies.server.ts'
import { profileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { confirmAvailability } from '#app/modules/profiles/availability.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { dashboardFigures } from '#app/modules/admin/dashboard.server.ts'
import { loader as usersLoader } from '#app/routes/admin/users.tsx'
import { signedInAdmin } from '../admin/helpers.ts'
import { action as replyAction } from '#app/routes/viewprofile.requests.reply.tsx'
import { action as searchAction } from '#app/routes/api/dietitians.search.ts'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { runningWorker, watchJobs } from '../jobs/running-worker.ts'
import { confirmedRequest } from './confirmed-request.ts'

// Monday, November 30, 2026, 9:00 in Boston (the fixture's office): requests are due by the end of Wednesday.
const monday = '2026-11-30T14:00:00Z'
const hour = 3_600_000

const answer = (cookie: string, id: number, body: Record<string, string> | string) =>
	callRoute(replyAction, `/viewprofile/requests/${id}/reply`, typeof body === 'string' ? body : new URLSearchParams(body), {
		params: { id: String(id) },
		cookie,
		...(typeof body === 'string' ? { contentType: 'application/x-www-form-urlencoded' } : {}),
	})

async function rowOf(id: number) {
	const [row] = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.id, id))
	return row!
}

const figuresOn = async (id: number) => (await profilePage({ request: new Request(`http://localhost:3000/viewdoctorprofile/${id}`), params: { id: String(id) }, context: undefined } as never)).replies

async function withSpecialties(id: number, specialties: string[], extra: Partial<typeof profiles.$inferInsert> = {}) {
	const db = await getDb()
	await db.update(profiles).set({ specialties, ...extra }).where(eq(profiles.userId, id))
	await refreshListing(db, id)
}

test('the dietitian replies from the site (Reply-To them) or marks it answered, once; another’s request and a 1 MB reply change nothing', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const other = await dietitianWithProfile()
	const own = await sessionCookieFor(dietitian.id)
	const stranger = await sessionCookieFor(other.id)
	const request = await confirmedRequest(dietitian.id, { name: 'Ana Visitor' })

	const refused = await answer(stranger, request.id, { intent: 'reply', message: 'Not mine to answer.' })
	expect(refused.status).toBe(404)
	expect(JSON.stringify(refused.data)).toContain('There is no such request among yours.')
	const huge = await answer(own, request.id, `intent=reply&message=${'x'.repeat(1024 * 1024)}`)
	expect(huge.status).toBe(413)
	expect(JSON.stringify(huge.data)).toContain('This reply is too long')
	const long = await answer(own, request.id, { intent: 'reply', message: 'x'.repeat(5001) })
	expect(long.status).toBe(400)
	expect(JSON.stringify(long.data)).toMatch(/Reply.*5000/)
	expect((await answer(own, request.id, { intent: 'shout' })).status).toBe(400)
	expect((await rowOf(request.id)).repliedAt).toBeNull()

	advanceClock(2 * hour)
	const sent = await answer(own, request.id, { intent: 'reply', message: 'Hello Ana,\nI have openings on Thursday. Call me at (617) 555-0100.' })
	expect(sent.status).toBe(303)
	expect(sent.location).toBe('/viewprofile#requests')
	await runDueWork()
	const reply = (await listOutbox(request.email)).find((mail) => mail.subject.endsWith('replied to your message'))!
	expect(reply.subject).toMatch(/^Rae Dee\d+ replied to your message$/)
	expect(reply.headers).toContainEqual({ name: 'Reply-To', value: dietitian.businessEmail })
	expect(reply.text).toContain('I have openings on Thursday.')
	expect(await rowOf(request.id)).toMatchObject({ replyKind: 'site', repliedAt: new Date('2026-11-30T16:00:00Z') })

	for (const body of [{ intent: 'elsewhere' }, { intent: 'reply', message: 'A second reply' }] as Record<string, string>[]) {
		const twice = await answer(own, request.id, body)
		expect(twice.status).toBe(409)
		expect(JSON.stringify(twice.data)).toContain('already marked as answered')
	}
	await runDueWork()
	expect((await listOutbox(request.email)).filter((mail) => mail.subject.endsWith('replied to your message'))).toHaveLength(1)
	expect((await profileDashboard({ id: dietitian.id, plan: 2 }))!.requests).toMatchObject([{ repliedOn: 'November 30', replyKind: 'site', overdue: false }])
})

test('with the server’s worker running, the visitor gets the reply at once, not at its next poll', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const request = await confirmedRequest(dietitian.id, { name: 'Ana Visitor' })
	runningWorker()
	const replies = watchJobs('contact-reply-mail')
	const sent = replies.next()
	expect((await answer(await sessionCookieFor(dietitian.id), request.id, { intent: 'reply', message: 'Thursday at 10 works.' })).status).toBe(303)
	expect(await sent).toEqual({ requestId: request.id })
	const [reply] = (await listOutbox(request.email)).filter((mail) => mail.subject.endsWith('replied to your message'))
	expect(reply!.text).toContain('Thursday at 10 works.')
})

test('the profile’s reply figure comes from real requests, and nothing before three in 90 days', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const own = await sessionCookieFor(dietitian.id)
	const first = await confirmedRequest(dietitian.id)
	const second = await confirmedRequest(dietitian.id)
	advanceClock(2 * hour)
	expect((await answer(own, first.id, { intent: 'reply', message: 'Happy to help: when suits you?' })).status).toBe(303)
	expect(await figuresOn(dietitian.id)).toBeNull()
	const third = await confirmedRequest(dietitian.id)
	// Three requests, one answered, two still within their deadline: only the answered one counts yet.
	expect(await figuresOn(dietitian.id)).toEqual({ requests: 3, counted: 1, medianHours: 2, medianWords: 'Usually replies within a few hours', medianAnswered: true, inTimeShare: 1 })
	advanceClock(18 * hour)
	expect((await answer(own, second.id, { intent: 'elsewhere' })).status).toBe(303)
	// Past the deadline (the end of Wednesday), the third counts as not answered in time.
	setClock('2026-12-03T06:00:00Z')
	await runDueWork()
	expect(await figuresOn(dietitian.id)).toEqual({ requests: 3, counted: 3, medianHours: 20, medianWords: 'Usually replies within a day', medianAnswered: true, inTimeShare: 0.67 })
	expect((await rowOf(third.id)).overdueNoticeAt).not.toBeNull()
	// The search API's cards carry the same figures; a listing without requests carries nulls.
	const quiet = await dietitianWithProfile()
	const search = await callApi(searchAction, '/api/dietitians/search', { searchZipCode: '02108', searchCount: 100, sort: 'name' })
	const cards = (search.body as { data: { id: number; reply_median_hours: number | null; replied_in_time_share: number | null }[] }).data
	expect(cards.find((card) => card.id === dietitian.id)).toMatchObject({ reply_median_hours: 20, replied_in_time_share: 0.67 })
	expect(cards.find((card) => card.id === quiet.id)).toMatchObject({ reply_median_hours: null, replied_in_time_share: null })
	// And the dietitian's own profile calls (/api/user/*) answer them too.
	expect((await userWithProfile(dietitian.id))?.profile).toMatchObject({ reply_median_hours: 20, replied_in_time_share: 0.67 })
	expect((await userWithProfile(quiet.id))?.profile).toMatchObject({ reply_median_hours: null, replied_in_time_share: null })
	expect(answersSlowly(await replyFigures(dietitian.id))).toBe(false)
	// Two more left unanswered: 2 of 5 in time, under half.
	setClock('2026-12-07T14:00:00Z')
	await confirmedRequest(dietitian.id)
	await confirmedRequest(dietitian.id)
	setClock('2026-12-10T06:00:00Z')
	await runDueWork()
	const slow = await replyFigures(dietitian.id)
	expect(slow).toMatchObject({ requests: 5, counted: 5, inTimeShare: 0.4, medianWords: 'Often does not reply within two business days' })
	expect(answersSlowly(slow)).toBe(true)
	// After 90 days the requests leave the window: nothing again (the dietitian kept the listing confirmed meanwhile).
	advanceClock(60 * 24 * hour)
	expect(await confirmAvailability(dietitian.id, 'yes')).toBe(true)
	advanceClock(38 * 24 * hour)
	expect(await figuresOn(dietitian.id)).toBeNull()
})

test('the promise: past the deadline the visitor is named three accepting dietitians of the place and specialty, the dietitian reminded, once', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	await withSpecialties(dietitian.id, ['renal', 'diabetes'])
	const alternatives: number[] = []
	for (let i = 0; i < 4; i++) {
		const peer = await dietitianWithProfile()
		await withSpecialties(peer.id, ['renal'])
		alternatives.push(peer.id)
	}
	const otherField = await dietitianWithProfile()
	await withSpecialties(otherField.id, ['sports'])
	const full = await dietitianWithProfile()
	await withSpecialties(full.id, ['renal'], { acceptingNewClients: false })

	const answered = await confirmedRequest(dietitian.id, { name: 'Answered Visitor' })
	const request = await confirmedRequest(dietitian.id, { name: 'Ana Waiting' })
	expect((await answer(await sessionCookieFor(dietitian.id), answered.id, { intent: 'elsewhere' })).status).toBe(303)

	setClock('2026-12-03T04:59:00Z')
	await runDueWork()
	expect((await listOutbox(request.email)).filter((mail) => mail.subject.endsWith('has not answered yet'))).toEqual([])
	setClock('2026-12-03T05:00:00Z')
	await runDueWork()
	await runDueWork()
	const promise = (await listOutbox(request.email)).filter((mail) => mail.subject.endsWith('has not answered yet'))
	expect(promise).toHaveLength(1)
	const named = [...promise[0]!.text.matchAll(/\/viewdoctorprofile\/(\d+)/g)].map((match) => Number(match[1]))
	expect(named).toHaveLength(3)
	for (const id of named) expect(alternatives).toContain(id)
	// In the order the search for the place and specialty shows them.
	const search = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', specialty: 'renal', accepting: true }), { today: now() })
	expect(search.status === 'ok' && search.data.map((card) => card.id).filter((id) => id !== dietitian.id && alternatives.includes(id)).slice(0, 3)).toEqual(named)
	expect(named).not.toContain(dietitian.id)
	expect(promise[0]!.text).toContain('has not answered your message of November 30 within two business days')
	const reminder = (await listOutbox(dietitian.businessEmail!)).filter((mail) => mail.subject.startsWith('Reminder:'))
	expect(reminder.map((mail) => mail.subject)).toEqual(['Reminder: Ana Waiting is waiting for your answer'])
	// The answered request got no promise; the dashboard shows the waiting one overdue.
	expect((await listOutbox(answered.email)).filter((mail) => mail.subject.endsWith('has not answered yet'))).toEqual([])
	const dashboard = (await profileDashboard({ id: dietitian.id, plan: 2 }))!.requests!
	expect(dashboard.find((row) => row.id === request.id)).toMatchObject({ overdue: true, replyDue: 'the end of Wednesday, December 2' })
	expect(now().toISOString()).toBe('2026-12-03T05:00:00.000Z')
	// The admin counts dietitians with overdue requests and lists them; an unknown filter value is a 400.
	const { cookie } = await signedInAdmin()
	const ids = async (query: string) => ((await callRoute(usersLoader, `/admin/users?${query}`, undefined, { cookie })).data as { users: { id: number }[] }).users.map((user) => user.id)
	// (The earlier tests' dietitians may be overdue too: the figures are compared before and after.)
	const overdue = await ids('requests=overdue')
	expect(overdue).toContain(dietitian.id)
	expect(overdue).not.toContain(full.id)
	expect((await callRoute(usersLoader, '/admin/users?requests=late', undefined, { cookie })).status).toBe(400)
	const counted = (await dashboardFigures()).dietitiansWithOverdueRequests
	expect(counted).toBe(overdue.length)
	// Answered at last: no longer overdue.
	expect((await answer(await sessionCookieFor(dietitian.id), request.id, { intent: 'elsewhere' })).status).toBe(303)
	expect(await ids('requests=overdue')).not.toContain(dietitian.id)
	expect((await dashboardFigures()).dietitiansWithOverdueRequests).toBe(counted - 1)
})
