import crypto from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { sessions, users } from '#db/schema/accounts.ts'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000

const sessionCookie = () => appCookie('en_session', { maxAge: sessionLifetimeMs / 1000 })

/** Starts a session for the user; the id goes in the cookie or the API's JWT. */
export async function createSession(userId: number) {
	const db = await getDb()
	const id = crypto.randomBytes(24).toString('base64url')
	const expiresAt = new Date(Date.now() + sessionLifetimeMs)
	await db.insert(sessions).values({ id, userId, expiresAt })
	return { id, expiresAt }
}

/** The user of a live session, or null (unknown, expired, revoked, or the account suspended meanwhile). */
export async function findSessionUser(sessionId: string) {
	const db = await getDb()
	const [row] = await db
		.select({ user: users })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
	return row?.user ?? null
}

export async function deleteSession(sessionId: string) {
	const db = await getDb()
	await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Signs the user out everywhere (except, optionally, the current session). */
export async function deleteUserSessions(userId: number, except?: string) {
	const db = await getDb()
	await db.delete(sessions).where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
}

export async function readSessionId(request: Request): Promise<string | null> {
	const value = await sessionCookie().parse(request.headers.get('cookie'))
	return typeof value === 'string' && value ? value : null
}

/** Whether the browser sent a session cookie at all, valid or not (a tampered one fails its signature). */
export function hasSessionCookie(request: Request): boolean {
	return /(?:^|;\s*)en_session=[^;]+/.test(request.headers.get('cookie') ?? '')
}

export const sessionCookieHeader = (sessionId: string) => sessionCookie().serialize(sessionId)
export const clearSessionCookieHeader = () => sessionCookie().serialize('', { maxAge: 0 })
