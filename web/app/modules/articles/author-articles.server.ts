import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { getCms } from '#app/modules/cms/cms.server.ts'
import { toCmsImage, type CmsImage, type StrapiMedia } from '#app/modules/cms/media.ts'
import { placeholderCover } from './cover-art.ts'

export type ArticleStatus = 'draft' | 'in_review' | 'published'

export type ArticleAuthor = { documentId: string; name: string; email: string | null; avatar: CmsImage | null }

/** An Authors Digest article, as the web uses it. */
export type AuthorArticle = {
	/** The permanent public number (the CMS's public_id): /singlepost/:id and /articleeditor/:id. */
	id: number
	documentId: string
	title: string
	slug: string
	summary: string
	cover: CmsImage
	/** The media-library file of the cover; null when the site draws a generated one. */
	coverId: number | null
	body: BlocksContent
	author: ArticleAuthor | null
	authorName: string
	tags: string[]
	status: ArticleStatus
	/** Why an editor sent the article back to its author. */
	reviewNote: string
	publishedDate: string | null
	updatedAt: string
}

type StrapiArticle = {
	id: number
	documentId: string
	public_id: number | null
	title: string
	slug?: string | null
	summary?: string | null
	cover?: (StrapiMedia & { id: number }) | null
	body?: BlocksContent | null
	author?: { documentId: string; name?: string | null; account_email?: string | null; avatar?: StrapiMedia | null } | null
	tags?: { name?: string | null }[] | null
	review_status: ArticleStatus
	review_note?: string | null
	published_date?: string | null
	updatedAt: string
}

type StrapiList<T> = { data: T[]; meta: { pagination: { total: number } } }

const populate = {
	'populate[cover]': 'true',
	'populate[author][fields][0]': 'name',
	'populate[author][fields][1]': 'account_email',
	'populate[author][populate][avatar]': 'true',
	'populate[tags][fields][0]': 'name',
}

function toArticle(row: StrapiArticle): AuthorArticle {
	const tags = (row.tags ?? []).map((tag) => tag.name?.trim() ?? '').filter(Boolean)
	const cover = toCmsImage(row.cover)
	const author = row.author
		? { documentId: row.author.documentId, name: row.author.name ?? '', email: row.author.account_email?.toLowerCase() ?? null, avatar: toCmsImage(row.author.avatar) }
		: null
	return {
		id: row.public_id ?? row.id,
		documentId: row.documentId,
		title: row.title,
		slug: row.slug ?? String(row.public_id ?? row.id),
		summary: row.summary ?? '',
		cover: cover ?? placeholderCover({ title: row.title, tags, seed: row.documentId }),
		coverId: cover ? (row.cover?.id ?? null) : null,
		body: row.body ?? [],
		author,
		authorName: author?.name ?? '',
		tags,
		status: row.review_status,
		reviewNote: row.review_note ?? '',
		publishedDate: row.published_date ?? null,
		updatedAt: row.updatedAt,
	}
}

/** Published articles, newest first, one page of them. */
export async function listPublishedArticles(page: number, pageSize: number) {
	const response = await getCms().get<StrapiList<StrapiArticle>>('articles', {
		'filters[review_status][$eq]': 'published',
		sort: 'published_date:desc',
		'pagination[page]': page,
		'pagination[pageSize]': pageSize,
		...populate,
	})
	return { articles: (response?.data ?? []).map(toArticle), total: response?.meta.pagination.total ?? 0 }
}

/** Every published article, newest first (the feed), bounded. */
export async function listAllPublishedArticles(limit = 100) {
	return (await listPublishedArticles(1, limit)).articles
}

/** One author's published articles (by the e-mail of their account), newest first: their public profile lists them. */
export async function listPublishedArticlesByAuthor(authorEmail: string, limit = 6) {
	const response = await getCms().get<StrapiList<StrapiArticle>>('articles', {
		'filters[review_status][$eq]': 'published',
		'filters[author][account_email][$eqi]': authorEmail,
		sort: 'published_date:desc',
		'pagination[pageSize]': limit,
		...populate,
	})
	return (response?.data ?? []).map(toArticle)
}

/** A published article by its public number, or null. */
export async function getPublishedArticle(id: number) {
	const response = await getCms().get<StrapiList<StrapiArticle>>('articles', {
		'filters[public_id][$eq]': id,
		'filters[review_status][$eq]': 'published',
		...populate,
	})
	const row = response?.data[0]
	return row ? toArticle(row) : null
}

/** Articles for the editor: one author's (by the e-mail of their account), or (admins) everyone's, optionally of one status. Never cached. */
export async function listArticlesForEditor(filter: { authorEmail?: string; status?: ArticleStatus }) {
	const cms = getCms()
	cms.invalidate('articles')
	const query: Record<string, string | number> = { sort: 'updatedAt:desc', 'pagination[pageSize]': 100, ...populate }
	if (filter.authorEmail !== undefined) query['filters[author][account_email][$eqi]'] = filter.authorEmail
	if (filter.status) query['filters[review_status][$eq]'] = filter.status
	const response = await cms.get<StrapiList<StrapiArticle>>('articles', query)
	return (response?.data ?? []).map(toArticle)
}

/** Any article by its public number, whatever its status (the editor checks who may see it). Never cached. */
export async function getArticleForEditor(id: number) {
	const cms = getCms()
	cms.invalidate('articles')
	const response = await cms.get<StrapiList<StrapiArticle>>('articles', { 'filters[public_id][$eq]': id, ...populate })
	const row = response?.data[0]
	return row ? toArticle(row) : null
}

/** Any article by document id, for a signed preview link. Never cached. */
export async function getArticleByDocumentId(documentId: string) {
	const cms = getCms()
	cms.invalidate(`articles/${documentId}`)
	const response = await cms.get<{ data: StrapiArticle }>(`articles/${documentId}`, populate)
	return response?.data ? toArticle(response.data) : null
}

export type ArticleInput = {
	title: string
	summary: string
	body: BlocksContent
	tags: string[]
	/** A media-library file id; undefined keeps the current cover, null removes it. */
	cover?: number | null
}

const slugify = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/(^-|-$)/g, '')
		.slice(0, 80)

type StrapiDocument = { documentId: string }

/** The Author entry of a site account (matched by e-mail), created on the account's first article. */
async function authorFor(account: { email: string; name: string }): Promise<string> {
	const cms = getCms()
	const email = account.email.toLowerCase()
	const found = await cms.get<StrapiList<StrapiDocument>>('authors', { 'filters[account_email][$eqi]': email, 'fields[0]': 'documentId' })
	if (found?.data[0]) return found.data[0].documentId
	const created = await cms.write<{ data: StrapiDocument }>('POST', 'authors', { data: { name: account.name, account_email: email } })
	if (!created) throw new Error('The CMS returned no author')
	return created.data.documentId
}

/** Tag entries for the names, created when new. */
async function tagsFor(names: string[]): Promise<string[]> {
	const cms = getCms()
	cms.invalidate('tags')
	const ids: string[] = []
	for (const name of names) {
		const found = await cms.get<StrapiList<StrapiDocument>>('tags', { 'filters[name][$eqi]': name, 'fields[0]': 'documentId' })
		const id = found?.data[0]?.documentId ?? (await cms.write<{ data: StrapiDocument }>('POST', 'tags', { data: { name } }))?.data.documentId
		if (id) ids.push(id)
	}
	return ids
}

function articleData(input: ArticleInput) {
	return { title: input.title, summary: input.summary, body: input.body, ...(input.cover !== undefined ? { cover: input.cover } : {}) }
}

export async function createArticle(input: ArticleInput, account: { email: string; name: string }) {
	const response = await getCms().write<{ data: StrapiArticle }>('POST', 'articles', {
		data: {
			...articleData(input),
			slug: `${slugify(input.title)}-${Date.now().toString(36)}`,
			tags: await tagsFor(input.tags),
			author: await authorFor(account),
			review_status: 'draft',
		},
	})
	if (!response) throw new Error('The CMS returned no article')
	return (await getArticleByDocumentId(response.data.documentId)) ?? toArticle(response.data)
}

export async function updateArticle(documentId: string, input: ArticleInput) {
	await getCms().write('PUT', `articles/${documentId}`, { data: { ...articleData(input), tags: await tagsFor(input.tags) } })
}

/**
 * Moves an article to another review status; a note says why it went back to
 * its author. The CMS dates an article when it is first published, whoever
 * publishes it (cms/src/articles/published-date.ts).
 */
export async function setArticleStatus(article: AuthorArticle, status: ArticleStatus, note = '') {
	await getCms().write('PUT', `articles/${article.documentId}`, { data: { review_status: status, review_note: note } })
}

export async function deleteArticle(documentId: string) {
	await getCms().write('DELETE', `articles/${documentId}`)
}
