import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { adminAudit } from '#db/schema/admin.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { dietitianWithProfile } from './listed-dietitian.ts'
import { approveProfileFromCommandLine } from '../../../scripts/lib/approve-profile-command.ts'
import { nodeCommand } from '../../../scripts/lib/paths.ts'

const profileOf = async (userId: number) => (await (await getDb()).select().from(profiles).where(eq(profiles.userId, userId)))[0]!

async function admin(email: string) {
	const [row] = await (await getDb()).insert(users).values({ email, passwordHash: 'x', firstName: 'Ad', lastName: 'Min', verified: true, manageRole: 'admin' }).returning({ id: users.id })
	return row!.id
}

test('without an administrator nothing is approved, and the message says how to make one', async () => {
	const d = await dietitianWithProfile({ reviewStatus: 'submitted' })
	expect(await approveProfileFromCommandLine(await getDb(), d.email)).toEqual({
		exitCode: 1,
		message: 'There is no administrator to approve in the name of: make one with npm run create-admin -- EMAIL, then run this again.',
	})
	expect((await profileOf(d.id)).reviewStatus).toBe('submitted')
})

test('approves through the profiles module in the first administrator’s name (or the one named), with an audit line', async () => {
	const first = await admin(`first.admin.${Date.now()}@example.com`)
	const second = await admin(`second.admin.${Date.now()}@example.com`)
	const d = await dietitianWithProfile({ reviewStatus: 'submitted' })
	const result = await approveProfileFromCommandLine(await getDb(), d.email.toUpperCase())
	expect(result.exitCode).toBe(0)
	expect(result.message).toMatch(/profile is approved by first\.admin/)
	expect(await profileOf(d.id)).toMatchObject({ reviewStatus: 'approved', approvedBy: first, approvedAt: expect.any(Date), rejectionReason: null })
	const [line] = await (await getDb()).select().from(adminAudit).where(eq(adminAudit.targetUserId, d.id))
	expect(line).toMatchObject({ adminId: first, action: 'approve', before: { reviewStatus: 'submitted' }, after: { reviewStatus: 'approved', via: 'npm run approve-profile' } })
	expect(await approveProfileFromCommandLine(await getDb(), d.email)).toEqual({ exitCode: 0, message: `${d.email}'s profile is already approved.` })

	const rejected = await dietitianWithProfile({ reviewStatus: 'rejected' })
	const secondEmail = (await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, second)))[0]!.email
	expect((await approveProfileFromCommandLine(await getDb(), rejected.email, secondEmail)).exitCode).toBe(0)
	expect((await profileOf(rejected.id)).approvedBy).toBe(second)
	expect(await approveProfileFromCommandLine(await getDb(), rejected.email, d.email)).toEqual({ exitCode: 1, message: `${d.email} is not an administrator.` })
})

test('a draft, an account without a profile and an unknown e-mail are refused', async () => {
	await admin(`third.admin.${Date.now()}@example.com`)
	const draft = await dietitianWithProfile({ reviewStatus: 'draft' })
	expect(await approveProfileFromCommandLine(await getDb(), draft.email)).toMatchObject({ exitCode: 1, message: expect.stringMatching(/has not submitted a profile yet/) })
	expect((await profileOf(draft.id)).reviewStatus).toBe('draft')
	expect(await approveProfileFromCommandLine(await getDb(), 'nobody@example.com')).toEqual({ exitCode: 1, message: 'No account with the e-mail nobody@example.com.' })
})

test('a profile without credentials is not approved, so never listed', async () => {
	await admin(`fourth.admin.${Date.now()}@example.com`)
	const bare = await dietitianWithProfile({ reviewStatus: 'submitted', credentials: [] })
	expect(await approveProfileFromCommandLine(await getDb(), bare.email)).toEqual({
		exitCode: 1,
		message: `${bare.email}: The profile has no credentials, so it cannot be listed: reject it and ask the owner to add them in step 1.`,
	})
	expect((await profileOf(bare.id)).reviewStatus).toBe('submitted')
})

test('the npm script without an e-mail prints its usage and exits 2', async () => {
	const root = path.resolve(import.meta.dirname, '../../..')
	const run = promisify(execFile)(process.execPath, nodeCommand(path.join(root, 'scripts/approve-profile.ts')), { cwd: root })
	await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: npm run approve-profile -- EMAIL \[--by ADMIN_EMAIL\]/) })
})
