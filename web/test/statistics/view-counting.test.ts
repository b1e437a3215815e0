import { expect, test } from 'vitest'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { and, eq } from 'drizzle-orm'
import { getDb } from '#app/modules/db/db.server.ts'
import { advanceClock, resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { profileViewsPerMinute, recordProfileView } from '#app/modules/statistics/profile-views.server.ts'
import { loader as seen } from '#app/routes/viewdoctorprofile.seen.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, plainAccount, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function viewsOf(id: number, day = new Date().toISOString().slice(0, 10)) {
	const db = await getDb()
	const [row] = await db.select().from(profileDailyStats).where(and(eq(profileDailyStats.profileUserId, id), eq(profileDailyStats.day, day)))
	return row?.views ?? 0
}

const view = (id: number, options: { ip?: string; ua?: string; cookie?: string } = {}) =>
	callRoute(seen, `/viewdoctorprofile/${id}/seen`, undefined, { params: { id: String(id) }, ip: options.ip ?? '198.51.100.1', cookie: options.cookie, headers: { 'user-agent': options.ua ?? chrome } })

test('a visitor counts once a day; another browser or address counts again; the answer is an uncached image', async () => {
	const { id } = await dietitianWithProfile()
	const first = await view(id)
	expect(first.status).toBe(200)
	expect(first.headers.get('content-type')).toBe('image/gif')
	expect(first.headers.get('cache-control')).toBe('private, no-store')
	await view(id)
	await view(id)
	expect(await viewsOf(id)).toBe(1)
	await view(id, { ip: '198.51.100.2' })
	expect(await viewsOf(id)).toBe(2)
})

test('one address counts once a day whatever User-Agent it sends; the counter refuses an address past its limit', async () => {
	const { id } = await dietitianWithProfile()
	const agents = Array.from({ length: 20 }, (_, i) => `${firefox} Probe/${i}`)
	for (const ua of agents) expect((await view(id, { ip: '198.51.100.3', ua })).status).toBe(200)
	expect(await viewsOf(id)).toBe(1)

	const statuses = new Set<number>()
	const firstRequestAt = Date.now()
	for (let i = 0; i < profileViewsPerMinute; i++) statuses.add((await view(id, { ip: '198.51.100.4' })).status)
	expect([...statuses]).toEqual([200])
	const refused = await view(id, { ip: '198.51.100.4' })
	expect(refused.status).toBe(429)
	retryAfterOfWindow(refused.headers, 60, firstRequestAt)
	expect(refused.headers.get('content-type')).toBe('image/gif')
	expect((await view(id, { ip: '198.51.100.5' })).status).toBe(200)
})

test('bots, the owner and admins are not counted; a signed-in visitor is', async () => {
	const { id } = await dietitianWithProfile()
	await view(id, { ua: googlebot, ip: '198.51.100.10' })
	await view(id, { ua: '', ip: '198.51.100.11' })
	await view(id, { cookie: await sessionCookieFor(id), ip: '198.51.100.12' })
	await view(id, { cookie: await sessionCookieFor(await plainAccount(), { admin: true }), ip: '198.51.100.13' })
	expect(await viewsOf(id)).toBe(0)
	await view(id, { cookie: await sessionCookieFor(await plainAccount()), ip: '198.51.100.14' })
	expect(await viewsOf(id)).toBe(1)
})

test('the next day the same visitor counts again; unlisted profiles and bad ids count nothing', async () => {
	const { id } = await dietitianWithProfile()
	const visitor = { profileUserId: id, clientIp: '198.51.100.20', userAgent: chrome, viewer: null }
	setClock('2026-03-01T23:59:00Z')
	expect(await recordProfileView(visitor)).toBe(true)
	advanceClock(30_000)
	expect(await recordProfileView(visitor)).toBe(false)
	advanceClock(40_000)
	expect(await recordProfileView(visitor)).toBe(true)
	expect(await viewsOf(id, '2026-03-01')).toBe(1)
	expect(await viewsOf(id, '2026-03-02')).toBe(1)
	resetClock()

	const draft = await dietitianWithProfile({ reviewStatus: 'draft' })
	const lapsed = await dietitianWithProfile({ plan: 0 })
	for (const other of [draft.id, lapsed.id]) expect((await view(other)).status).toBe(200)
	expect(await viewsOf(draft.id)).toBe(0)
	expect(await viewsOf(lapsed.id)).toBe(0)
	const bad = await callRoute(seen, '/viewdoctorprofile/x/seen', undefined, { params: { id: 'x' }, headers: { 'user-agent': chrome } })
	expect(bad.status).toBe(200)
})
