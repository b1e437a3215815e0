import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { isSafeImageSource, isSafeLinkTarget } from '#app/modules/site/safe-url.ts'

/**
 * The article editor writes a small Markdown dialect and stores Strapi blocks:
 *   # to ###### headings, paragraphs, - or * lists, 1. lists, > quotes,
 *   ![alt](url) images on their own line, and inline **bold**, *italic*, [text](url).
 * Markdown keeps the editor usable without JavaScript; blocks keep the content
 * renderable without injecting HTML.
 */
type Text = { type: 'text'; text: string; bold?: boolean; italic?: boolean }
type Link = { type: 'link'; url: string; children: Text[] }
type Inline = Text | Link
type Block = BlocksContent[number]


export function parseInline(source: string): Inline[] {
	const nodes: Inline[] = []
	const pattern = /(\*\*([^*]+)\*\*)|(\*([^*]+)\*|_([^_]+)_)|(\[([^\]]+)\]\(([^)\s]+)\))/g
	let last = 0
	for (const match of source.matchAll(pattern)) {
		const index = match.index ?? 0
		if (index > last) nodes.push({ type: 'text', text: source.slice(last, index) })
		if (match[2] !== undefined) nodes.push({ type: 'text', text: match[2], bold: true })
		else if (match[4] !== undefined || match[5] !== undefined) nodes.push({ type: 'text', text: (match[4] ?? match[5])!, italic: true })
		else if (match[7] !== undefined) {
			const url = isSafeLinkTarget(match[8]!) ? match[8]! : null
			nodes.push(url ? { type: 'link', url, children: [{ type: 'text', text: match[7] }] } : { type: 'text', text: match[0] })
		}
		last = index + match[0].length
	}
	if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) })
	return nodes.length ? nodes : [{ type: 'text', text: '' }]
}

export function markdownToBlocks(markdown: string): BlocksContent {
	const blocks: Block[] = []
	const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
	let paragraph: string[] = []
	let list: { format: 'ordered' | 'unordered'; items: string[] } | null = null
	let quote: string[] = []

	const flush = () => {
		if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) } as Block)
		if (list) {
			blocks.push({
				type: 'list',
				format: list.format,
				children: list.items.map((item) => ({ type: 'list-item', children: parseInline(item) })),
			} as Block)
		}
		if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) } as Block)
		paragraph = []
		list = null
		quote = []
	}

	for (const raw of lines) {
		const line = raw.trim()
		if (!line) {
			flush()
			continue
		}
		const heading = line.match(/^(#{1,6})\s+(.*)$/)
		const image = line.match(/^!\[([^\]]*)\]\(([^)\s]+)\)$/)
		const bullet = line.match(/^[-*]\s+(.*)$/)
		const numbered = line.match(/^\d+[.)]\s+(.*)$/)
		const quoted = line.match(/^>\s?(.*)$/)
		if (heading) {
			flush()
			blocks.push({ type: 'heading', level: heading[1]!.length, children: parseInline(heading[2]!) } as Block)
		} else if (image && isSafeImageSource(image[2]!)) {
			flush()
			blocks.push({
				type: 'image',
				// Strapi's blocks validator wants a media-library record; an external image gets a neutral one.
				image: {
					name: image[1] || 'image',
					alternativeText: image[1] ?? '',
					url: image[2]!,
					width: 1200,
					height: 630,
					formats: {},
					hash: 'external',
					ext: image[2]!.match(/\.[a-z0-9]{2,5}$/i)?.[0] ?? '.img',
					mime: 'image/*',
					size: 0,
					previewUrl: null,
					provider: 'external',
					createdAt: new Date(0).toISOString(),
					updatedAt: new Date(0).toISOString(),
				},
				children: [{ type: 'text', text: '' }],
			} as unknown as Block)
		} else if (bullet || numbered) {
			const format = bullet ? 'unordered' : 'ordered'
			if (paragraph.length || quote.length || (list && list.format !== format)) flush()
			list ??= { format, items: [] }
			list.items.push((bullet ?? numbered)![1]!)
		} else if (quoted) {
			if (paragraph.length || list) flush()
			quote.push(quoted[1]!)
		} else {
			if (list || quote.length) flush()
			paragraph.push(line)
		}
	}
	flush()
	return blocks
}

function inlineToMarkdown(nodes: unknown[]): string {
	return nodes
		.map((node) => {
			const n = node as { type: string; text?: string; bold?: boolean; italic?: boolean; url?: string; children?: unknown[] }
			if (n.type === 'link') return `[${inlineToMarkdown(n.children ?? [])}](${n.url})`
			let text = n.text ?? ''
			if (!text) return ''
			if (n.bold) text = `**${text}**`
			if (n.italic) text = `*${text}*`
			return text
		})
		.join('')
}

/** Blocks back to the editor's Markdown, for editing a stored article. */
export function blocksToMarkdown(blocks: BlocksContent): string {
	return blocks
		.map((block) => {
			const b = block as { type: string; level?: number; format?: string; children?: unknown[]; image?: { url: string; alternativeText?: string } }
			switch (b.type) {
				case 'heading':
					return `${'#'.repeat(b.level ?? 2)} ${inlineToMarkdown(b.children ?? [])}`
				case 'list':
					return (b.children ?? [])
						.map((item, i) => `${b.format === 'ordered' ? `${i + 1}.` : '-'} ${inlineToMarkdown((item as { children?: unknown[] }).children ?? [])}`)
						.join('\n')
				case 'quote':
					return `> ${inlineToMarkdown(b.children ?? [])}`
				case 'image':
					return `![${b.image?.alternativeText ?? ''}](${b.image?.url ?? ''})`
				default:
					return inlineToMarkdown(b.children ?? [])
			}
		})
		.join('\n\n')
}
