import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { flushSearchAppearances } from '#app/modules/statistics/search-appearances.server.ts'
import { profileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { summarize } from '#app/modules/statistics/summary.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

const browser = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' }

test('a page of search results shown to a person counts one appearance for each dietitian on it, written by the flush', async () => {
	const db = await getDb()
	const listed = [await dietitianWithProfile(), await dietitianWithProfile(), await dietitianWithProfile()]
	const hidden = await dietitianWithProfile({ reviewStatus: 'draft' })
	const today = new Date('2026-05-06T12:00:00Z')
	const firstPage = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 2, sort: 'name' }), { today, shownTo: browser })
	const secondPage = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 2, searchStart: 2, sort: 'name' }), { today, shownTo: browser })
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), { today, shownTo: browser })
	// Crawlers, clients without a User-Agent and internal calls (no audience) are not counted.
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), { today, shownTo: { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), { today, shownTo: { userAgent: null } })
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), { today })
	if (firstPage.status !== 'ok' || secondPage.status !== 'ok') throw new Error('search failed')
	// The searches answered without writing: the counts wait for the flush.
	expect(await db.select().from(profileDailyStats)).toEqual([])
	await flushSearchAppearances()
	const rows = await db.select().from(profileDailyStats)
	const appearances = new Map(rows.filter((row) => row.day === '2026-05-06').map((row) => [row.profileUserId, row.appearances]))
	for (const card of firstPage.data) expect(appearances.get(card.id)).toBe(2)
	for (const card of secondPage.data) expect(appearances.get(card.id)).toBe(2)
	expect(listed.every(({ id }) => appearances.get(id) === 2)).toBe(true)
	expect(appearances.get(hidden.id)).toBeUndefined()

	// A later flush adds to the day's rows; an account deleted meanwhile is skipped, not a failed batch.
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), { today, shownTo: browser })
	const gone = listed[0]!
	await db.delete(users).where(eq(users.id, gone.id))
	await flushSearchAppearances()
	const after = new Map((await db.select().from(profileDailyStats)).map((row) => [row.profileUserId, row.appearances]))
	expect(after.get(listed[1]!.id)).toBe(3)
	expect(after.has(gone.id)).toBe(false)
})

test('the dashboard sums this week, the last 30 days and twelve weeks; the plan decides what it shows', async () => {
	const db = await getDb()
	const now = new Date('2026-05-06T12:00:00Z') // a Wednesday
	const professional = await dietitianWithProfile({ plan: 2 })
	await db.insert(profileDailyStats).values([
		{ profileUserId: professional.id, day: '2026-05-04', views: 3, appearances: 10 },
		{ profileUserId: professional.id, day: '2026-05-01', views: 2, appearances: 5 },
		{ profileUserId: professional.id, day: '2026-03-02', views: 7, appearances: 1 },
		{ profileUserId: professional.id, day: '2025-12-01', views: 99, appearances: 99 },
	])
	await db.insert(contactRequests).values({ profileUserId: professional.id, name: 'A', email: 'a@example.com', emailKey: 'a@example.com', message: 'Hello there, a question', createdAt: new Date('2026-05-05T10:00:00Z'), confirmedAt: new Date('2026-05-05T10:05:00Z') })
	// A request its visitor never confirmed is neither counted nor listed (issue 27).
	await db.insert(contactRequests).values({ profileUserId: professional.id, name: 'B', email: 'b@example.com', emailKey: 'b@example.com', message: 'Never confirmed, a question', createdAt: new Date('2026-05-05T11:00:00Z'), confirmBy: new Date('2026-05-06T11:00:00Z') })
	const dashboard = await profileDashboard({ id: professional.id, plan: 2 }, now)
	expect(dashboard?.statistics?.thisWeek).toEqual({ views: 3, appearances: 10, requests: 1 })
	expect(dashboard?.statistics?.last30Days).toEqual({ views: 5, appearances: 15, requests: 1 })
	const weeks = dashboard!.statistics!.weeks
	expect(weeks).toHaveLength(12)
	expect(weeks.at(-1)).toEqual({ weekStart: '2026-05-04', views: 3, appearances: 10, requests: 1 })
	expect(weeks.find((week) => week.weekStart === '2026-03-02')?.views).toBe(7)
	expect(weeks.reduce((sum, week) => sum + week.views, 0)).toBe(12)
	expect(dashboard?.requests?.map((request) => request.name)).toEqual(['A'])

	const starter = await dietitianWithProfile({ plan: 1 })
	const starterDashboard = await profileDashboard({ id: starter.id, plan: 1 }, now)
	expect(starterDashboard?.statistics).toBeNull()
	expect(starterDashboard?.requests).toEqual([])
	expect((await profileDashboard({ id: starter.id, plan: 0 }, now))?.requests).toBeNull()
})

test('summaries ignore days after today and start weeks on Monday', () => {
	const summary = summarize([{ day: '2026-05-11', views: 5 }, { day: '2026-05-03', views: 1 }], '2026-05-06')
	expect(summary.thisWeek.views).toBe(0)
	expect(summary.weeks.at(-2)).toMatchObject({ weekStart: '2026-04-27', views: 1 })
})
