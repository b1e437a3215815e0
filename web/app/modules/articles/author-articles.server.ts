import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { getCms } from '#app/modules/cms/cms.server.ts'

export type ArticleStatus = 'draft' | 'in_review' | 'published'

/** An Authors Digest article, as the web uses it. */
export type AuthorArticle = {
	id: number
	documentId: string
	title: string
	slug: string
	summary: string
	coverUrl: string
	body: BlocksContent
	authorUserId: number | null
	authorName: string
	authorAvatarUrl: string
	tags: string[]
	status: ArticleStatus
	publishedDate: string | null
	updatedAt: string
}

type StrapiArticle = {
	id: number
	documentId: string
	title: string
	slug?: string | null
	summary?: string | null
	cover_url?: string | null
	body?: BlocksContent | null
	author_user_id?: number | null
	author_name?: string | null
	author_avatar_url?: string | null
	tags?: unknown
	status: ArticleStatus
	published_date?: string | null
	updatedAt: string
}

type StrapiList<T> = { data: T[]; meta: { pagination: { total: number } } }

function toArticle(row: StrapiArticle): AuthorArticle {
	return {
		id: row.id,
		documentId: row.documentId,
		title: row.title,
		slug: row.slug ?? String(row.id),
		summary: row.summary ?? '',
		coverUrl: row.cover_url ?? '',
		body: row.body ?? [],
		authorUserId: row.author_user_id ?? null,
		authorName: row.author_name ?? '',
		authorAvatarUrl: row.author_avatar_url ?? '',
		tags: Array.isArray(row.tags) ? row.tags.filter((t): t is string => typeof t === 'string') : [],
		status: row.status,
		publishedDate: row.published_date ?? null,
		updatedAt: row.updatedAt,
	}
}

/** Published articles, newest first, one page of them. */
export async function listPublishedArticles(page: number, pageSize: number) {
	const response = await getCms().get<StrapiList<StrapiArticle>>('articles', {
		'filters[status][$eq]': 'published',
		sort: 'published_date:desc',
		'pagination[page]': page,
		'pagination[pageSize]': pageSize,
	})
	return { articles: (response?.data ?? []).map(toArticle), total: response?.meta.pagination.total ?? 0 }
}

/** Every published article, newest first (feed and sitemap), bounded. */
export async function listAllPublishedArticles(limit = 100) {
	return (await listPublishedArticles(1, limit)).articles
}

/** A published article by numeric id, or null. */
export async function getPublishedArticle(id: number) {
	const response = await getCms().get<StrapiList<StrapiArticle>>('articles', {
		'filters[id][$eq]': id,
		'filters[status][$eq]': 'published',
	})
	const row = response?.data[0]
	return row ? toArticle(row) : null
}

/** Articles for the editor: one author's, or (admins) everyone's, optionally of one status. Never cached. */
export async function listArticlesForEditor(filter: { authorUserId?: number; status?: ArticleStatus }) {
	const cms = getCms()
	cms.invalidate('articles')
	const query: Record<string, string | number> = { sort: 'updatedAt:desc', 'pagination[pageSize]': 100 }
	if (filter.authorUserId !== undefined) query['filters[author_user_id][$eq]'] = filter.authorUserId
	if (filter.status) query['filters[status][$eq]'] = filter.status
	const response = await cms.get<StrapiList<StrapiArticle>>('articles', query)
	return (response?.data ?? []).map(toArticle)
}

/** Any article by numeric id, whatever its status (the editor checks who may see it). */
export async function getArticleForEditor(id: number) {
	const cms = getCms()
	cms.invalidate('articles')
	const response = await cms.get<StrapiList<StrapiArticle>>('articles', { 'filters[id][$eq]': id })
	const row = response?.data[0]
	return row ? toArticle(row) : null
}

export type ArticleInput = {
	title: string
	summary: string
	coverUrl: string
	body: BlocksContent
	tags: string[]
}

const slugify = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/(^-|-$)/g, '')
		.slice(0, 80)

export async function createArticle(input: ArticleInput, author: { userId: number; name: string }) {
	const response = await getCms().write<{ data: StrapiArticle }>('POST', 'articles', {
		data: {
			title: input.title,
			slug: `${slugify(input.title)}-${Date.now().toString(36)}`,
			summary: input.summary,
			cover_url: input.coverUrl,
			body: input.body,
			tags: input.tags,
			author_user_id: author.userId,
			author_name: author.name,
			status: 'draft',
		},
	})
	if (!response) throw new Error('The CMS returned no article')
	return toArticle(response.data)
}

export async function updateArticle(documentId: string, input: ArticleInput) {
	await getCms().write('PUT', `articles/${documentId}`, {
		data: { title: input.title, summary: input.summary, cover_url: input.coverUrl, body: input.body, tags: input.tags },
	})
}

export async function setArticleStatus(article: AuthorArticle, status: ArticleStatus) {
	await getCms().write('PUT', `articles/${article.documentId}`, {
		data: { status, published_date: status === 'published' ? (article.publishedDate ?? new Date().toISOString()) : null },
	})
}

export async function deleteArticle(documentId: string) {
	await getCms().write('DELETE', `articles/${documentId}`)
}
