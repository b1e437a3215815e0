import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { suspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { findUserById, insertUser, markVerified, setRole, type UserRow } from '#app/modules/accounts/users.server.ts'
import { createSession, sessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { signToken } from '#app/modules/auth/tokens.server.ts'
import { grantComplimentaryPlan } from '#app/modules/billing/plan-grants.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { uniqueEmail } from '../api/helpers.ts'

/**
 * Who knocks. `paid` owns the resources the matrix asks for (a listed profile,
 * an article, a welcome page, a contact request, a checkout); `other` is a
 * second paying dietitian, set up like `paid`, asking for those same ids (and
 * owning a profile that is not listed yet, which `paid` asks for).
 */
export const roles = ['visitor', 'unverified', 'free', 'paid', 'other', 'suspended', 'admin'] as const
export type Role = (typeof roles)[number]
export type AccountRole = Exclude<Role, 'visitor'>

export type RoleUsers = Record<AccountRole, UserRow>

/**
 * What each role is, as the access rules read it. `session`: what its
 * credentials are worth. 'unverified': a session the API hands an account whose
 * e-mail is not verified (login answers 201, spec §4: not signed in); 'ended':
 * the session of an account an admin suspended after it signed in.
 */
export type RoleFacts = { session: 'none' | 'unverified' | 'live' | 'ended'; listing: boolean; articles: boolean; admin: boolean }

export const roleFacts: Record<Role, RoleFacts> = {
	visitor: { session: 'none', listing: false, articles: false, admin: false },
	// Registered, e-mail not verified, yet holding a plan (an administrator's complimentary one): a plan alone opens nothing.
	unverified: { session: 'unverified', listing: true, articles: true, admin: false },
	free: { session: 'live', listing: false, articles: false, admin: false },
	paid: { session: 'live', listing: true, articles: true, admin: false },
	other: { session: 'live', listing: true, articles: true, admin: false },
	// Paying, so that only the suspension can be what refuses it.
	suspended: { session: 'ended', listing: true, articles: true, admin: false },
	admin: { session: 'live', listing: false, articles: false, admin: true },
}

/** The Professional plan: a listing, contact requests, statistics and articles. */
const professional = 2

/**
 * A new account of the role. Plans come from a complimentary grant (the billing
 * module's own path); `withoutPlan` leaves it to the caller (a test checkout).
 */
export async function createRoleUser(role: AccountRole, { withoutPlan = false } = {}): Promise<UserRow> {
	const facts = roleFacts[role]
	const row = await insertUser({ email: uniqueEmail(role), passwordHash: 'not-used', firstName: 'Robin', lastName: role[0]!.toUpperCase() + role.slice(1) })
	if (!row) throw new Error(`could not create the ${role} account`)
	if (role !== 'unverified') await markVerified(row.id)
	if (facts.admin) await setRole(row.id, 'admin')
	const db = await getDb()
	if (facts.listing && !withoutPlan) {
		await db.transaction((tx) => grantComplimentaryPlan(tx, row.id, professional, new Date(Date.now() + 365 * 86_400_000), 'authorization matrix'))
	}
	if (role === 'suspended') await db.transaction((tx) => suspendAccount(tx, row.id))
	const fresh = await findUserById(row.id)
	if (!fresh) throw new Error(`the ${role} account vanished`)
	return fresh
}

export async function createRoleUsers(): Promise<RoleUsers> {
	return {
		unverified: await createRoleUser('unverified'),
		free: await createRoleUser('free'),
		paid: await createRoleUser('paid', { withoutPlan: true }),
		other: await createRoleUser('other', { withoutPlan: true }),
		suspended: await createRoleUser('suspended'),
		admin: await createRoleUser('admin'),
	}
}

/** The account as it is now (a plan bought after it was made). */
export async function reload(user: UserRow): Promise<UserRow> {
	const db = await getDb()
	const [row] = await db.select().from(users).where(eq(users.id, user.id))
	if (!row) throw new Error(`account ${user.id} is gone`)
	return row
}

export type Credentials = { cookie?: string; bearer?: string }

/** A browser cookie and an API token naming one new session of the account. */
export async function credentialsFor(user: UserRow): Promise<Credentials> {
	const session = await createSession(user.id)
	const cookie = (await sessionCookieHeader(session.id)).split(';')[0]!
	const bearer = await signToken('session', { userId: user.id, sessionId: session.id })
	return { cookie, bearer }
}

/**
 * A fresh session per request, so one request signing out does not change the
 * next one's role. The suspended account gets one too: a session it held
 * before the suspension, which must no longer work.
 */
export async function credentialsOf(role: Role, people: RoleUsers): Promise<Credentials> {
	if (role === 'visitor') return {}
	return credentialsFor(people[role])
}
