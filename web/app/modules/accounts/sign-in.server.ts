import { timingSafeDummyHash, verifyPassword } from '#app/modules/auth/password.server.ts'
import { sendVerificationMail } from './email-verification.server.ts'
import { findUserByEmail, type UserRow } from './users.server.ts'

export type SignInResult = { status: 'invalid' } | { status: 'unverified'; user: UserRow } | { status: 'ok'; user: UserRow }

/**
 * Checks e-mail and password. The answer for an unknown e-mail and a wrong
 * password is the same, and takes as long. An unverified account gets its
 * verification mail again (at most once a minute).
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
	const user = await findUserByEmail(email)
	if (!user) {
		await verifyPassword(await timingSafeDummyHash(), password)
		return { status: 'invalid' }
	}
	if (!(await verifyPassword(user.passwordHash, password))) return { status: 'invalid' }
	if (!user.verified) {
		await sendVerificationMail(user)
		return { status: 'unverified', user }
	}
	return { status: 'ok', user }
}
