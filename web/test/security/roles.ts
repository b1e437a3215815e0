import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { insertUser, markVerified, setRole, type UserRow } from '#app/modules/accounts/users.server.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { signToken } from '#app/modules/auth/tokens.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { uniqueEmail } from '../api/helpers.ts'

/**
 * Who knocks. `paid` owns the resources the matrix asks for (an article, a
 * welcome page); `other` is a second paying dietitian asking for those same ids.
 */
export const roles = ['visitor', 'unverified', 'free', 'paid', 'other', 'suspended', 'admin'] as const
export type Role = (typeof roles)[number]

export type RoleUsers = Record<Exclude<Role, 'visitor'>, UserRow>

async function account(name: string, setup: { verified?: boolean; plan?: number; admin?: boolean; suspended?: boolean }): Promise<UserRow> {
	const row = await insertUser({ email: uniqueEmail(name), passwordHash: 'not-used', firstName: 'Robin', lastName: name })
	if (!row) throw new Error(`could not create the ${name} account`)
	if (setup.verified !== false) await markVerified(row.id)
	if (setup.admin) await setRole(row.id, 'admin')
	const db = await getDb()
	await db
		.update(users)
		.set({ plan: setup.plan ?? 0, suspendedAt: setup.suspended ? new Date() : null })
		.where(eq(users.id, row.id))
	const [fresh] = await db.select().from(users).where(eq(users.id, row.id))
	return fresh!
}

export async function createRoleUsers(): Promise<RoleUsers> {
	return {
		unverified: await account('unverified', { verified: false }),
		free: await account('free', {}),
		paid: await account('paid', { plan: 2 }),
		other: await account('other', { plan: 2 }),
		// Suspended after signing in: the session it holds must stop working.
		suspended: await account('suspended', { plan: 2, suspended: true }),
		admin: await account('admin', { admin: true }),
	}
}

export type Credentials = { cookie?: string; bearer?: string }

/** A fresh session per request, so one request signing out does not change the next one's role. */
export async function credentialsOf(role: Role, people: RoleUsers): Promise<Credentials> {
	if (role === 'visitor') return {}
	const user = people[role]
	const session = await createSession(user.id)
	const cookie = (await sessionCookieHeader(session.id)).split(';')[0]!
	const bearer = await signToken('session', { userId: user.id, sessionId: session.id })
	return { cookie, bearer }
}
