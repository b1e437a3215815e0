import { hashPassword } from '#app/modules/auth/password.server.ts'
import { sendVerificationMail } from './email-verification.server.ts'
import { insertUser, type UserRow } from './users.server.ts'

export type RegistrationInput = { email: string; password: string; firstName: string; lastName: string }

export type RegistrationResult = { status: 'exists' } | { status: 'created'; user: UserRow; mailSent: boolean }

/**
 * Creates an unverified account and sends the verification mail. A failed mail
 * keeps the account (the user can ask for another mail) and is reported.
 */
export async function registerAccount(input: RegistrationInput): Promise<RegistrationResult> {
	const user = await insertUser({
		email: input.email,
		passwordHash: await hashPassword(input.password),
		firstName: input.firstName,
		lastName: input.lastName,
	})
	if (!user) return { status: 'exists' }
	const mail = await sendVerificationMail(user, { force: true })
	return { status: 'created', user, mailSent: mail.status === 'sent' }
}
