import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { signToken, verifyToken } from '#app/modules/auth/tokens.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { suppressionOf } from '#app/modules/mail/suppressions.server.ts'
import { verificationMail, welcomeMail } from '#app/modules/mail/templates.server.ts'
import { checkCode, codeIssuedAt, consumeVerification, deleteCode, issueCode, issueMarker } from './verification-codes.server.ts'
import { findUserById, markVerified, type UserRow } from './users.server.ts'

export const resendIntervalMs = 60_000
const linkLifetimeMs = 24 * 60 * 60_000

/**
 * The link of the spec's token hand-off: a JWT split at its dots into
 * firstpart, secondpart and thirdpart.
 */
export function verificationLink(token: string, locale: Locale = 'en') {
	const [firstpart = '', secondpart = '', thirdpart = ''] = token.split('.')
	const url = new URL(localizePath('/user/verify/token', locale), getEnv().SITE_URL)
	url.search = new URLSearchParams({ firstpart, secondpart, thirdpart }).toString()
	return url.toString()
}

export type SendResult = { status: 'sent' } | { status: 'throttled'; waitSeconds: number } | { status: 'failed' } | { status: 'suppressed' }

/** Seconds until another verification mail may be sent to the user (0: now). */
export async function resendWait(user: Pick<UserRow, 'email'>) {
	const issued = await codeIssuedAt(user.email, 'verify-email')
	if (!issued) return 0
	return Math.max(0, Math.ceil((issued.getTime() + resendIntervalMs - Date.now()) / 1000))
}

/** Sends the link + code mail, at most once a minute (a failed one does not count). A mail failure is reported, never thrown. */
export async function sendVerificationMail(user: UserRow, { force = false } = {}): Promise<SendResult> {
	if (!force) {
		const waitSeconds = await resendWait(user)
		if (waitSeconds > 0) return { status: 'throttled', waitSeconds }
	}
	// No code goes to an address that bounced or complained; the page says so (deliveryProblem).
	if (await suppressionOf(user.email)) return { status: 'suppressed' }
	const code = await issueCode(user.email, 'verify-email')
	// The link names its own row: a newer mail replaces the row, so only the newest link works.
	const link = await issueMarker(user.email, 'verify-link', linkLifetimeMs)
	const token = await signToken('verify-email', { userId: user.id, email: user.email, verificationId: link.id })
	try {
		await sendMail(verificationMail({ to: user.email, firstName: user.firstName, link: verificationLink(token, user.locale), code, locale: user.locale }))
		return { status: 'sent' }
	} catch (error) {
		console.warn(`[mail] verification mail to user ${user.id} failed: ${(error as Error).message}`)
		// Nothing reached the user: the code is taken back, so asking again is not held to the minute between mails.
		await deleteCode(user.email, 'verify-email')
		return { status: 'failed' }
	}
}

async function completeVerification(user: UserRow) {
	if (user.verified) return user
	const verified = (await markVerified(user.id)) ?? user
	try {
		await sendMail(welcomeMail({ to: user.email, firstName: user.firstName, siteUrl: getEnv().SITE_URL, locale: user.locale }))
	} catch (error) {
		// The account is verified either way; the welcome mail is a courtesy.
		console.warn(`[mail] welcome mail to user ${user.id} failed: ${(error as Error).message}`)
	}
	return verified
}

export type LinkVerification =
	| { status: 'verified'; user: UserRow }
	| { status: 'already-verified'; user: UserRow }
	| { status: 'replaced' }
	| { status: 'invalid' }

/**
 * Verifies the account a verification link names. A link works once, only
 * while it is the newest one sent, and for 24 hours; a link of an account that
 * is verified already says so (without signing anyone in).
 */
export async function verifyEmailWithToken(token: unknown): Promise<LinkVerification> {
	const claims = await verifyToken('verify-email', token)
	if (!claims || claims.verificationId === undefined) return { status: 'invalid' }
	const user = await findUserById(claims.userId)
	if (!user || user.email !== claims.email) return { status: 'invalid' }
	if (user.verified) return { status: 'already-verified', user }
	if (!(await consumeVerification(claims.verificationId, user.email, 'verify-link'))) return { status: 'replaced' }
	await deleteCode(user.email, 'verify-email')
	return { status: 'verified', user: await completeVerification(user) }
}

/** Verifies the account by the 6-digit code of its verification mail. */
export async function verifyEmailWithCode(user: UserRow, code: string) {
	const check = await checkCode(user.email, 'verify-email', code, { consume: true })
	if (!check.ok) return check
	await deleteCode(user.email, 'verify-link')
	return { ok: true as const, user: await completeVerification(user) }
}
