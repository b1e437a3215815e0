import { hashPassword } from '#app/modules/auth/password.server.ts'
import { deleteUserSessions } from '#app/modules/auth/sessions.server.ts'
import { signToken, verifyToken } from '#app/modules/auth/tokens.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { resetCodeMail } from '#app/modules/mail/templates.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { checkCode, codeIssuedAt, consumeVerification, deleteCode, issueCode } from './verification-codes.server.ts'
import { findUserByEmail, setPasswordHash } from './users.server.ts'

/**
 * Asks for a reset code. The work (is there an account? send the code) runs
 * after the answer, in the job queue: the answer takes as long, and says the
 * same, whether or not the e-mail has an account, and a mail outage only
 * delays the code.
 */
export async function requestPasswordReset(email: string): Promise<void> {
	await enqueueJob('password-reset-request', { email })
}

/** At most one reset mail per account in this interval, like verification mail. */
export const resetResendIntervalMs = 60_000

/**
 * The background half of a reset request: a new code by mail when the e-mail
 * has an account and no code went out in the last minute. A failed mail takes
 * its code back and throws, so the retry sends a fresh one.
 */
export async function sendPasswordResetCode(email: string): Promise<void> {
	const user = await findUserByEmail(email)
	if (!user) return
	const issued = await codeIssuedAt(user.email, 'reset-password')
	if (issued && Date.now() - issued.getTime() < resetResendIntervalMs) return
	const code = await issueCode(user.email, 'reset-password')
	try {
		await sendMail(resetCodeMail({ to: user.email, firstName: user.firstName, code, locale: user.locale }))
	} catch (error) {
		await deleteCode(user.email, 'reset-password')
		throw error
	}
}

export type ResetCodeCheck = { ok: true; resetToken: string } | { ok: false; reason: 'invalid' | 'expired' | 'locked' }

/**
 * Checks a reset code without using it up, and hands out a 15-minute reset
 * token bound to that code: the next step may prove itself with either.
 */
export async function checkResetCode(email: string, code: string): Promise<ResetCodeCheck> {
	const user = await findUserByEmail(email)
	if (!user) return { ok: false, reason: 'invalid' }
	const check = await checkCode(user.email, 'reset-password', code, { consume: false })
	if (!check.ok) return check
	return {
		ok: true,
		resetToken: await signToken('reset-password', { userId: user.id, email: user.email, verificationId: check.verificationId }),
	}
}

export type ResetProof = { code: string } | { resetToken: string }
export type ResetResult = { ok: true } | { ok: false; reason: 'invalid-proof' | 'locked' }

/**
 * Sets a new password when the request proves control of the mailbox: a live
 * reset code for that e-mail, or a reset token issued for it. The proof is used
 * up and every session of the account ends.
 */
export async function resetPassword(email: string, password: string, proof: ResetProof): Promise<ResetResult> {
	const user = await findUserByEmail(email)
	if (!user) return { ok: false, reason: 'invalid-proof' }
	if ('code' in proof) {
		const check = await checkCode(user.email, 'reset-password', proof.code, { consume: true })
		if (!check.ok) return { ok: false, reason: check.reason === 'locked' ? 'locked' : 'invalid-proof' }
	} else {
		const claims = await verifyToken('reset-password', proof.resetToken)
		if (!claims || claims.userId !== user.id || claims.verificationId === undefined) return { ok: false, reason: 'invalid-proof' }
		if (!(await consumeVerification(claims.verificationId, user.email, 'reset-password'))) {
			return { ok: false, reason: 'invalid-proof' }
		}
	}
	await setPasswordHash(user.id, await hashPassword(password))
	await deleteUserSessions(user.id)
	return { ok: true }
}
