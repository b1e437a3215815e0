import { expect, test } from 'vitest'
import { blocksToMarkdown, markdownToBlocks } from './markdown-blocks.ts'

const sample = `## Why fiber matters

Most adults eat **half** the fiber they need, says *the survey*. Read [the guidelines](https://www.dietaryguidelines.gov).

- Oats
- Beans

1. Soak
2. Cook

> Small steps add up.

![A bowl of oats](/images/hero.svg)`

test('the editor Markdown becomes Strapi blocks', () => {
	expect(markdownToBlocks(sample)).toEqual([
		{ type: 'heading', level: 2, children: [{ type: 'text', text: 'Why fiber matters' }] },
		{
			type: 'paragraph',
			children: [
				{ type: 'text', text: 'Most adults eat ' },
				{ type: 'text', text: 'half', bold: true },
				{ type: 'text', text: ' the fiber they need, says ' },
				{ type: 'text', text: 'the survey', italic: true },
				{ type: 'text', text: '. Read ' },
				{ type: 'link', url: 'https://www.dietaryguidelines.gov', children: [{ type: 'text', text: 'the guidelines' }] },
				{ type: 'text', text: '.' },
			],
		},
		{ type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Oats' }] }, { type: 'list-item', children: [{ type: 'text', text: 'Beans' }] }] },
		{ type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Soak' }] }, { type: 'list-item', children: [{ type: 'text', text: 'Cook' }] }] },
		{ type: 'quote', children: [{ type: 'text', text: 'Small steps add up.' }] },
		expect.objectContaining({ type: 'image', image: expect.objectContaining({ url: '/images/hero.svg', alternativeText: 'A bowl of oats' }) }),
	])
})

test('blocks go back to the same Markdown', () => {
	expect(blocksToMarkdown(markdownToBlocks(sample))).toBe(sample)
})

test('a javascript: link stays plain text', () => {
	const [paragraph] = markdownToBlocks('[click](javascript:alert(1))')
	expect(paragraph).toEqual({ type: 'paragraph', children: [{ type: 'text', text: '[click](javascript:alert(1)' }, { type: 'text', text: ')' }] })
})
