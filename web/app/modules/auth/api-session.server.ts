import { toPublicUser, type UserRow } from '#app/modules/accounts/users.server.ts'
import { createSession, findSessionUser } from './sessions.server.ts'
import { signToken, verifyToken } from './tokens.server.ts'

/** The API's `{token, user}`: a 7-day JWT naming a new server-side session, and the public user. */
export async function issueApiSession(user: UserRow) {
	const session = await createSession(user.id)
	const token = await signToken('session', { userId: user.id, sessionId: session.id })
	return { token, user: toPublicUser(user) }
}

/** The user of a session JWT, while its session lives (sign-out and password change end it). */
export async function userFromSessionToken(token: unknown): Promise<UserRow | null> {
	const claims = await verifyToken('session', token)
	if (!claims?.sessionId) return null
	const user = await findSessionUser(claims.sessionId)
	return user && user.id === claims.userId ? user : null
}

export function bearerToken(request: Request): string | null {
	const header = request.headers.get('authorization')
	const match = header?.match(/^Bearer\s+(\S+)$/i)
	return match?.[1] ?? null
}
