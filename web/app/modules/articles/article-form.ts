import { z } from 'zod'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'

export const coverTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const coverMaxBytes = 5 * 1024 * 1024

/** What the editor's buttons ask for; every one of them saves the form first. */
export const articleIntents = ['save', 'submit', 'publish', 'return', 'preview'] as const
export type ArticleIntent = (typeof articleIntents)[number]

// A form without a file sends an empty File (or nothing, once conform has coerced it).
const coverFile = z
	.instanceof(File)
	.optional()
	.transform((file) => (file && file.size > 0 ? file : undefined))
	.refine((file) => !file || (coverTypes as readonly string[]).includes(file.type), 'Choose a JPEG, PNG, WebP or AVIF image')
	.refine((file) => !file || file.size <= coverMaxBytes, 'The cover image is larger than 5 MB')

const common = {
	title: singleLineText('Title', { min: 3, max: 200 }),
	summary: singleLineText('Summary', { max: 500, required: false }),
	cover: coverFile,
	coverAlt: singleLineText('Cover description', { max: 200, required: false }),
	removeCover: z.literal('on').optional(),
	body: multiLineText('The article', { max: 50_000, required: false }).refine((body) => body !== '', 'Write the article'),
	intent: z.enum(articleIntents).default('save'),
	reviewNote: multiLineText('Reason', { max: 1000, required: false }),
}

type CommonValues = { cover?: File; coverAlt: string; intent: ArticleIntent; reviewNote: string }

function crossChecks(value: CommonValues, context: z.RefinementCtx) {
	if (value.cover && !value.coverAlt) context.addIssue({ code: 'custom', path: ['coverAlt'], message: 'Describe the cover image for people who cannot see it' })
	if (value.intent === 'return' && !value.reviewNote) context.addIssue({ code: 'custom', path: ['reviewNote'], message: 'Tell the author what to change' })
}

/** The article editor's fields; the body is the editor's Markdown. One schema for the form and the action. */
export const articleFormSchema = z
	.object({
		...common,
		tags: singleLineText('Tags', { max: 300, required: false })
			.transform((value) => [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
			.refine((tags) => tags.every((tag) => tag.length <= 40), 'Each tag is at most 40 characters')
			.refine((tags) => tags.length <= 8, 'Use at most 8 tags'),
	})
	.superRefine(crossChecks)

/** The AI article editor (admins): the persona that signs it instead of tags. */
export const aiArticleFormSchema = z
	.object({
		...common,
		author: singleLineText('Author', { max: 120 }),
	})
	.superRefine(crossChecks)
