import { jwtVerify, SignJWT } from 'jose'
import { getEnv } from '#app/modules/config/env.server.ts'

const key = () => new TextEncoder().encode(getEnv().JWT_SECRET)

/**
 * What a token is for. A token of one purpose is never accepted for another:
 * an API session token cannot verify an e-mail, a reset token cannot sign in.
 */
export type TokenPurpose = 'session' | 'verify-email' | 'reset-password' | 'newsletter-unsubscribe'

const lifetimes: Record<TokenPurpose, string> = {
	session: '7d',
	'verify-email': '24h',
	'reset-password': '15m',
	// An unsubscribe link must work for as long as someone keeps the mail.
	'newsletter-unsubscribe': '3650d',
}

export type TokenClaims = { userId: number; sessionId?: string; email?: string; verificationId?: number }

export async function signToken(purpose: TokenPurpose, claims: TokenClaims) {
	return new SignJWT({ purpose, sid: claims.sessionId, email: claims.email, vid: claims.verificationId })
		.setProtectedHeader({ alg: 'HS256' })
		.setSubject(String(claims.userId))
		.setIssuedAt()
		.setExpirationTime(lifetimes[purpose])
		.sign(key())
}

/** The claims of a valid, unexpired token of that purpose; null for anything else. */
export async function verifyToken(purpose: TokenPurpose, token: unknown): Promise<TokenClaims | null> {
	if (typeof token !== 'string' || token.length > 2048) return null
	try {
		const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] })
		const userId = Number(payload.sub)
		if (payload.purpose !== purpose || !Number.isInteger(userId)) return null
		return {
			userId,
			sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
			email: typeof payload.email === 'string' ? payload.email : undefined,
			verificationId: typeof payload.vid === 'number' ? payload.vid : undefined,
		}
	} catch {
		return null
	}
}
