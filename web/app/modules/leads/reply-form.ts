import { z } from 'zod'
import { multiLineText } from '#app/modules/validation/text.ts'

/** The longest reply a dietitian sends from the site. */
export const replyMaxLength = 5000

/** The dashboard's answer to a request: a reply mailed from the site, or "replied by phone or e-mail". */
export const replyFormSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: z.literal('reply'), message: multiLineText('Reply', { max: replyMaxLength, min: 2 }) }),
		z.object({ intent: z.literal('elsewhere') }),
	],
	{ error: 'Choose to send a reply or to mark the request answered by phone or e-mail' },
)
