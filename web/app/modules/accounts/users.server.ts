import { eq, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { getDb } from '#app/modules/db/db.server.ts'

export type UserRow = typeof users.$inferSelect

/**
 * The user as clients see it (API `user`, loader data). Built field by field
 * so the password hash, or any column added later, never leaks by default.
 */
export type PublicUser = {
	id: number
	email: string
	first_name: string
	last_name: string
	plan: number
	submit_at: string | null
	manage_role: 'admin' | 'user'
	verified: boolean
	created_at: string
}

export function toPublicUser(row: UserRow): PublicUser {
	return {
		id: row.id,
		email: row.email,
		first_name: row.firstName,
		last_name: row.lastName,
		plan: row.plan,
		submit_at: row.submitAt?.toISOString() ?? null,
		manage_role: row.manageRole,
		verified: row.verified,
		created_at: row.createdAt.toISOString(),
	}
}

export async function findUserByEmail(email: string) {
	const db = await getDb()
	const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
	return row ?? null
}

export async function findUserById(id: number) {
	const db = await getDb()
	const [row] = await db.select().from(users).where(eq(users.id, id))
	return row ?? null
}

/** The e-mail addresses of the site admins (who review articles), bounded. */
export async function listAdmins(limit = 20): Promise<{ email: string; locale: Locale }[]> {
	const db = await getDb()
	return db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.manageRole, 'admin')).orderBy(users.id).limit(limit)
}

export type NewUser = { email: string; passwordHash: string; firstName: string; lastName: string; locale?: 'en' | 'es' }

/** Creates the account; null when the e-mail is taken (also under a race). */
export async function insertUser(input: NewUser): Promise<UserRow | null> {
	const db = await getDb()
	const [row] = await db
		.insert(users)
		.values({ ...input, email: input.email.trim().toLowerCase() })
		.onConflictDoNothing()
		.returning()
	return row ?? null
}

export async function markVerified(userId: number) {
	const db = await getDb()
	const [row] = await db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning()
	return row ?? null
}

export async function setPasswordHash(userId: number, passwordHash: string) {
	const db = await getDb()
	await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
}

/** The language of the account's mails: the one the owner last switched the site to (issue 42 point 10). */
export async function setAccountLocale(userId: number, locale: Locale) {
	const db = await getDb()
	await db.update(users).set({ locale }).where(eq(users.id, userId))
}

export async function setRole(userId: number, role: UserRow['manageRole']) {
	const db = await getDb()
	await db.update(users).set({ manageRole: role, updatedAt: new Date() }).where(eq(users.id, userId))
}
