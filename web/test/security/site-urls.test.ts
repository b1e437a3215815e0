import { expect, test } from 'vitest'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'

const article = (coverUrl: string) => ({ title: 'Fiber basics', body: 'Eat beans.', coverUrl })

test('a cover must be on this site or https, never a protocol-relative look-alike', () => {
	for (const url of ['//evil.example/pixel.gif', '/\\evil.example/pixel.gif', 'http://evil.example/x.png', 'javascript:alert(1)']) {
		const parsed = articleFormSchema.safeParse(article(url))
		expect(parsed.success, url).toBe(false)
		expect(parsed.error?.issues[0]?.message).toBe('Use an https:// address or a path on this site')
	}
	expect(articleFormSchema.safeParse(article('/images/covers/fiber.svg')).success).toBe(true)
	expect(articleFormSchema.safeParse(article('https://images.example.org/fiber.jpg')).success).toBe(true)
})

test('Markdown links and images to look-alike paths stay plain text', () => {
	const blocks = JSON.stringify(markdownToBlocks('See [this](//evil.example/x) and [that](/\\evil.example/y).\n\n![pixel](//evil.example/p.gif)'))
	expect(blocks).not.toContain('"type":"link"')
	expect(blocks).not.toContain('"type":"image"')
	expect(blocks).toContain('[this](//evil.example/x)')
	const ok = JSON.stringify(markdownToBlocks('Read [the guidelines](https://www.dietaryguidelines.gov).'))
	expect(ok).toContain('"url":"https://www.dietaryguidelines.gov"')
})
