import { count, eq, gt } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader as dashboard } from '#app/routes/admin.tsx'
import { loader as reportsQueue } from '#app/routes/admin/reports.tsx'
import { loader as usersList } from '#app/routes/admin/users.tsx'
import { seedDemoData } from '../../../scripts/seed.ts'
import { callRoute } from '../form-client.ts'
import { cookieOf } from './helpers.ts'

type Figures = { accountsWithPlan: number; planSources: { subscription: number; complimentary: number; unexplained: number } }

test('the demo data explains every plan (a subscription or a complimentary grant, none unexplained) and has visitors\' reports waiting', async () => {
	const db = await getDb()
	await seedDemoData(db)
	const [admin] = await db.select().from(users).where(eq(users.email, 'admin@americandietitian.example'))
	const cookie = await cookieOf(admin!)
	const page = async <T,>(loader: (args: never) => unknown, path: string) => {
		const answer = await callRoute(loader, path, undefined, { cookie })
		expect(answer.status, path).toBe(200)
		return answer.data as T
	}
	const listed = async (query: string) => (await page<{ totalCount: number }>(usersList, `/admin/users?${query}`)).totalCount

	const { figures } = await page<{ figures: Figures }>(dashboard, '/admin')
	expect(figures.planSources.unexplained).toBe(0)
	expect(await listed('source=unexplained')).toBe(0)
	const [withPlan] = await db.select({ n: count() }).from(users).where(gt(users.plan, 0))
	expect(withPlan!.n).toBeGreaterThan(80)
	expect(figures.accountsWithPlan).toBe(withPlan!.n)
	expect(figures.planSources.subscription + figures.planSources.complimentary).toBe(withPlan!.n)
	// Both sources appear, so the demo shows what each looks like.
	expect(figures.planSources.complimentary).toBeGreaterThan(0)
	expect(await listed('source=complimentary')).toBe(figures.planSources.complimentary)
	expect(await listed('source=subscription')).toBe(figures.planSources.subscription)
	// The reports queue has visitors' reports waiting, named by their listings.
	const { reports } = await page<{ reports: { name: string; reason: string }[] }>(reportsQueue, '/admin/reports')
	expect(reports.map((report) => [report.name, report.reason])).toEqual([
		['Luis Romero', 'closed-practice'],
		['Hannah Brooks', 'wrong-details'],
	])
	// Seeding again adds nothing.
	expect(await seedDemoData(db)).toEqual([])
	// Seeding writes some ninety accounts with their profiles and statistics: longer than a usual test.
}, 180_000)
