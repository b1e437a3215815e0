import { timingSafeDummyHash, verifyPassword } from '#app/modules/auth/password.server.ts'
import { rememberSignInSource, type SignInSource } from '#app/modules/auth/sign-in-sources.server.ts'
import { sendVerificationMail } from './email-verification.server.ts'
import { findUserByEmail, type UserRow } from './users.server.ts'

export type SignInResult = { status: 'invalid' } | { status: 'suspended' } | { status: 'unverified'; user: UserRow } | { status: 'ok'; user: UserRow }

/**
 * Checks e-mail and password. The answer for an unknown e-mail and a wrong
 * password is the same, and takes as long. An unverified account gets its
 * verification mail again (at most once a minute). A right password makes the
 * source (address, browser) a known one for the account's sign-in limit.
 * A suspended account is refused, and told so only after the right password.
 */
export async function signIn(email: string, password: string, source: SignInSource): Promise<SignInResult> {
	const user = await findUserByEmail(email)
	if (!user) {
		await verifyPassword(await timingSafeDummyHash(), password)
		return { status: 'invalid' }
	}
	if (!(await verifyPassword(user.passwordHash, password))) return { status: 'invalid' }
	await rememberSignInSource(user.email, source)
	if (user.suspendedAt) return { status: 'suspended' }
	if (!user.verified) {
		await sendVerificationMail(user)
		return { status: 'unverified', user }
	}
	return { status: 'ok', user }
}
