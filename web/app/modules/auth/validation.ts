import { z } from 'zod'
import { singleLineText } from '#app/modules/validation/text.ts'

export const emailSchema = z
	.string({ error: 'E-mail is required' })
	.trim()
	.min(1, 'E-mail is required')
	.max(254, 'E-mail is too long')
	.email('Enter a valid e-mail address')
	.transform((value) => value.toLowerCase())

/** The rules the browser can check too; a password being set also passes withPasswordPolicy (common-passwords.server.ts). */
export const passwordSchema = z
	.string({ error: 'Password is required' })
	.min(8, 'Password must be at least 8 characters')
	.max(128, 'Password must be at most 128 characters')

/** A person's name: one line, no control characters (it goes into mail and headers). */
export const nameSchema = (label: string) => singleLineText(label, { max: 80 })

/**
 * A 6-digit code. API clients send it as an integer (spec §5), which drops
 * leading zeros: 12345 is the code 012345.
 */
export const codeSchema = z.union(
	[
		z
			.number()
			.int()
			.min(0)
			.max(999_999)
			.transform((n) => String(n).padStart(6, '0')),
		z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits'),
	],
	{ error: 'The code has 6 digits' },
)
