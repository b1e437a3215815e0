import { z } from 'zod'
import { emailSchema, nameSchema } from '#app/modules/auth/validation.ts'
import { insurancePayers } from '#app/modules/profiles/taxonomy.ts'
import { requestDayOrInstant, requestInstant } from '#app/modules/validation/request-dates.ts'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'
import { visitorLocale } from '#app/modules/validation/visitor-locale.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { visitFormats, visitKinds } from './visit-kinds.ts'

export const reasonMaxLength = 1000

const dietitianId = z.union([z.number().int().positive().max(999_999_999), z.string().regex(/^:?\d{1,9}$/).transform((value) => Number(value.replace(/^:/, '')))], {
	error: 'dietitian_id must be the id of a dietitian (the search API’s id)',
})

const phone = singleLineText('Phone', { max: 30, required: false }).refine((value) => value === '' || /^\+?[\d\s().-]{7,30}$/.test(value), 'Phone: use digits, spaces, +, - or parentheses')

/** What a visitor may answer for insurance: a payer of the taxonomy, or "Other" (a plan the dietitian is out of network for). */
export const bookingInsurance = [...insurancePayers, 'Other'] as const

/** What a visitor sends to book: the page's form and POST /api/appointments/request. */
export const bookingFields = {
	start: requestInstant('start'),
	kind: z.enum(visitKinds, { error: `kind: one of ${visitKinds.join(', ')}` }),
	format: z.enum(visitFormats, { error: `format: one of ${visitFormats.join(', ')}` }),
	name: nameSchema('Name'),
	email: emailSchema,
	phone,
	reason: multiLineText('Reason for the visit', { max: reasonMaxLength, min: 3 }),
	insurance: z.enum(bookingInsurance, { error: `insurance: one of ${bookingInsurance.join(', ')}` }),
}

export const bookingApiSchema = z.object({ dietitian_id: dietitianId, ...bookingFields, locale: visitorLocale })

/** POST /api/dietitians/openings: from and to are dates of the office's calendar or instants. */
export const openingsApiSchema = z
	.object({
		dietitian_id: dietitianId,
		from: requestDayOrInstant('from', '2026-12-01'),
		to: requestDayOrInstant('to', '2026-12-14'),
	})
	.refine((value) => Date.parse(value.from) < Date.parse(value.to), { message: 'to must be after from', path: ['to'] })
	.refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 62 * 86_400_000, { message: 'Ask for at most 62 days at a time', path: ['to'] })

export type BookingInput = { start: number; kind: (typeof visitKinds)[number]; format: (typeof visitFormats)[number]; name: string; email: string; phone: string; reason: string; insurance: string; locale?: Locale }
