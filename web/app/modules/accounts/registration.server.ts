import type { Locale } from '#app/i18n/locale.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { sendVerificationMail } from './email-verification.server.ts'
import { insertUser, type UserRow } from './users.server.ts'

/** `locale`: the language of the page or API call it signed up from; the account's mails are in it (issue 32). */
export type RegistrationInput = { email: string; password: string; firstName: string; lastName: string; locale?: Locale }

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
		locale: input.locale ?? 'en',
	})
	if (!user) return { status: 'exists' }
	const mail = await sendVerificationMail(user, { force: true })
	return { status: 'created', user, mailSent: mail.status === 'sent' }
}
