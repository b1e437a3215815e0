import { z } from 'zod'
import { localizePath } from '#app/i18n/locale.ts'
import { searchAiArticles } from '#app/modules/articles/ai-articles.server.ts'
import { listPublishedArticles } from '#app/modules/articles/author-articles.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { landingPaths } from '#app/modules/directory/landing-pages.server.ts'
import { listedCount, listedIdsPage } from '#app/modules/directory/listings.server.ts'
import { escapeXml } from './xml.ts'

/** sitemaps.org: one sitemap holds at most 50,000 URLs. */
export const sitemapUrlLimit = 50_000

/** A profile has an entry in each language, so this many profiles fill one profile sitemap exactly. */
export const profilesPerSitemap = sitemapUrlLimit / 2

/** Strapi's `maxLimit` (cms/config/api.ts): the largest page the CMS answers. */
const cmsPageSize = 100

/** The public pages every crawler should know. Content pages add their own entries. */
const staticPaths = ['/home', '/search', '/services', '/aboutus', '/blogpage', '/ai-blogpage', '/newsletter', '/terms', '/privacypolicy', '/how-listings-are-ordered']

/**
 * The child sitemaps the index names (docs/decisions/104): the pages and landing pages (one per state,
 * per city with a listing and per telehealth state, so well under 25,000 addresses), the listed profiles
 * in id order, `profilesPerSitemap` to a file, and the articles (English only: one address each).
 */
export type SitemapChild = { kind: 'pages' } | { kind: 'profiles'; page: number } | { kind: 'articles' }

const childFile = z.union([
	z.enum(['pages.xml', 'articles.xml']).transform((file): SitemapChild => ({ kind: file === 'pages.xml' ? 'pages' : 'articles' })),
	z
		.string()
		.regex(/^profiles-[1-9]\d{0,8}\.xml$/)
		.transform((file): SitemapChild => ({ kind: 'profiles', page: Number(file.slice('profiles-'.length, -'.xml'.length)) })),
])

/** The child sitemap a `/sitemaps/:file` address names, or null for any other file name. */
export function parseSitemapChild(file: string | undefined): SitemapChild | null {
	const parsed = childFile.safeParse(file)
	return parsed.success ? parsed.data : null
}

const childPath = (child: SitemapChild) => (child.kind === 'profiles' ? `/sitemaps/profiles-${child.page}.xml` : `/sitemaps/${child.kind}.xml`)

const absolute = (path: string) => escapeXml(new URL(path, getEnv().SITE_URL).toString())

/**
 * `/sitemap.xml`: the index of every child sitemap. It reads only the number of listings, so it answers
 * while the CMS is down; the articles' sitemap is always named and says for itself when it cannot answer.
 */
export async function sitemapIndex(perPage = profilesPerSitemap): Promise<string> {
	const profileFiles = Math.ceil((await listedCount()) / perPage)
	const children: SitemapChild[] = [{ kind: 'pages' }, ...Array.from({ length: profileFiles }, (_, i) => ({ kind: 'profiles' as const, page: i + 1 })), { kind: 'articles' }]
	const entries = children.map((child) => `  <sitemap>\n    <loc>${absolute(childPath(child))}</loc>\n  </sitemap>`).join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

/**
 * One child sitemap, or null when it does not exist (a profile file past the last one). The articles'
 * one throws CmsUnavailableError while the CMS is down and nothing is cached.
 */
export async function sitemapChild(child: SitemapChild, perPage = profilesPerSitemap): Promise<string | null> {
	if (child.kind === 'pages') return urlset([...staticPaths, ...(await landingPaths())].flatMap(bilingualEntries))
	if (child.kind === 'articles') return urlset((await publishedArticlePaths()).map(englishEntry))
	// Counting first keeps a huge page number from reaching the database as an offset.
	if ((child.page - 1) * perPage >= (await listedCount())) return null
	const ids = await listedIdsPage(child.page, perPage)
	return ids.length ? urlset(ids.flatMap((id) => bilingualEntries(`/viewdoctorprofile/${id}`))) : null
}

function urlset(entries: string[]) {
	const body = entries.length ? `${entries.join('\n')}\n` : ''
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}</urlset>\n`
}

/**
 * A page in both languages (issue 32): an entry per address, each naming its English and Spanish
 * versions and English as the default, as Google reads hreflang in a sitemap.
 */
function bilingualEntries(path: string) {
	const address = (locale: 'en' | 'es') => absolute(localizePath(path, locale))
	const alternates = [
		`    <xhtml:link rel="alternate" hreflang="en" href="${address('en')}"/>`,
		`    <xhtml:link rel="alternate" hreflang="es" href="${address('es')}"/>`,
		`    <xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
	].join('\n')
	return (['en', 'es'] as const).map((locale) => `  <url>\n    <loc>${address(locale)}</loc>\n${alternates}\n  </url>`)
}

/** An article: English text on every address, so only its English address, with no alternates (docs/decisions/104). */
const englishEntry = (path: string) => `  <url>\n    <loc>${absolute(path)}</loc>\n  </url>`

/** Every published article's address, authored then AI, each list paged through at the CMS's largest page. */
async function publishedArticlePaths(): Promise<string[]> {
	const [authored, ai] = await Promise.all([
		everyPage(async (page) => {
			const { articles, total } = await listPublishedArticles(page, cmsPageSize)
			return { items: articles.map((article) => `/singlepost/${article.id}`), total }
		}),
		// The AI article's address keeps the spec's colon before its number (article-id.ts).
		everyPage(async (page) => {
			const { data, totalCount } = await searchAiArticles({ page, pageSize: cmsPageSize, keyword: '' })
			return { items: data.map((article) => `/ai-singlepost/:${article.id}`), total: totalCount }
		}),
	])
	return [...authored, ...ai]
}

/** Reads pages 1, 2, … until the total is reached, or a page comes back short (an article unpublished meanwhile). */
async function everyPage(read: (page: number) => Promise<{ items: string[]; total: number }>) {
	const items: string[] = []
	for (let page = 1; ; page++) {
		const answer = await read(page)
		items.push(...answer.items)
		if (answer.items.length < cmsPageSize || items.length >= answer.total) return [...new Set(items)]
	}
}
