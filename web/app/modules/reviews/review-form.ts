import { z } from 'zod'
import { multiLineText } from '#app/modules/validation/text.ts'

/** The longest review text (issue 46 point 2). */
export const reviewTextMax = 2000

/** Within this long after it was written, the mailed link edits the review (issue 46 point 2). */
export const reviewEditDays = 14

/** How long the mailed link writes a review, and when the one reminder goes (issue 46 point 1). */
export const reviewLinkDays = 60
export const reviewReminderDays = 7

/** The dietitian marks a visit "did not take place" within this long after its end; then the invitation goes. */
export const notHeldHours = 48

export const reviewDisplays = ['name', 'anonymous'] as const

/**
 * A review as the API and the page's form send it: a whole rating 1 to 5 (not 0, 6, 4.5 or "five"),
 * yes or no, a text of at most 2,000 characters (markup is kept as text and shown as text), how the
 * reviewer is named. The page's form sends strings; it converts them before this schema.
 */
export const reviewSchema = z.strictObject({
	rating: z.number({ error: 'rating must be a whole number from 1 to 5' }).int({ error: 'rating must be a whole number from 1 to 5' }).min(1, { error: 'rating must be a whole number from 1 to 5' }).max(5, { error: 'rating must be a whole number from 1 to 5' }),
	recommend: z.boolean({ error: 'recommend must be true or false' }),
	text: multiLineText('text', { max: reviewTextMax, required: false }),
	display: z.enum(reviewDisplays, { error: 'display must be "name" or "anonymous"' }),
})

export type ReviewInput = z.output<typeof reviewSchema>

/** The kinds of report a dietitian can make of a review of theirs (issue 46 point 4). */
export const reviewReportReasons = ['not-a-client', 'health-details', 'hateful', 'spam'] as const
export type ReviewReportReason = (typeof reviewReportReasons)[number]

/** The longest public answer of a dietitian. */
export const replyTextMax = 2000
