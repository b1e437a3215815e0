import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { getCms } from '#app/modules/cms/cms.server.ts'

/** An AI article in the shape of spec §3 (plus slug). */
export type AiArticle = {
	id: number
	slug: string
	title: string
	avatar: string
	author: string
	img_url: string
	contents: BlocksContent
	sub_content: string
	created_at: string
}

export type StrapiAiArticle = {
	id: number
	slug?: string | null
	title: string
	avatar?: string | null
	author?: string | null
	img_url?: string | null
	contents?: BlocksContent | null
	sub_content?: string | null
	written_at: string
}

type StrapiList<T> = { data: T[]; meta: { pagination: { total: number } } }

export function toAiArticle(row: StrapiAiArticle): AiArticle {
	return {
		id: row.id,
		slug: row.slug ?? String(row.id),
		title: row.title,
		avatar: row.avatar ?? '',
		author: row.author ?? '',
		img_url: row.img_url ?? '',
		contents: row.contents ?? [],
		sub_content: row.sub_content ?? '',
		created_at: row.written_at,
	}
}

export type AiArticlePage = { data: AiArticle[]; totalCount: number }

/**
 * Spec §4 AI blog list: published articles, newest first, one page of them;
 * the keyword (case-insensitive) matches the title, the summary or the author.
 */
export async function searchAiArticles(input: { page: number; pageSize: number; keyword: string }): Promise<AiArticlePage> {
	const keyword = input.keyword.trim()
	const query: Record<string, string | number> = {
		'pagination[page]': input.page,
		'pagination[pageSize]': input.pageSize,
		sort: 'written_at:desc',
	}
	if (keyword) {
		query['filters[$or][0][title][$containsi]'] = keyword
		query['filters[$or][1][sub_content][$containsi]'] = keyword
		query['filters[$or][2][author][$containsi]'] = keyword
	}
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', query)
	return { data: (response?.data ?? []).map(toAiArticle), totalCount: response?.meta.pagination.total ?? 0 }
}

/** One published AI article by its numeric id (spec §3), or null. */
export async function getAiArticle(id: number): Promise<AiArticle | null> {
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', { 'filters[id][$eq]': id })
	const row = response?.data[0]
	return row ? toAiArticle(row) : null
}

/** The newest published AI articles, for the home page. */
export async function latestAiArticles(limit: number): Promise<AiArticle[]> {
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', {
		'pagination[pageSize]': limit,
		'pagination[page]': 1,
		sort: 'written_at:desc',
	})
	return (response?.data ?? []).map(toAiArticle)
}

/** An AI article for the admin editor: drafts included, with its document id and state. */
export type EditableAiArticle = AiArticle & { documentId: string; published: boolean }

type StrapiEditable = StrapiAiArticle & { documentId: string; publishedAt: string | null }

/** Every AI article (drafts too) for the admin list, newest first. Never cached. */
export async function listAiArticlesForEditor(): Promise<EditableAiArticle[]> {
	const cms = getCms()
	cms.invalidate('ai-articles')
	const [drafts, published] = await Promise.all([
		cms.get<StrapiList<StrapiEditable>>('ai-articles', { status: 'draft', sort: 'written_at:desc', 'pagination[pageSize]': 100 }),
		cms.get<StrapiList<StrapiEditable>>('ai-articles', { status: 'published', 'fields[0]': 'documentId', 'pagination[pageSize]': 100 }),
	])
	const live = new Set((published?.data ?? []).map((row) => row.documentId))
	return (drafts?.data ?? []).map((row) => ({ ...toAiArticle(row), documentId: row.documentId, published: live.has(row.documentId) }))
}

export async function getAiArticleForEditor(documentId: string): Promise<EditableAiArticle | null> {
	return (await listAiArticlesForEditor()).find((article) => article.documentId === documentId) ?? null
}

export type AiArticleInput = { title: string; author: string; avatar: string; img_url: string; sub_content: string; contents: BlocksContent }

/** Saves the draft; a published article gets the change published too. */
export async function updateAiArticle(article: EditableAiArticle, input: AiArticleInput) {
	const cms = getCms()
	await cms.write('PUT', `ai-articles/${article.documentId}`, { data: input })
	if (article.published) await cms.write('POST', `ai-articles/${article.documentId}/publish`)
}

export async function setAiArticlePublished(documentId: string, published: boolean) {
	await getCms().write('POST', `ai-articles/${documentId}/${published ? 'publish' : 'unpublish'}`)
}

export async function deleteAiArticle(documentId: string) {
	await getCms().write('DELETE', `ai-articles/${documentId}`)
}
