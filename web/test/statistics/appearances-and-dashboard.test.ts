import { expect, test } from 'vitest'
import { contactRequests } from '#db/schema/leads.ts'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { profileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { summarize } from '#app/modules/statistics/summary.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

test('a page of search results counts one appearance for each dietitian on it, and only on it', async () => {
	const db = await getDb()
	const listed = [await dietitianWithProfile(), await dietitianWithProfile(), await dietitianWithProfile()]
	const hidden = await dietitianWithProfile({ reviewStatus: 'draft' })
	const today = new Date('2026-05-06T12:00:00Z')
	const firstPage = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 2, sort: 'name' }), today)
	const secondPage = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 2, searchStart: 2, sort: 'name' }), today)
	await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', searchCount: 10 }), today)
	if (firstPage.status !== 'ok' || secondPage.status !== 'ok') throw new Error('search failed')
	const rows = await db.select().from(profileDailyStats)
	const appearances = new Map(rows.filter((row) => row.day === '2026-05-06').map((row) => [row.profileUserId, row.appearances]))
	for (const card of firstPage.data) expect(appearances.get(card.id)).toBe(2)
	for (const card of secondPage.data) expect(appearances.get(card.id)).toBe(2)
	expect(listed.every(({ id }) => appearances.get(id) === 2)).toBe(true)
	expect(appearances.get(hidden.id)).toBeUndefined()
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
	await db.insert(contactRequests).values({ profileUserId: professional.id, name: 'A', email: 'a@example.com', message: 'Hello there, a question', createdAt: new Date('2026-05-05T10:00:00Z') })
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
