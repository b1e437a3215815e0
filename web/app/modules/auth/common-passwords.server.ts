import { z } from 'zod'

/**
 * Passwords that are refused because attackers try them first (OWASP ASVS
 * 2.1.7): the 49,000 most common passwords of public breach corpora, as the
 * maintained @zxcvbn-ts/language-common package ships them, plus words of this
 * site. Server-only: the list (380 KB) never reaches a browser, and is loaded
 * once, on the first password set, not when the server starts.
 */
const siteWords = ['dietitian', 'dietitian1', 'dietitians', 'nutrition', 'nutrition1', 'nutritionist', 'americandietitian']

let loaded: Promise<Set<string>> | undefined

const commonPasswords = () =>
	(loaded ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set([...dictionary['passwords-common'], ...siteWords].map((p) => p.toLowerCase()))))

/** One short chunk over and over (`aaaaaaaa`, `abababab`, `12121212`): in every breach list, whatever the chunk. */
const isRepetition = (password: string) => /^(.{1,3})\1+$/su.test(password)

export async function isCommonPassword(password: string): Promise<boolean> {
	const lower = password.toLowerCase()
	return isRepetition(lower) || (await commonPasswords()).has(lower)
}

export const commonPasswordMessage = 'This password is too common or has appeared in a data breach. Choose another one.'

/**
 * The schema of a form or body that sets a password (sign-up, reset, change),
 * with the common-password check added on the server: the same rules the
 * browser checks, then the list. Parse it with parseAsync / `async: true`.
 * `message`: the refusal in the page's language (issue 32).
 */
export const withPasswordPolicy = <S extends z.ZodType>(schema: S, message: string = commonPasswordMessage) =>
	schema.superRefine(async (value, context) => {
		const password = (value as { password?: unknown } | null)?.password
		if (typeof password === 'string' && (await isCommonPassword(password))) context.addIssue({ code: 'custom', message, path: ['password'] })
	})
