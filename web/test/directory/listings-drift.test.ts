import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { deleteAccount, suspendAccount, unsuspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { insertUser, markVerified } from '#app/modules/accounts/users.server.ts'
import { findCustomer } from '#app/modules/billing/customers.server.ts'
import { expireLapsedPlans } from '#app/modules/billing/lapsed-subscriptions.server.ts'
import { grantComplimentaryPlan } from '#app/modules/billing/plan-grants.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { nowSeconds, stripeEvent, subscriptionObject } from '#app/modules/billing/stripe-objects.server.ts'
import { listSubscriptions } from '#app/modules/billing/subscriptions.server.ts'
import { lockUser } from '#app/modules/billing/user-plan.server.ts'
import { advanceClock, now as clockNow, resetClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { confirmAvailability } from '#app/modules/profiles/availability.server.ts'
import { recordCredentialCheck } from '#app/modules/profiles/credential-checks.server.ts'
import { saveProfileForm, setAvatar } from '#app/modules/profiles/profile-editor.server.ts'
import { approveProfile, rejectProfile } from '#app/modules/profiles/profile-review.server.ts'
import { submitProfile } from '#app/modules/profiles/profile-submission.server.ts'
import { action as stripeWebhook } from '#app/routes/api/stripe.webhook.ts'
import { checkoutForTest } from '../admin/subscription.ts'
import { priceEnv, signedDelivery, useEnv, webhookSecret } from '../billing/helpers.ts'

// Test checkout (no Stripe key) for the purchase; Stripe's signed webhook for the plan changes that follow.
useEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: webhookSecret, ...priceEnv })
afterAll(resetClock)

// The listings are a copy kept by the writes themselves (refreshListing in each write's
// transaction). After every kind of write a full rebuild from the source tables must find
// nothing to change: the copy never drifts.

const noDrift = { added: 0, removed: 0, changed: 0 }
const drift = async () => rebuildListings(await getDb(), { dryRun: true })
const listingOf = async (userId: number) => (await (await getDb()).select().from(directoryListings).where(eq(directoryListings.userId, userId)))[0] ?? null
const inTx = async <T>(work: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => Promise<T>) => (await getDb()).transaction(work)
const bostonCards = async () => {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '02108', radius: 5 }))
	return outcome.status === 'ok' ? outcome.data : []
}

const step1 = (overrides: Record<string, unknown> = {}) => ({
	first_name: 'Ines',
	last_name: 'Drift',
	profile_name: 'Drift Nutrition',
	role: 'Registered Dietitian',
	credentials: ['RDN'],
	business_email: 'office@drift.example',
	office_number: '(617) 555-0111',
	street_address: '10 Beacon St',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	npi: `123456789${npiCheckDigit('123456789')}`,
	...overrides,
})
const week = { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
const step2 = (overrides: Record<string, unknown> = {}) => ({
	summary: 'I help families eat well on a budget, with plans that fit their culture and their doctor’s advice.',
	specialties: ['diabetes'],
	offers_in_person: true,
	offers_telehealth: false,
	insurance: ['Aetna'],
	languages: ['English'],
	accepting_new_clients: true,
	working_time: week,
	education: [],
	...overrides,
})

async function saved(userId: number, form: Parameters<typeof saveProfileForm>[1], input: Record<string, unknown>) {
	expect(await saveProfileForm(userId, form, input)).toEqual({ ok: true })
}

/**
 * The user's subscription changed in Stripe (the Billing Portal) to `plan`, or ended: the event
 * Stripe signs and sends, through the webhook's real route.
 */
async function stripeChanges(userId: number, change: { plan: 'starter' | 'professional' | 'practice'; created: number } | { deleted: true; created: number }) {
	const [subscription] = await listSubscriptions(userId)
	const customerId = (await findCustomer(userId))!.customerId
	const key = 'plan' in change ? change.plan : 'professional'
	const periodStart = nowSeconds()
	const object = subscriptionObject({
		id: subscription!.id,
		customerId,
		priceId: priceEnv[`STRIPE_PRICE_${key.toUpperCase()}_MONTHLY` as keyof typeof priceEnv],
		plan: findPlanByKey(key)!,
		interval: 'month',
		status: 'deleted' in change ? 'canceled' : 'active',
		periodStart,
		periodEnd: periodStart + 30 * 86_400,
		...('deleted' in change ? { canceledAt: periodStart, endedAt: periodStart } : {}),
	})
	const event = stripeEvent('deleted' in change ? 'customer.subscription.deleted' : 'customer.subscription.updated', object, { created: change.created })
	const answer = (await stripeWebhook({ request: signedDelivery(event), context: undefined, params: {} } as never)) as Response
	expect(answer.status).toBe(200)
	expect(await answer.json()).toMatchObject({ outcome: 'applied' })
}

describe('every write keeps the listings as a rebuild would make them', () => {
	test('from sign-up to deletion, through edits, review, plans and suspension', { timeout: 120_000 }, async () => {
		const db = await getDb()
		const admin = (await insertUser({ email: `admin.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Ad', lastName: 'Min' }))!
		const user = (await insertUser({ email: `ines.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Ines', lastName: 'Drift' }))!
		await markVerified(user.id)
		await checkoutForTest(user)
		expect(await drift()).toEqual(noDrift)

		await saved(user.id, 'step1', step1())
		await saved(user.id, 'step2', step2())
		expect(await submitProfile(user.id)).toMatchObject({ ok: true })
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)

		await inTx((tx) => approveProfile(tx, user.id, admin.id))
		expect(await listingOf(user.id)).toMatchObject({ firstName: 'Ines', state: 'MA', specialties: ['diabetes'], featured: false })
		expect((await bostonCards()).map((card) => card.id)).toContain(user.id)
		expect(await drift()).toEqual(noDrift)

		// Edits while listed: every section, the name, the photo.
		await saved(user.id, 'step2', step2({ specialties: ['renal', 'sports'], offers_telehealth: true, telehealth_states: ['MA', 'NH'], accepting_new_clients: false }))
		await saved(user.id, 'summary', { summary: 'A new summary,   written\n\non  two lines, and long enough for the form.' })
		await saved(user.id, 'step1', step1({ first_name: 'Inès', last_name: 'Drifted', city_name: 'Cambridge', zipcode: '02139' }))
		await setAvatar(user.id, `avatars/${'cd'.repeat(16)}`)
		expect(await listingOf(user.id)).toMatchObject({
			firstName: 'Inès',
			lastName: 'Drifted',
			cityName: 'Cambridge',
			specialties: ['renal', 'sports'],
			telehealth: true,
			telehealthStates: ['MA', 'NH'],
			accepting: false,
			summaryPreview: 'A new summary, written on two lines, and long enough for the form.',
			avatarKey: `avatars/${'cd'.repeat(16)}`,
		})
		expect(await drift()).toEqual(noDrift)

		// The contact info, the title and website, the working time: the section forms of the profile page.
		await saved(user.id, 'contact-info', { business_email: 'desk@drift.example', office_number: '(617) 555-0199', office_fax: '', street_address: '1 Main St', apt_suite: '', city_name: 'Somerville', state: 'MA', zipcode: '02143' })
		await saved(user.id, 'title-website', { role: 'Sports Dietitian', profile_name: 'Drift Sports Nutrition', website_url: 'https://drift-sports.example' })
		await saved(user.id, 'workingtime', { working_time: { ...week, sat: [{ from: '10:00', to: '12:00' }] }, accepting_new_clients: true })
		expect(await listingOf(user.id)).toMatchObject({ cityName: 'Somerville', zipcode: '02143', role: 'Sports Dietitian', accepting: true })
		expect(await drift()).toEqual(noDrift)

		// Stripe changes the plan while the profile is listed: Practice features it on the home page, Starter lists it plainly, Professional too.
		const t = nowSeconds()
		await stripeChanges(user.id, { plan: 'practice', created: t + 1 })
		expect(await listingOf(user.id)).toMatchObject({ featured: true, homePage: true })
		expect(await drift()).toEqual(noDrift)
		await stripeChanges(user.id, { plan: 'starter', created: t + 2 })
		expect(await listingOf(user.id)).toMatchObject({ featured: false, homePage: false })
		expect(await drift()).toEqual(noDrift)
		await stripeChanges(user.id, { plan: 'professional', created: t + 3 })
		expect(await listingOf(user.id)).toMatchObject({ featured: false, homePage: false })
		expect(await drift()).toEqual(noDrift)

		// Plans: a complimentary Practice plan features the listing; when it ends, the subscription's plan is back.
		const now = clockNow()
		await inTx(async (tx) => {
			await lockUser(tx, user.id)
			await grantComplimentaryPlan(tx, user.id, 3, new Date(now.getTime() + 86_400_000), 'test', now)
		})
		expect(await listingOf(user.id)).toMatchObject({ featured: true, homePage: true })
		expect(await drift()).toEqual(noDrift)
		// Two days later on the site's clock: the grant has ended for every later write too.
		advanceClock(2 * 86_400_000)
		expect(await expireLapsedPlans()).toContain(user.id)
		expect(await listingOf(user.id)).toMatchObject({ featured: false, homePage: false })
		expect(await drift()).toEqual(noDrift)

		// Issue 30: a recorded credential check, and the availability answered "Not now" then "Yes".
		await inTx((tx) => recordCredentialCheck(tx, user.id, { kind: 'npi', number: `123456789${npiCheckDigit('123456789')}`, state: null }, admin, clockNow()))
		expect((await listingOf(user.id))?.credentialChecks).toHaveLength(1)
		expect(await drift()).toEqual(noDrift)
		await confirmAvailability(user.id, 'no')
		expect(await listingOf(user.id)).toMatchObject({ accepting: false, listingState: 'confirmed' })
		expect(await drift()).toEqual(noDrift)
		await confirmAvailability(user.id, 'yes')
		expect(await drift()).toEqual(noDrift)

		// Suspension hides the listing; lifting it brings it back.
		await inTx((tx) => suspendAccount(tx, user.id))
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)
		await inTx((tx) => unsuspendAccount(tx, user.id))
		expect(await listingOf(user.id)).not.toBeNull()
		expect(await drift()).toEqual(noDrift)

		// A new credential number sends the profile back to review; a rejection keeps it out.
		await saved(user.id, 'step1', step1({ npi: `987654321${npiCheckDigit('987654321')}` }))
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)
		await inTx((tx) => approveProfile(tx, user.id, admin.id))
		await inTx((tx) => rejectProfile(tx, user.id, 'The licence number does not match the state board.'))
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)

		await inTx((tx) => approveProfile(tx, user.id, admin.id))
		expect(await listingOf(user.id)).not.toBeNull()
		// The subscription ends in Stripe: the listing goes with the plan.
		await stripeChanges(user.id, { deleted: true, created: nowSeconds() + 10 })
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)
		await inTx((tx) => deleteAccount(tx, user.id))
		expect(await listingOf(user.id)).toBeNull()
		expect(await drift()).toEqual(noDrift)
		expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
	})
})

describe('the rebuild', () => {
	test('counts a drifted table without changing it, then repairs it', async () => {
		const db = await getDb()
		const admin = (await insertUser({ email: `admin2.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Ad', lastName: 'Min' }))!
		const listed: number[] = []
		for (const name of ['Ana', 'Ben', 'Cy']) {
			const user = (await insertUser({ email: `${name}.${Date.now()}@example.com`, passwordHash: 'x', firstName: name, lastName: 'Listed' }))!
			await markVerified(user.id)
			await checkoutForTest(user)
			await saved(user.id, 'step1', step1({ first_name: name }))
			await saved(user.id, 'step2', step2())
			await submitProfile(user.id)
			await inTx((tx) => approveProfile(tx, user.id, admin.id))
			listed.push(user.id)
		}
		const ours = async () => (await db.select().from(directoryListings).orderBy(directoryListings.userId)).filter((row) => listed.includes(row.userId))
		const before = await ours()
		// A write that forgot its refresh, in three ways: a row gone, a row changed, a stray row.
		await db.delete(directoryListings).where(eq(directoryListings.userId, listed[0]!))
		await db.update(directoryListings).set({ firstName: 'Stale' }).where(eq(directoryListings.userId, listed[1]!))
		await db.execute(sql`update profiles set review_status = 'draft' where user_id = ${listed[2]!}`)

		const drifted = { added: 1, removed: 1, changed: 1 }
		expect(await rebuildListings(db, { dryRun: true })).toEqual(drifted)
		expect(await rebuildListings(db, { dryRun: true })).toEqual(drifted)
		expect(await listingOf(listed[1]!)).toMatchObject({ firstName: 'Stale' })

		expect(await rebuildListings(db)).toEqual(drifted)
		expect(await rebuildListings(db)).toEqual(noDrift)
		const after = await ours()
		expect(after.map((row) => row.userId)).toEqual(listed.slice(0, 2))
		expect(after).toEqual(before.filter((row) => row.userId !== listed[2]))
	})
})
