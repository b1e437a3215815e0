import { expect, test } from '../fixtures.ts'

type Block = { type: string; format?: string; level?: number; children?: { text?: string; children?: { text?: string }[] }[] }
type ApiArticle = { id: number; title: string; slug: string; img_url: string; contents: Block[] }

const text = (block: Block) => (block.children ?? []).map((child) => child.text ?? (child.children ?? []).map((c) => c.text ?? '').join('')).join('')
const shape = (blocks: Block[]) => blocks.map((block) => `${block.type}${block.format ? `:${block.format}` : ''}${block.level ? block.level : ''}`).join(' ')

/** How often the most common value occurs. */
const mostRepeated = (values: string[]) => Math.max(...Object.values(values.reduce<Record<string, number>>((n, v) => ({ ...n, [v]: (n[v] ?? 0) + 1 }), {})))

test('the AI articles are written each in its own shape, with covers of their own that do not repeat the title', async ({ request }) => {
	const answer = await request.post('/api/ai_articles/search', { data: { pageSize: 100, currentVal: 1, searchVal: '' } })
	const { data } = (await answer.json()) as { data: ApiArticle[] }
	expect(data.length).toBeGreaterThanOrEqual(25)
	// No common skeleton ("What the evidence says / Practical steps" everywhere).
	expect(mostRepeated(data.map((article) => shape(article.contents)))).toBeLessThanOrEqual(2)
	const headings = data.flatMap((article) => [...new Set(article.contents.filter((block) => block.type === 'heading').map(text))])
	expect(mostRepeated(headings)).toBe(1)
	// Every cover is its own picture, not a title card.
	expect(new Set(data.map((article) => article.img_url)).size).toBe(data.length)
	for (const article of data) expect(article.img_url, article.title).not.toContain(article.slug)
})

test('the Authors Digest articles share no template headings: each author writes their own way', async ({ page }) => {
	await page.goto('/blogpage?size=50')
	const links = await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').all()
	const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')))
	expect(hrefs.length).toBeGreaterThanOrEqual(8)
	const headings: string[] = []
	for (const href of hrefs) {
		await page.goto(href!)
		headings.push(...new Set(await page.getByRole('article').locator('h2, h3').allTextContents()))
	}
	expect(headings).not.toContain('How I work')
	expect(headings).not.toContain('The takeaway')
	expect(mostRepeated(headings)).toBe(1)
})
