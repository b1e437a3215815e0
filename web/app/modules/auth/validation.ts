import { z } from 'zod'
import { englishTextProblems, singleLineText, type TextProblems } from '#app/modules/validation/text.ts'

/**
 * What the account and newsletter forms' checks say. The API and English pages use these words; a Spanish
 * page passes its own (`authFormTexts(t)`, issue 32), in the browser and on the server alike.
 */
export type AuthFormTexts = {
	emailRequired: string
	emailTooLong: string
	emailInvalid: string
	passwordRequired: string
	passwordTooShort: string
	passwordTooLong: string
	codeDigits: string
	text: TextProblems
}

export const englishAuthFormTexts: AuthFormTexts = {
	emailRequired: 'E-mail is required',
	emailTooLong: 'E-mail is too long',
	emailInvalid: 'Enter a valid e-mail address',
	passwordRequired: 'Password is required',
	passwordTooShort: 'Password must be at least 8 characters',
	passwordTooLong: 'Password must be at most 128 characters',
	codeDigits: 'The code has 6 digits',
	text: englishTextProblems,
}

export const emailField = (say: AuthFormTexts = englishAuthFormTexts) =>
	z
		.string({ error: say.emailRequired })
		.trim()
		.min(1, say.emailRequired)
		.max(254, say.emailTooLong)
		.email(say.emailInvalid)
		.transform((value) => value.toLowerCase())

/** The rules the browser can check too; a password being set also passes withPasswordPolicy (common-passwords.server.ts). */
export const passwordField = (say: AuthFormTexts = englishAuthFormTexts) =>
	z.string({ error: say.passwordRequired }).min(8, say.passwordTooShort).max(128, say.passwordTooLong)

/** A person's name: one line, no control characters (it goes into mail and headers). */
export const nameField = (label: string, say: AuthFormTexts = englishAuthFormTexts) => singleLineText(label, { max: 80, problems: say.text })

/**
 * A 6-digit code. API clients send it as an integer (spec §5), which drops
 * leading zeros: 12345 is the code 012345.
 */
export const codeField = (say: AuthFormTexts = englishAuthFormTexts) =>
	z.union(
		[
			z
				.number()
				.int()
				.min(0)
				.max(999_999)
				.transform((n) => String(n).padStart(6, '0')),
			z.string().trim().regex(/^\d{6}$/, say.codeDigits),
		],
		{ error: say.codeDigits },
	)

export const emailSchema = emailField()
export const passwordSchema = passwordField()
export const nameSchema = (label: string) => nameField(label)
export const codeSchema = codeField()
