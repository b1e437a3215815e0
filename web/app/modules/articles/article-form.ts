import { z } from 'zod'

/** The article editor's fields; the body is the editor's Markdown. */
export const articleFormSchema = z.object({
	title: z.string({ error: 'Title is required' }).trim().min(3, 'Title is at least 3 characters').max(200, 'Title is at most 200 characters'),
	summary: z.string().trim().max(500, 'Summary is at most 500 characters').default(''),
	coverUrl: z
		.string()
		.trim()
		.max(500)
		.refine((url) => url === '' || /^(https:\/\/|\/)/.test(url), 'Use an https:// address or a path on this site')
		.default(''),
	tags: z
		.string()
		.max(300)
		.default('')
		.transform((value) =>
			value
				.split(',')
				.map((tag) => tag.trim().toLowerCase())
				.filter(Boolean)
				.slice(0, 8),
		),
	body: z.string({ error: 'Write the article' }).trim().min(1, 'Write the article').max(50_000, 'The article is too long'),
})
