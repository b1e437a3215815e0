import { expect, test } from 'vitest'
import { markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'

test('Markdown links and images to look-alike paths stay plain text', () => {
	const blocks = JSON.stringify(markdownToBlocks('See [this](//evil.example/x) and [that](/\\evil.example/y).\n\n![pixel](//evil.example/p.gif)'))
	expect(blocks).not.toContain('"type":"link"')
	expect(blocks).not.toContain('"type":"image"')
	expect(blocks).toContain('[this](//evil.example/x)')
	const ok = JSON.stringify(markdownToBlocks('Read [the guidelines](https://www.dietaryguidelines.gov).'))
	expect(ok).toContain('"url":"https://www.dietaryguidelines.gov"')
})
