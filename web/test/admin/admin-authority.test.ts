import { describe, expect, test } from 'vitest'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { loader as dashboard } from '#app/routes/admin.tsx'
import { loader as approvals } from '#app/routes/admin/approvals.tsx'
import { loader as subscribersCsv } from '#app/routes/admin/subscribers-csv.ts'
import { loader as subscribers } from '#app/routes/admin/subscribers.tsx'
import { loader as userPage } from '#app/routes/admin/user.tsx'
import { loader as usersList } from '#app/routes/admin/users.tsx'
import { callRoute } from '../form-client.ts'
import { account, auditLines, cookieOf, postAction, profileFor, profileOf, versionOf } from './helpers.ts'

const actions: Record<string, string>[] = [
	{ intent: 'verify-email' },
	{ intent: 'approve' },
	{ intent: 'reject', reason: 'The NPI does not match the name.' },
	{ intent: 'suspend' },
	{ intent: 'unsuspend' },
	{ intent: 'grant-plan', plan: '3', until: '2030-01-01' },
	{ intent: 'promote' },
	{ intent: 'demote' },
	{ intent: 'delete' },
]

describe('a non-admin', async () => {
	const target = await account({ name: 'target', verified: false })
	await profileFor(target, 'submitted')
	const dietitian = await account({ name: 'other', plan: 2 })
	const visitors = [
		['a visitor', undefined],
		['a dietitian', await cookieOf(dietitian)],
	] as const

	for (const [who, cookie] of visitors) {
		test(`${who} is sent home from every admin page and the CSV`, async () => {
			const pages: [(args: never) => unknown, string, Record<string, string>?][] = [
				[dashboard, '/admin'],
				[usersList, '/admin/users?q=a'],
				[userPage, `/admin/users/${target.id}`, { id: String(target.id) }],
				[approvals, '/admin/approvals'],
				[subscribers, '/admin/subscribers'],
				[subscribersCsv, '/admin/subscribers.csv'],
			]
			for (const [loader, path, params] of pages) {
				const answer = await callRoute(loader, path, undefined, { cookie, params })
				expect(answer.status, path).toBe(302)
				expect(answer.location, path).toBe('/home')
			}
		})

		test(`${who} gets 403 from every admin action posted directly, and nothing changes`, async () => {
			const before = { user: await findUserById(target.id), profile: await profileOf(target.id) }
			for (const fields of actions) {
				const answer = await postAction(target.id, { version: await versionOf(target.id), confirm: 'yes', confirmEmail: target.email, ...fields }, cookie)
				expect(answer.status, fields.intent).toBe(403)
				expect(answer.data).toBe('Only administrators can do that.')
			}
			expect(await findUserById(target.id)).toEqual(before.user)
			expect(await profileOf(target.id)).toEqual(before.profile)
			expect(await auditLines(target.id)).toEqual([])
		})
	}
})
