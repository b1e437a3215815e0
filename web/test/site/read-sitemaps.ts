import { Readable } from 'node:stream'
import { ErrorLevel, parseSitemap, parseSitemapIndex, validateSMIOptions, type SitemapItem } from 'sitemap'
import { loader as childLoader } from '#app/routes/sitemaps.$file.ts'
import { loader as indexLoader } from '#app/routes/sitemap[.]xml.ts'

/** `/sitemaps/<file>` as a crawler asks for it. */
export const fetchChild = (file: string) => childLoader({ params: { file }, request: new Request(`http://localhost:3000/sitemaps/${file}`) } as never)

/** The addresses `/sitemap.xml` names, read back by the `sitemap` package's index parser. */
export async function indexLocations() {
	const answer = await indexLoader()
	const entries = await parseSitemapIndex(Readable.from([await answer.text()]))
	return entries.map((entry) => entry.url)
}

/** One child sitemap's entries, each checked by the `sitemap` package's validator. */
export async function readChild(file: string): Promise<SitemapItem[]> {
	const answer = await fetchChild(file)
	if (answer.status !== 200) throw new Error(`/sitemaps/${file} answered ${answer.status}`)
	const items = await parseSitemap(Readable.from([await answer.text()]))
	for (const item of items) validateSMIOptions(item, ErrorLevel.THROW)
	return items
}

/** Every child the index names, by file name (the articles' one left out: the CMS is not running here). */
export async function readSiteSitemaps({ articles = false } = {}) {
	const files = (await indexLocations()).map((url) => new URL(url).pathname.replace(/^\/sitemaps\//, '')).filter((file) => articles || file !== 'articles.xml')
	return new Map(await Promise.all(files.map(async (file) => [file, await readChild(file)] as const)))
}

export const locations = (items: SitemapItem[]) => items.map((item) => item.url)
