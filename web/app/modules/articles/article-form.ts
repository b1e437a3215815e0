import { z } from 'zod'
import { isSafeImageSource } from '#app/modules/site/safe-url.ts'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'

/** The article editor's fields; the body is the editor's Markdown. */
export const articleFormSchema = z.object({
	title: singleLineText('Title', { min: 3, max: 200 }),
	summary: singleLineText('Summary', { max: 500, required: false }),
	coverUrl: singleLineText('Cover image', { max: 500, required: false }).refine(
		(url) => url === '' || isSafeImageSource(url),
		'Use an https:// address or a path on this site',
	),
	tags: singleLineText('Tags', { max: 300, required: false }).transform((value) =>
			value
				.split(',')
				.map((tag) => tag.trim().toLowerCase())
				.filter(Boolean)
				.slice(0, 8),
		),
	body: multiLineText('The article', { max: 50_000, required: false }).refine((body) => body !== '', 'Write the article'),
})
