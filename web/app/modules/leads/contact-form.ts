import { z } from 'zod'
import { emailSchema, nameSchema } from '#app/modules/auth/validation.ts'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'
import { visitorLocale } from '#app/modules/validation/visitor-locale.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { messageMaxLength } from './message-limit.ts'


export const preferredContactMethods = ['email', 'phone'] as const

// Markup in a message is never needed to ask for an appointment, and it is how scripts get sent.
const markup = /<\s*\/?\s*[a-z!?]|javascript:/i

const message = multiLineText('Message', { max: messageMaxLength, min: 10 }).refine((value) => !markup.test(value), 'Message: please write plain text, without HTML or scripts')

const phone = singleLineText('Phone', { max: 30, required: false }).refine((value) => value === '' || /^\+?[\d\s().-]{7,30}$/.test(value), 'Phone: use digits, spaces, +, - or parentheses')

/** What a visitor sends a dietitian, through the page's form or the API. */
export const contactFields = {
	name: nameSchema('Name'),
	email: emailSchema,
	phone,
	message,
	preferredContact: z.enum(preferredContactMethods, { error: 'Choose e-mail or phone as the way to reach you' }).default('email'),
}

const phoneWhenAsked = (value: { preferredContact: string; phone: string }) => value.preferredContact !== 'phone' || value.phone !== ''
const phoneWhenAskedIssue = { message: 'Phone: add a number, or choose e-mail as the way to reach you', path: ['phone'] }

/** The form on the profile page: the fields and the consent (the honeypot is checked before). */
export const contactFormSchema = z
	.object({
		...contactFields,
		consent: z.literal('on', { error: 'Please agree that the dietitian may contact you about your request' }),
	})
	.refine(phoneWhenAsked, phoneWhenAskedIssue)

const profileId = z.union([z.number().int().positive().max(999_999_999), z.string().regex(/^:?\d{1,9}$/).transform((value) => Number(value.replace(/^:/, '')))], {
	error: 'id must be the number of a dietitian',
})

/** POST /api/dietitians/contact {id, name, email, phone?, message}. */
export const contactApiSchema = z
	.object({
		id: profileId,
		...contactFields,
		locale: visitorLocale,
	})
	.refine(phoneWhenAsked, phoneWhenAskedIssue)

/** `locale`: the language of the visitor's mails (the page's, or the API client's choice); English when absent. */
export type ContactInput = { name: string; email: string; phone: string; message: string; preferredContact: (typeof preferredContactMethods)[number]; locale?: Locale }
