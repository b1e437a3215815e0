import { z } from 'zod'
import { multiLineText } from '#app/modules/validation/text.ts'

/** Why a visitor reports a listing (the reasons About Us names), in the order the form offers them. */
export const reportReasons = ['wrong-details', 'not-a-dietitian', 'closed-practice', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]

export const reportDetailsMax = 1000

/** The report form (the honeypot is checked before): a reason, and a few words if the visitor wants. */
export const reportFormSchema = z.object({
	reason: z.enum(reportReasons, { error: 'reason' }),
	details: multiLineText('Details', { max: reportDetailsMax, required: false }),
})

export type ReportInput = z.infer<typeof reportFormSchema>
