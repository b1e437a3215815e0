import { availabilityConfirmed } from '#app/modules/profiles/availability-rules.ts'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { adminAudit } from '#db/schema/admin.ts'
import { profiles } from '#db/schema/profiles.ts'
import { findUserById, type UserRow } from '#app/modules/accounts/users.server.ts'
import { accountVersion } from '#app/modules/admin/account-version.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { cityKey, lookupZip } from '#app/modules/directory/zip-codes.server.ts'
import { action as userAction } from '#app/routes/admin/user.tsx'
import { callRoute, form } from '../form-client.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

export const password = 'Kale-and-quinoa-42'
let counter = 0
let passwordHash: string | null = null

/** An account made straight in the database (registering through the API would trip its rate limit). */
export async function account(options: { name?: string; role?: 'admin' | 'user'; plan?: number; verified?: boolean } = {}): Promise<UserRow> {
	passwordHash ??= await hashPassword(password)
	const db = await getDb()
	const name = options.name ?? 'dietitian'
	const [row] = await db
		.insert(users)
		.values({
			email: `${name}.${Date.now()}.${++counter}@example.com`,
			passwordHash,
			firstName: name[0]!.toUpperCase() + name.slice(1),
			lastName: 'Tester',
			manageRole: options.role ?? 'user',
			plan: options.plan ?? 0,
			verified: options.verified ?? true,
		})
		.returning()
	return row!
}

/** A browser session of the account: the Cookie header to send. */
export async function cookieOf(user: UserRow) {
	const session = await createSession(user.id)
	return (await sessionCookieHeader(session.id)).split(';')[0]!
}

export async function signedInAdmin() {
	const admin = await account({ name: 'admin', role: 'admin' })
	return { admin, cookie: await cookieOf(admin) }
}

/** A profile in the review state given, placed at a ZIP code; submitted now, by the site's clock. */
export async function profileFor(user: UserRow, reviewStatus: 'draft' | 'submitted' | 'approved' | 'rejected' = 'submitted', zip = '10001', npi = '1234567893') {
	const db = await getDb()
	const place = lookupZip(zip)!
	await db.insert(profiles).values({
		userId: user.id,
		// Availability confirmed now (issue 30): the listing is 'confirmed'.
		...availabilityConfirmed(now()),
		profileName: `${user.firstName} Nutrition`,
		zipcode: place.zip,
		cityName: place.city,
		cityKey: cityKey(place.city),
		state: place.state,
		latitude: place.latitude,
		longitude: place.longitude,
		npi,
		credentials: ['RDN'],
		reviewStatus,
		submittedAt: reviewStatus === 'draft' ? null : now(),
	})
	await refreshListing(db, user.id)
}

export async function profileOf(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId))
	return row ?? null
}

/** The version an admin page would put in its forms now. */
export async function versionOf(userId: number) {
	return accountVersion((await findUserById(userId))!, await profileOf(userId))
}

export async function auditLines(userId: number) {
	const db = await getDb()
	return db.select().from(adminAudit).where(eq(adminAudit.targetUserId, userId)).orderBy(adminAudit.id)
}

/** Posts an action form of the admin's user page, as the browser would. */
export function postAction(targetId: number, fields: Record<string, string>, cookie?: string) {
	return callRoute(userAction, `/admin/users/${targetId}`, form(fields), { cookie, params: { id: String(targetId) } })
}

/** A confirmed action with the account's current version. */
export async function confirmed(targetId: number, fields: Record<string, string>, cookie: string) {
	return postAction(targetId, { version: await versionOf(targetId), confirm: 'yes', ...fields }, cookie)
}
