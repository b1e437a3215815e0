import { eq } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'
import { subscribers } from '#db/schema/newsletter.ts'
import { profiles } from '#db/schema/profiles.ts'
import { advanceClock, resetClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader as dashboard } from '#app/routes/admin.tsx'
import { loader as approvals } from '#app/routes/admin/approvals.tsx'
import { loader as subscribersCsv } from '#app/routes/admin/subscribers-csv.ts'
import { loader as subscribersPage } from '#app/routes/admin/subscribers.tsx'
import { loader as userPage } from '#app/routes/admin/user.tsx'
import { loader as usersList } from '#app/routes/admin/users.tsx'
import { callRoute } from '../form-client.ts'
import { account, confirmed, profileFor, signedInAdmin } from './helpers.ts'

const { admin, cookie } = await signedInAdmin()
afterEach(resetClock)
const page = async <T,>(loader: (args: never) => unknown, path: string, params?: Record<string, string>) => {
	const answer = await callRoute(loader, path, undefined, { cookie, params })
	expect(answer.status, path).toBe(200)
	return answer.data as T
}

type UsersPage = { totalCount: number; pageCount: number; users: { id: number; email: string; listing: string | null }[] }

test('users: server-side search, filters, sort and paging from the URL', async () => {
	const listed = await account({ name: 'zelda', plan: 2 })
	await profileFor(listed, 'approved')
	const pending = await account({ name: 'yolanda', plan: 1, verified: false })
	await profileFor(pending, 'submitted')
	const plain = await account({ name: 'xavier' })

	const byName = await page<UsersPage>(usersList, '/admin/users?q=zeld')
	expect(byName.users.map((u) => u.id)).toEqual([listed.id])
	expect((await page<UsersPage>(usersList, `/admin/users?q=${encodeURIComponent(pending.email.toUpperCase())}`)).users.map((u) => u.id)).toEqual([pending.id])
	expect((await page<UsersPage>(usersList, '/admin/users?listing=listed')).users.map((u) => u.id)).toEqual([listed.id])
	expect((await page<UsersPage>(usersList, '/admin/users?listing=pending')).users.map((u) => u.id)).toEqual([pending.id])
	expect((await page<UsersPage>(usersList, '/admin/users?verified=no')).users.map((u) => u.id)).toEqual([pending.id])
	expect((await page<UsersPage>(usersList, '/admin/users?role=admin')).users.map((u) => u.id)).toEqual([admin.id])
	expect((await page<UsersPage>(usersList, '/admin/users?plan=2')).users.map((u) => u.id)).toEqual([listed.id])
	expect((await page<UsersPage>(usersList, '/admin/users?listing=none&role=user')).users.map((u) => u.id)).toEqual([plain.id])
	// Percent signs mean themselves; unknown values are dropped, not a 500.
	expect((await page<UsersPage>(usersList, '/admin/users?q=%25')).totalCount).toBe(0)
	expect((await page<UsersPage>(usersList, '/admin/users?sort=bogus&page=-3&listing=nonsense')).totalCount).toBe(4)
	const byEmail = await page<UsersPage>(usersList, '/admin/users?sort=email')
	expect(byEmail.users.map((u) => u.email)).toEqual([...byEmail.users.map((u) => u.email)].sort())

	for (let i = 0; i < 26; i++) await account({ name: `bulk${String(i).padStart(2, '0')}` })
	const first = await page<UsersPage>(usersList, '/admin/users?q=bulk&sort=email')
	const second = await page<UsersPage>(usersList, '/admin/users?q=bulk&sort=email&page=2')
	expect(first).toMatchObject({ totalCount: 26, pageCount: 2 })
	expect(first.users).toHaveLength(25)
	expect(second.users).toHaveLength(1)
	expect(second.users[0]!.email).toMatch(/^bulk25\./)
})

test('dashboard figures, each a link to its list; the approval queue oldest first with the NPI check', async () => {
	// The account made first submits last: the queue's order is the submission time's, not the account's.
	const newer = await account({ name: 'newer', plan: 1 })
	const older = await account({ name: 'older', plan: 1 })
	await profileFor(older, 'submitted', '10001', '1234567890')
	advanceClock(60_000)
	await profileFor(newer, 'submitted')
	const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
	expect((await confirmed(newer.id, { intent: 'grant-plan', plan: '3', until }, cookie)).status).toBe(302)

	const { figures } = await page<{ figures: Record<string, unknown> & { users: number } }>(dashboard, '/admin')
	expect(figures).toMatchObject({ pendingApprovals: 3, planSources: { complimentary: 1 } })
	expect(figures.users).toBeGreaterThanOrEqual(6)

	const { queue } = await page<{ queue: { userId: number; npiValid: boolean; npiLookup: string }[] }>(approvals, '/admin/approvals')
	const ids = queue.map((row) => row.userId)
	expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id))
	expect(queue.find((row) => row.userId === older.id)).toMatchObject({ npiValid: false, npiLookup: 'https://npiregistry.cms.hhs.gov/provider-view/1234567890' })
	expect(queue.find((row) => row.userId === newer.id)).toMatchObject({ npiValid: true })

	const view = await page<{ view: { grant: { planName: string }; history: { action: string }[]; profile: { status: string } } }>(userPage, `/admin/users/${newer.id}`, { id: String(newer.id) })
	expect(view.view.grant.planName).toBe('Practice')
	expect(view.view.history.map((line) => line.action)).toEqual(['grant-plan'])
	expect(view.view.profile.status).toBe('pending')
	expect(JSON.stringify(view)).not.toMatch(/passwordHash|argon2/)
})

test('subscribers: search, counts, and a streamed CSV with a header row that a spreadsheet cannot run', async () => {
	const db = await getDb()
	const now = new Date()
	await db.insert(subscribers).values([
		{ email: 'reader.one@example.com', sourcePage: '/home', confirmedAt: now },
		{ email: 'reader.two@example.com', sourcePage: '/aboutus', confirmedAt: now, unsubscribedAt: now },
		{ email: '=cmd@example.com', sourcePage: '=HYPERLINK("x")', confirmedAt: now },
	])
	const list = await page<{ counts: { active: number; unsubscribed: number }; matchingCount: number; subscribers: { email: string }[] }>(subscribersPage, '/admin/subscribers?q=reader')
	expect(list.counts).toEqual({ active: 2, unsubscribed: 1 })
	expect(list.subscribers.map((s) => s.email)).toEqual(['reader.one@example.com'])

	const answer = await callRoute(subscribersCsv, '/admin/subscribers.csv?status=all', undefined, { cookie })
	expect(answer.status).toBe(200)
	expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
	expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
	const lines = String(answer.data).trimEnd().split('\r\n')
	expect(lines[0]).toBe('email,status,source_page,confirmed_at,unsubscribed_at')
	expect(lines).toHaveLength(4)
	expect(lines[1]).toMatch(/^reader\.one@example\.com,active,\/home,\d{4}-/)
	expect(lines[2]).toMatch(/^reader\.two@example\.com,unsubscribed,\/aboutus,/)
	expect(lines[3]).toMatch(/^'=cmd@example\.com,active,"'=HYPERLINK\(""x""\)",/)
	const active = String((await callRoute(subscribersCsv, '/admin/subscribers.csv', undefined, { cookie })).data)
	expect(active.trimEnd().split('\r\n')).toHaveLength(3)
})

test('plan tiles count accounts whose plan is paid at that interval, complimentary plans apart, as the filtered list shows them', async () => {
	const { checkoutForTest } = await import('./subscription.ts')
	const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
	const paying = await account({ name: 'paying' })
	await checkoutForTest(paying)
	const gifted = await account({ name: 'gifted' })
	expect((await confirmed(gifted.id, { intent: 'grant-plan', plan: '2', until }, cookie)).status).toBe(302)
	// Pays for Professional monthly, but a complimentary Practice plan is what the account has now.
	const upgraded = await account({ name: 'upgraded' })
	await checkoutForTest(upgraded)
	expect((await confirmed(upgraded.id, { intent: 'grant-plan', plan: '3', until }, cookie)).status).toBe(302)

	const { figures } = await page<{ figures: { planCounts: { plan: number; interval: string; count: number }[] } }>(dashboard, '/admin')
	const tile = (plan: number, interval: string) => figures.planCounts.find((row) => row.plan === plan && row.interval === interval)!.count
	expect([tile(2, 'month'), tile(2, 'year'), tile(3, 'month')]).toEqual([1, 0, 0])

	type Row = { id: number; plan: number; complimentary: boolean }
	const list = (query: string) => page<{ totalCount: number; users: Row[] }>(usersList, `/admin/users?${query}`)
	const monthly = await list('plan=2&interval=month')
	expect(monthly.users.map((u) => u.id)).toEqual([paying.id])
	expect(monthly.totalCount).toBe(tile(2, 'month'))
	expect((await list('plan=2&interval=year')).totalCount).toBe(0)
	const professional = await list('plan=2')
	expect(professional.users.map((u) => [u.id, u.complimentary])).toEqual(expect.arrayContaining([[paying.id, false], [gifted.id, true]]))
	expect((await list('plan=3')).users.find((u) => u.id === upgraded.id)?.complimentary).toBe(true)
})

test('"new subscribers this week" opens the list of this week’s subscribers', async () => {
	const db = await getDb()
	const now = Date.now()
	await db.insert(subscribers).values([
		{ email: 'weekly.new@example.com', confirmedAt: new Date(now - 2 * 86_400_000) },
		{ email: 'weekly.old@example.com', confirmedAt: new Date(now - 10 * 86_400_000) },
	])
	const { figures } = await page<{ figures: { newSubscribersThisWeek: number } }>(dashboard, '/admin')
	const list = await page<{ matchingCount: number; subscribers: { email: string }[] }>(subscribersPage, '/admin/subscribers?joined=week&q=weekly')
	expect(list.subscribers.map((s) => s.email)).toEqual(['weekly.new@example.com'])
	const all = await page<{ matchingCount: number }>(subscribersPage, '/admin/subscribers?joined=week')
	expect(all.matchingCount).toBe(figures.newSubscribersThisWeek)
	const csv = String((await callRoute(subscribersCsv, '/admin/subscribers.csv?joined=week&q=weekly', undefined, { cookie })).data)
	expect(csv).toContain('weekly.new@example.com')
	expect(csv).not.toContain('weekly.old@example.com')
})

test('the account page shows the profile as a search result shows it, with its photo', async () => {
	const db = await getDb()
	const owner = await account({ name: 'pictured', plan: 2 })
	await profileFor(owner, 'approved')
	await db.update(profiles).set({ avatarKey: `avatars/${'ab'.repeat(16)}`, credentials: ['RDN'], specialties: ['diabetes'] }).where(eq(profiles.userId, owner.id))
	type Card = { first_name: string; avatar: string | null; verified: boolean; credentials: string[]; url: string }
	const { view } = await page<{ view: { profile: { card: Card } } }>(userPage, `/admin/users/${owner.id}`, { id: String(owner.id) })
	expect(view.profile.card).toMatchObject({ first_name: 'Pictured', avatar: `/media/avatars/${'ab'.repeat(16)}-128.webp`, verified: false, credentials: ['RDN'], url: `/viewdoctorprofile/${owner.id}` })
})

test('control characters in a list query are dropped, not a 500: users, subscribers and the CSV export', async () => {
	const nul = await account({ name: 'nulbyte' })
	for (const q of ['%00', 'nulbyte%00', '%01nulbyte%7F', 'nul%00byte']) {
		const users = await page<UsersPage>(usersList, `/admin/users?q=${q}`)
		expect(users.users.map((u) => u.id), q).toEqual(q === '%00' ? expect.arrayContaining([nul.id]) : [nul.id])
		await page(subscribersPage, `/admin/subscribers?q=${q}&status=all`)
		const csv = await callRoute(subscribersCsv, `/admin/subscribers.csv?q=${q}&status=all`, undefined, { cookie })
		expect(csv.status, q).toBe(200)
		expect(String(csv.data)).toMatch(/^email,/i)
	}
})
