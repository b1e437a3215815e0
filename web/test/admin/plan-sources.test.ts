import { expect, test } from 'vitest'
import { loader as dashboard } from '#app/routes/admin.tsx'
import { loader as usersList } from '#app/routes/admin/users.tsx'
import { callRoute } from '../form-client.ts'
import { account, confirmed, signedInAdmin } from './helpers.ts'

const { cookie } = await signedInAdmin()
const page = async <T,>(loader: (args: never) => unknown, path: string) => {
	const answer = await callRoute(loader, path, undefined, { cookie })
	expect(answer.status, path).toBe(200)
	return answer.data as T
}

type Figures = { accountsWithPlan: number; planSources: { subscription: number; complimentary: number; unexplained: number } }
const figures = async () => (await page<{ figures: Figures }>(dashboard, '/admin')).figures
type UsersPage = { totalCount: number; users: { id: number; complimentary: boolean }[] }
const list = (query: string) => page<UsersPage>(usersList, `/admin/users?${query}`)

test('every account with a plan is counted once by where its plan comes from, and the list filtered by source shows the same accounts', async () => {
	const { checkoutForTest } = await import('./subscription.ts')
	const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
	const paying = await account({ name: 'paying' })
	await checkoutForTest(paying)
	const gifted = await account({ name: 'gifted' })
	expect((await confirmed(gifted.id, { intent: 'grant-plan', plan: '1', until }, cookie)).status).toBe(302)
	// Pays for Professional, and was also given Professional: the plan is paid for, so it counts as a subscription.
	const both = await account({ name: 'both' })
	await checkoutForTest(both)
	expect((await confirmed(both.id, { intent: 'grant-plan', plan: '2', until }, cookie)).status).toBe(302)
	// Pays for Professional, but a complimentary Practice plan is what the account has now.
	const upgraded = await account({ name: 'upgraded' })
	await checkoutForTest(upgraded)
	expect((await confirmed(upgraded.id, { intent: 'grant-plan', plan: '3', until }, cookie)).status).toBe(302)
	// A plan number written with neither (what the demo data did): nothing explains it.
	const orphan = await account({ name: 'orphan', plan: 2 })
	await account({ name: 'planless' })

	expect(await figures()).toMatchObject({ accountsWithPlan: 5, planSources: { subscription: 2, complimentary: 2, unexplained: 1 } })
	const ids = async (query: string) => (await list(query)).users.map((u) => u.id).sort((a, b) => a - b)
	expect(await ids('source=subscription')).toEqual([paying.id, both.id])
	expect(await ids('source=complimentary')).toEqual([gifted.id, upgraded.id])
	expect(await ids('source=unexplained')).toEqual([orphan.id])
	expect(await ids('plan=any')).toEqual([paying.id, gifted.id, both.id, upgraded.id, orphan.id])
	// The list's "complimentary" mark follows the same rule.
	const marked = (await list('plan=any')).users.filter((u) => u.complimentary).map((u) => u.id)
	expect(marked.sort((a, b) => a - b)).toEqual([gifted.id, upgraded.id])
	// Links from before the source filter keep their meaning.
	expect(await ids('billing=complimentary')).toEqual([gifted.id, upgraded.id])
})
