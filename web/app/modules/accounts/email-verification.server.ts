import { getEnv } from '#app/modules/config/env.server.ts'
import { signToken, verifyToken } from '#app/modules/auth/tokens.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { verificationMail, welcomeMail } from '#app/modules/mail/templates.server.ts'
import { checkCode, codeIssuedAt, issueCode } from './verification-codes.server.ts'
import { findUserById, markVerified, type UserRow } from './users.server.ts'

export const resendIntervalMs = 60_000

/**
 * The link of the spec's token hand-off: a JWT split at its dots into
 * firstpart, secondpart and thirdpart.
 */
export function verificationLink(token: string) {
	const [firstpart = '', secondpart = '', thirdpart = ''] = token.split('.')
	const url = new URL('/user/verify/token', getEnv().SITE_URL)
	url.search = new URLSearchParams({ firstpart, secondpart, thirdpart }).toString()
	return url.toString()
}

export type SendResult = { status: 'sent' } | { status: 'throttled'; waitSeconds: number } | { status: 'failed' }

/** Seconds until another verification mail may be sent to the user (0: now). */
export async function resendWait(user: Pick<UserRow, 'email'>) {
	const issued = await codeIssuedAt(user.email, 'verify-email')
	if (!issued) return 0
	return Math.max(0, Math.ceil((issued.getTime() + resendIntervalMs - Date.now()) / 1000))
}

/** Sends the link + code mail, at most once a minute. A mail failure is reported, never thrown. */
export async function sendVerificationMail(user: UserRow, { force = false } = {}): Promise<SendResult> {
	if (!force) {
		const waitSeconds = await resendWait(user)
		if (waitSeconds > 0) return { status: 'throttled', waitSeconds }
	}
	const code = await issueCode(user.email, 'verify-email')
	const token = await signToken('verify-email', { userId: user.id, email: user.email })
	try {
		await sendMail(verificationMail({ to: user.email, firstName: user.firstName, link: verificationLink(token), code }))
		return { status: 'sent' }
	} catch (error) {
		console.warn(`[mail] verification mail to user ${user.id} failed: ${(error as Error).message}`)
		return { status: 'failed' }
	}
}

async function completeVerification(user: UserRow) {
	if (user.verified) return user
	const verified = (await markVerified(user.id)) ?? user
	try {
		await sendMail(welcomeMail({ to: user.email, firstName: user.firstName, siteUrl: getEnv().SITE_URL }))
	} catch (error) {
		// The account is verified either way; the welcome mail is a courtesy.
		console.warn(`[mail] welcome mail to user ${user.id} failed: ${(error as Error).message}`)
	}
	return verified
}

/**
 * Verifies the account a verification token names. Null for a forged or
 * expired token, a token for an address the account no longer has, and a token
 * already used (the account is verified): a link works once.
 */
export async function verifyEmailWithToken(token: unknown): Promise<UserRow | null> {
	const claims = await verifyToken('verify-email', token)
	if (!claims) return null
	const user = await findUserById(claims.userId)
	if (!user || user.email !== claims.email || user.verified) return null
	return completeVerification(user)
}

/** Verifies the account by the 6-digit code of its verification mail. */
export async function verifyEmailWithCode(user: UserRow, code: string) {
	const check = await checkCode(user.email, 'verify-email', code, { consume: true })
	if (!check.ok) return check
	return { ok: true as const, user: await completeVerification(user) }
}
