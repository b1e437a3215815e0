import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { avatarFileNames, uploadsDir } from '#app/modules/profiles/photo-storage.server.ts'
import { storePhoto } from '#app/modules/profiles/profile-photo.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { performAdminAction, staleForm } from '#app/modules/admin/admin-action.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { issueApiSession, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { action as apiLogin } from '#app/routes/api/user.login.ts'
import { action as signinPage } from '#app/routes/user/signin.tsx'
import { loader as setupProfile } from '#app/routes/setupprofile.tsx'
import { loader as userPage } from '#app/routes/admin/user.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { account, auditLines, confirmed, cookieOf, password, postAction, profileFor, profileOf, signedInAdmin, versionOf } from './helpers.ts'

const { admin, cookie } = await signedInAdmin()

const searchIds = async (zip: string) => {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: zip, searchCount: 50 }))
	return outcome.status === 'ok' ? outcome.data.map((card) => card.id) : []
}
const mailsTo = (email: string) => listOutbox(email)

describe('listing decisions', () => {
	test('approve a pending listing: it appears in search, the owner is mailed, the audit line says who and what', async () => {
		const owner = await account({ name: 'pending', plan: 1 })
		await profileFor(owner, 'submitted', '98101')
		expect(await searchIds('98101')).not.toContain(owner.id)
		const answer = await confirmed(owner.id, { intent: 'approve' }, cookie)
		expect(answer.status).toBe(302)
		expect(answer.location).toBe(`/admin/users/${owner.id}`)
		expect(await searchIds('98101')).toContain(owner.id)
		expect(await profileOf(owner.id)).toMatchObject({ reviewStatus: 'approved', approvedBy: admin.id })
		const [mail] = await mailsTo(owner.email)
		expect(mail?.subject).toBe('Your profile is approved')
		const [line] = await auditLines(owner.id)
		expect(line).toMatchObject({ adminId: admin.id, adminEmail: admin.email, action: 'approve', targetEmail: owner.email, before: { reviewStatus: 'submitted' }, after: { reviewStatus: 'approved' } })
	})

	test('a profile without credentials is not approved: refused with the reason, and it stays out of search', async () => {
		const owner = await account({ name: 'bare', plan: 1 })
		await profileFor(owner, 'submitted', '98101')
		await (await getDb()).update(profiles).set({ credentials: [] }).where(eq(profiles.userId, owner.id))
		const answer = await confirmed(owner.id, { intent: 'approve' }, cookie)
		expect(answer.status).toBe(409)
		expect(answer.data).toEqual({ message: 'The profile has no credentials, so it cannot be listed: reject it and ask the owner to add them in step 1.' })
		expect((await profileOf(owner.id))?.reviewStatus).toBe('submitted')
		expect(await searchIds('98101')).not.toContain(owner.id)
	})

	test('reject with a reason: the owner gets the reason; a too-short reason or no confirmation changes nothing', async () => {
		const owner = await account({ name: 'rejectee', plan: 1 })
		await profileFor(owner, 'submitted')
		const short = await confirmed(owner.id, { intent: 'reject', reason: 'No.' }, cookie)
		expect(short.status).toBe(400)
		expect(short.data).toEqual({ message: 'The reason is at least 10 characters' })
		const unconfirmed = await postAction(owner.id, { intent: 'reject', reason: 'The NPI belongs to someone else.', version: await versionOf(owner.id) }, cookie)
		expect(unconfirmed.status).toBe(400)
		expect(unconfirmed.data).toEqual({ message: 'Tick the box to confirm' })
		expect((await profileOf(owner.id))?.reviewStatus).toBe('submitted')

		const answer = await confirmed(owner.id, { intent: 'reject', reason: 'The NPI belongs to someone else.' }, cookie)
		expect(answer.status).toBe(302)
		expect(await profileOf(owner.id)).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'The NPI belongs to someone else.' })
		const [mail] = await mailsTo(owner.email)
		expect(mail?.subject).toBe('Your profile needs changes before it is listed')
		expect(mail?.text).toContain('The NPI belongs to someone else.')
	})
})

describe('stale forms and double submits', () => {
	test('the same form sent twice: one effect, one audit line, a clear message the second time', async () => {
		const owner = await account({ name: 'double', plan: 1 })
		await profileFor(owner, 'submitted')
		const fields = { intent: 'approve', version: await versionOf(owner.id), confirm: 'yes' }
		const [first, second] = [await postAction(owner.id, fields, cookie), await postAction(owner.id, fields, cookie)]
		expect(first.status).toBe(302)
		expect(second.status).toBe(409)
		expect(second.data).toEqual({ message: staleForm })
		expect(await auditLines(owner.id)).toHaveLength(1)
		expect(await mailsTo(owner.email)).toHaveLength(1)
	})

	test('two admins sending at the same moment: one wins', async () => {
		const owner = await account({ name: 'race', plan: 1 })
		await profileFor(owner, 'submitted')
		const fields = { version: await versionOf(owner.id), confirm: 'yes' }
		const answers = await Promise.all([postAction(owner.id, { ...fields, intent: 'approve' }, cookie), postAction(owner.id, { ...fields, intent: 'reject', reason: 'Incomplete credentials.' }, cookie)])
		expect(answers.map((a) => a.status).sort()).toEqual([302, 409])
		expect(await auditLines(owner.id)).toHaveLength(1)
	})

	test('the owner changed the profile after the page was opened: refused, nothing changed', async () => {
		const owner = await account({ name: 'editor', plan: 1 })
		await profileFor(owner, 'submitted')
		const version = await versionOf(owner.id)
		const { getDb } = await import('#app/modules/db/db.server.ts')
		const { profiles } = await import('#db/schema/profiles.ts')
		const { eq } = await import('drizzle-orm')
		await (await getDb()).update(profiles).set({ summary: 'Changed meanwhile', updatedAt: new Date(Date.now() + 5) }).where(eq(profiles.userId, owner.id))
		const answer = await postAction(owner.id, { intent: 'approve', version, confirm: 'yes' }, cookie)
		expect(answer.status).toBe(409)
		expect((await profileOf(owner.id))?.reviewStatus).toBe('submitted')
	})

	test('an unknown account id: 404 with a message, on the page and the action', async () => {
		const page = await callRoute(userPage, '/admin/users/999999', undefined, { cookie, params: { id: '999999' } })
		expect(page.status).toBe(404)
		const answer = await postAction(999999, { intent: 'approve', version: '1.0', confirm: 'yes' }, cookie)
		expect(answer.status).toBe(404)
		expect(answer.data).toEqual({ message: 'There is no such account (it may have been deleted).' })
		const junk = await postAction(999999, { intent: 'launch-rockets', version: '1.0', confirm: 'yes' }, cookie)
		expect(junk.status).toBe(400)
	})
})

describe('suspension', () => {
	test('suspend: sessions and API tokens revoked, sign-in refused with a clear message, profile out of search; unsuspend restores', async () => {
		const owner = await account({ name: 'suspect', plan: 2 })
		await profileFor(owner, 'approved', '30303')
		const browser = await cookieOf(owner)
		const { token } = await issueApiSession(owner)
		expect(await userFromSessionToken(token)).not.toBeNull()
		expect(await searchIds('30303')).toContain(owner.id)

		expect((await confirmed(owner.id, { intent: 'suspend' }, cookie)).status).toBe(302)
		expect((await getCurrentUser(new Request('http://localhost:3000/home', { headers: { cookie: browser } }))).current).toBeNull()
		expect(await userFromSessionToken(token)).toBeNull()
		expect(await searchIds('30303')).not.toContain(owner.id)

		const api = await callApi(apiLogin, '/api/user/login', { email: owner.email, password })
		expect(api.status).toBe(403)
		expect(api.body).toBe('This account is suspended. Write to us at hello@americandietitian.example if you think this is a mistake.')
		const page = await callRoute(signinPage, '/user/signin', form({ email: owner.email, password }))
		expect(page.status).toBe(403)
		expect(page.data).toMatchObject({ toast: 'This account is suspended. Write to us at hello@americandietitian.example if you think this is a mistake.' })
		expect(page.headers.get('set-cookie') ?? '').not.toContain('en_session=')
		expect((await mailsTo(owner.email))[0]?.subject).toBe('Your account is suspended')

		expect((await confirmed(owner.id, { intent: 'unsuspend' }, cookie)).status).toBe(302)
		expect((await callApi(apiLogin, '/api/user/login', { email: owner.email, password })).status).toBe(200)
		expect(await searchIds('30303')).toContain(owner.id)
	})

	test('an admin cannot suspend, demote or delete themselves', async () => {
		const attempts: Record<string, string>[] = [{ intent: 'suspend' }, { intent: 'demote' }, { intent: 'delete', confirmEmail: admin.email }]
		for (const fields of attempts) {
			const answer = await confirmed(admin.id, fields, cookie)
			expect(answer.status, fields.intent).toBe(400)
		}
		expect(await findUserById(admin.id)).toMatchObject({ manageRole: 'admin', suspendedAt: null })
	})
})

describe('plans, roles, e-mail', () => {
	test('a complimentary plan until a date: the plan and its entitlements follow at once; a past date is refused', async () => {
		const owner = await account({ name: 'comp' })
		const past = await confirmed(owner.id, { intent: 'grant-plan', plan: '2', until: '2020-01-01' }, cookie)
		expect(past.status).toBe(400)
		const notAPlan = await confirmed(owner.id, { intent: 'grant-plan', plan: '7', until: '2099-01-01' }, cookie)
		expect(notAPlan.status).toBe(400)
		const ownerCookie = await cookieOf(owner)
		expect((await callRoute(setupProfile, '/setupprofile', undefined, { cookie: ownerCookie })).location).toBe('/home')

		const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
		expect((await confirmed(owner.id, { intent: 'grant-plan', plan: '2', until }, cookie)).status).toBe(302)
		const after = (await findUserById(owner.id))!
		expect(after.plan).toBe(2)
		expect(hasEntitlement(after.plan, 'listing')).toBe(true)
		expect((await callRoute(setupProfile, '/setupprofile', undefined, { cookie: ownerCookie })).status).toBe(200)
		expect((await mailsTo(owner.email))[0]?.subject).toBe('A complimentary Professional plan')
	})

	test('a complimentary plan ends after its day (the billing period check)', async () => {
		const owner = await account({ name: 'expiring' })
		const until = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
		expect((await confirmed(owner.id, { intent: 'grant-plan', plan: '1', until }, cookie)).status).toBe(302)
		const { expireLapsedPlans } = await import('#app/modules/billing/lapsed-subscriptions.server.ts')
		expect(await expireLapsedPlans(new Date(Date.now() + 3 * 86_400_000))).toContain(owner.id)
		expect((await findUserById(owner.id))?.plan).toBe(0)
	})

	test('promote and demote; never the last administrator', async () => {
		const other = await account({ name: 'colleague' })
		expect((await confirmed(other.id, { intent: 'promote' }, cookie)).status).toBe(302)
		expect((await findUserById(other.id))?.manageRole).toBe('admin')
		expect((await mailsTo(other.email)).map((mail) => mail.subject)).toEqual(['You are now an administrator'])
		// The colleague removes our role; with our page still open we try to remove theirs: they are the last one.
		const theirCookie = await cookieOf((await findUserById(other.id))!)
		expect((await confirmed(admin.id, { intent: 'demote' }, theirCookie)).status).toBe(302)
		const refused = await performAdminAction(admin, other.id, { intent: 'demote', version: await versionOf(other.id), confirm: 'yes' })
		expect(refused).toEqual({ ok: false, status: 409, message: 'This is the last administrator: promote another account first.' })
		expect((await findUserById(other.id))?.manageRole).toBe('admin')
		// And as a former admin, the route refuses outright.
		expect((await confirmed(other.id, { intent: 'demote' }, cookie)).status).toBe(403)
		expect((await confirmed(admin.id, { intent: 'promote' }, theirCookie)).status).toBe(302)
		expect((await mailsTo(admin.email)).map((mail) => mail.subject).sort()).toEqual(['You are now an administrator', 'Your administrator role was removed'])
		expect((await mailsTo(other.email))).toHaveLength(1)
	})

	test('verify an e-mail address', async () => {
		const owner = await account({ name: 'unverified', verified: false })
		expect((await confirmed(owner.id, { intent: 'verify-email' }, cookie)).status).toBe(302)
		expect((await findUserById(owner.id))?.verified).toBe(true)
		const [mail, ...more] = await mailsTo(owner.email)
		expect(mail?.subject).toBe('Your e-mail address is confirmed')
		expect(mail?.text).toMatch(/Sign in: https?:\/\/\S+\/user\/signin/)
		expect((await confirmed(owner.id, { intent: 'verify-email' }, cookie)).status).toBe(409)
		expect(more).toEqual([])
	})
})

describe('deleting an account', () => {
	test('the e-mail must be typed; then the account, its profile and billing rows go, its subscription is cancelled, the audit line stays; other accounts keep theirs', async () => {
		const { billingRowsOf, checkoutForTest, subscriptionCancellations } = await import('./subscription.ts')
		const stayer = await account({ name: 'stayer' })
		await profileFor(stayer, 'approved')
		await checkoutForTest(stayer)
		const owner = await account({ name: 'leaver' })
		await profileFor(owner, 'approved')
		await checkoutForTest(owner)
		expect((await findUserById(owner.id))?.plan).toBe(2)
		const stayerRows = await billingRowsOf(stayer.id)
		expect(stayerRows).toMatchObject({ customers: 1, checkouts: 1, subscriptions: ['active'] })
		const ownerRows = await billingRowsOf(owner.id)
		// The checkout's one change of plan (none to 2) is on record before the deletion takes it away.
		expect(ownerRows).toEqual({ customers: 1, checkouts: 1, subscriptions: ['active'], planChanges: 1 })

		const wrong = await postAction(owner.id, { intent: 'delete', version: await versionOf(owner.id), confirmEmail: 'someone@example.com' }, cookie)
		expect(wrong.status).toBe(400)
		expect(await findUserById(owner.id)).not.toBeNull()

		const cancellations = await subscriptionCancellations()
		const answer = await postAction(owner.id, { intent: 'delete', version: await versionOf(owner.id), confirmEmail: owner.email.toUpperCase() }, cookie)
		expect(answer.status).toBe(302)
		expect(answer.location).toBe('/admin/users')
		expect(await findUserById(owner.id)).toBeNull()
		expect(await profileOf(owner.id)).toBeNull()
		expect(await billingRowsOf(owner.id)).toEqual({ customers: 0, checkouts: 0, subscriptions: [], planChanges: 0 })
		// One cancellation (the owner's one subscription) before the rows went; the other account's subscription runs on.
		expect((await subscriptionCancellations()) - cancellations).toBe(1)
		expect(await billingRowsOf(stayer.id)).toEqual(stayerRows)
		expect(await findUserById(stayer.id)).toMatchObject({ plan: 2 })
		expect(await profileOf(stayer.id)).toMatchObject({ reviewStatus: 'approved' })
		const lines = await auditLines(owner.id)
		expect(lines.map((line) => line.action)).toEqual(['delete'])
		expect(lines[0]).toMatchObject({ targetEmail: owner.email, after: { deleted: true } })
		expect((await mailsTo(owner.email))[0]?.subject).toBe('Your account was deleted')
		expect(await mailsTo(stayer.email)).not.toContainEqual(expect.objectContaining({ subject: 'Your account was deleted' }))
	})

	test('the profile photo leaves storage with the account, unless another profile shows the same picture', async () => {
		const db = await getDb()
		const photoOf = async (color: string) => {
			const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } }).png().toBuffer()
			const stored = await storePhoto(new Uint8Array(png))
			if (!stored.ok) throw new Error(stored.error)
			return stored.key
		}
		const files = (key: string) => Object.values(avatarFileNames(key)).map((name) => path.join(uploadsDir(), name))
		const leaver = await account({ name: 'photoleaver' })
		await profileFor(leaver, 'approved')
		const sharer = await account({ name: 'photosharer' })
		await profileFor(sharer, 'approved')
		const own = await photoOf('#a05')
		const shared = await photoOf('#05a')
		await db.update(profiles).set({ avatarKey: own }).where(eq(profiles.userId, leaver.id))
		await db.update(profiles).set({ avatarKey: shared }).where(eq(profiles.userId, sharer.id))
		expect(files(own).every((file) => fs.existsSync(file))).toBe(true)

		expect((await postAction(leaver.id, { intent: 'delete', version: await versionOf(leaver.id), confirmEmail: leaver.email }, cookie)).status).toBe(302)
		expect(files(own).some((file) => fs.existsSync(file))).toBe(false)

		// The same picture uploaded by two dietitians is one pair of files: deleting one account keeps them for the other.
		const twin = await account({ name: 'phototwin' })
		await profileFor(twin, 'approved')
		await db.update(profiles).set({ avatarKey: shared }).where(eq(profiles.userId, twin.id))
		expect((await postAction(twin.id, { intent: 'delete', version: await versionOf(twin.id), confirmEmail: twin.email }, cookie)).status).toBe(302)
		expect(files(shared).every((file) => fs.existsSync(file))).toBe(true)
	})
})
