import { availabilityConfirmed } from '#app/modules/profiles/availability-rules.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { startCheckout } from '#app/modules/billing/checkout.server.ts'
import { findPlanByKey } from '#app/modules/billing/plans.ts'
import { payTestCheckout } from '#app/modules/billing/test-checkout.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { avatarUrls } from '#app/modules/profiles/photo-storage.server.ts'
import { setAvatar } from '#app/modules/profiles/profile-editor.server.ts'
import { storePhoto } from '#app/modules/profiles/profile-photo.server.ts'
import { useEnv } from '../billing/helpers.ts'
import { confirmedRequest } from '../leads/confirmed-request.ts'
import { saveDraftProfile } from './probe-fixtures.ts'
import { createRoleUsers, reload, type RoleUsers } from './roles.ts'
import { startStubCms, type StubContent } from './stub-cms.ts'

/** The public number of the draft article `paid` owns in the stub CMS. */
export const articleId = 4242
/** An article of `paid`'s that is published. */
export const publishedArticleId = 4243
/** A published AI article. */
export const aiArticle = { id: 77, documentId: 'aiarticledocument001' }
/** A media-library image. */
export const uploadName = 'fibre_0a1b2c3d.png'

export type World = {
	people: RoleUsers
	/** `paid`'s profile photo, as its public profile links it. */
	avatarPath: string
	/** A contact request a visitor sent `paid`. */
	contactRequestId: number
	/** `paid`'s test checkouts: the one it paid, and one it opened and left (in another tab, say). */
	checkouts: { paid: string; open: string }
}

const professionalMonthly = { plan: findPlanByKey('professional')!, interval: 'month' as const }

async function openCheckout(user: UserRow): Promise<string> {
	const started = await startCheckout(user, professionalMonthly)
	if (started.status !== 'redirect') throw new Error(`no test checkout for ${user.email}: ${started.status}`)
	return new URL(started.url, 'http://localhost').searchParams.get('session_id')!
}

/** Buys the Professional plan through the test checkout, as a dietitian does; the events are applied at once. */
async function subscribe(user: UserRow, sessionId: string) {
	const payment = await payTestCheckout(user, sessionId, async () => {})
	if (payment.status !== 'paid') throw new Error(`the test checkout of ${user.email} was not paid`)
	const outcomes = await payment.delivered
	if (!outcomes.every((outcome) => outcome === 'applied')) throw new Error(`the test checkout of ${user.email} was not applied: ${outcomes.join(', ')}`)
}

/** `paid` is listed in Boston with a photo and offers telehealth in Massachusetts: its profile, landing pages and short link are real. */
async function listPaid(paid: UserRow): Promise<string> {
	const db = await getDb()
	await db.insert(profiles).values({
		userId: paid.id,
		// Availability confirmed now (issue 30): the listing is 'confirmed'.
		...availabilityConfirmed(now()),
		reviewStatus: 'approved',
		approvedAt: new Date(),
		step1SavedAt: new Date(),
		step2SavedAt: new Date(),
		submittedAt: new Date(),
		role: 'Registered Dietitian',
		credentials: ['RDN'],
		businessEmail: 'office.paid@example.com',
		cityName: 'Boston',
		cityKey: 'boston',
		state: 'MA',
		zipcode: '02108',
		latitude: 42.3576,
		longitude: -71.0636,
		offersTelehealth: true,
		telehealthStates: ['MA'],
		// Accepts Medicare, so its referral letter exists (issue 31).
		insurance: ['Medicare'],
		npi: '1234567893',
	})
	const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c6f6d5' } }).png().toBuffer()
	const stored = await storePhoto(new Uint8Array(photo))
	if (!stored.ok) throw new Error(`the photo fixture is refused: ${stored.error}`)
	// Through the profiles module, which also makes the directory's listing of the profile written above.
	await setAvatar(paid.id, stored.key)
	return avatarUrls(stored.key)!.large
}

/**
 * For a test file: the role accounts and what they own, and a stub CMS with
 * `paid`'s draft and published articles, an AI article and an image. `paid` and
 * `other` bought their plan through the test checkout and have a profile;
 * `paid`'s is listed and has a contact request. The returned object is filled
 * before the tests run.
 */
export function useRoleWorld(env: Record<string, string> = {}): World {
	const world = {} as World
	let closeCms: () => Promise<void> = async () => {}
	useEnv({ SITE_URL: 'http://localhost:3000', CMS_CACHE_TTL_MS: '0', ...env })
	beforeAll(async () => {
		const people = await createRoleUsers()
		const checkouts = { paid: await openCheckout(people.paid), open: await openCheckout(people.paid) }
		await subscribe(people.paid, checkouts.paid)
		await subscribe(people.other, await openCheckout(people.other))
		people.paid = await reload(people.paid)
		people.other = await reload(people.other)
		const avatarPath = await listPaid(people.paid)
		await saveDraftProfile(people.other.id)
		const sent = await confirmedRequest(people.paid.id, { email: 'ana@example.com' })
		Object.assign(world, { people, avatarPath, contactRequestId: sent.id, checkouts })

		const content: StubContent = {
			articles: [
				{ publicId: articleId, documentId: 'articledocument00001', authorEmail: people.paid.email.toLowerCase(), status: 'draft' },
				{ publicId: publishedArticleId, documentId: 'articledocument00002', authorEmail: people.paid.email.toLowerCase(), status: 'published' },
			],
			aiArticles: [{ publicId: aiArticle.id, documentId: aiArticle.documentId }],
			upload: uploadName,
		}
		const cms = await startStubCms(() => content)
		process.env.STRAPI_URL = cms.url
		process.env.STRAPI_API_TOKEN = 'test-token'
		delete (globalThis as { __env?: unknown }).__env
		delete (globalThis as { __cms?: unknown }).__cms
		closeCms = cms.close
	})
	afterAll(() => closeCms())
	return world
}
