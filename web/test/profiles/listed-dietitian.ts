import { availabilityConfirmed } from '#app/modules/profiles/availability-rules.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

let n = 0

type Options = { plan?: number; reviewStatus?: 'draft' | 'submitted' | 'approved' | 'rejected'; admin?: boolean; businessEmail?: string | null; credentials?: string[] }

/** A dietitian's account with a profile in Boston (listed by default: approved, plan 2, an RDN). */
export async function dietitianWithProfile({ plan = 2, reviewStatus = 'approved', businessEmail, credentials = ['RDN'] }: Options = {}) {
	const db = await getDb()
	const email = `rd.${++n}.${Date.now()}@example.com`
	const [user] = await db.insert(users).values({ email, passwordHash: 'x', firstName: 'Rae', lastName: `Dee${n}`, plan, verified: true }).returning({ id: users.id })
	await db.insert(profiles).values({
		userId: user!.id,
		// Availability confirmed now (issue 30): the listing is 'confirmed'.
		...availabilityConfirmed(now()),
		reviewStatus,
		credentials,
		cityName: 'Boston',
		state: 'MA',
		zipcode: '02108',
		latitude: 42.3576,
		longitude: -71.0636,
		officeNumber: '(617) 555-0100',
		businessEmail: businessEmail === undefined ? `office.${n}@example.com` : businessEmail,
	})
	await refreshListing(db, user!.id)
	return { id: user!.id, email, businessEmail: businessEmail === undefined ? `office.${n}@example.com` : businessEmail }
}

/** Any account (an admin when asked) with a browser session: its Cookie header. */
export async function sessionCookieFor(userId: number, { admin = false } = {}) {
	if (admin) await (await getDb()).update(users).set({ manageRole: 'admin' }).where(eq(users.id, userId))
	const session = await createSession(userId)
	return (await sessionCookieHeader(session.id)).split(';')[0]!
}

export async function plainAccount() {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `visitor.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Vi', lastName: 'Sitor', verified: true })
		.returning({ id: users.id })
	return user!.id
}
