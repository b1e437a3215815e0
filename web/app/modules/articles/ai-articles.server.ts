import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { getCms } from '#app/modules/cms/cms.server.ts'
import { toCmsImage, type CmsImage, type StrapiMedia } from '#app/modules/cms/media.ts'
import { placeholderCover } from './cover-art.ts'

/** An AI article as the pages show it: a cover (or a generated one), the persona's avatar, and who reviewed it. */
export type AiArticleView = {
	/** The permanent public number (the CMS's public_id), in every URL and as the API's id. */
	id: number
	documentId: string
	slug: string
	title: string
	author: string
	avatar: CmsImage | null
	cover: CmsImage
	hasCover: boolean
	contents: BlocksContent
	sub_content: string
	created_at: string
	reviewedBy: string | null
}

/** An AI article in the shape of spec §3 (plus slug): what the ai_articles API answers. */
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

type StrapiAiArticle = {
	id: number
	documentId: string
	public_id: number | null
	slug?: string | null
	title: string
	author?: string | null
	avatar?: StrapiMedia | null
	cover?: StrapiMedia | null
	contents?: BlocksContent | null
	sub_content?: string | null
	written_at: string
	reviewer?: { name?: string | null } | null
	publishedAt?: string | null
}

type StrapiList<T> = { data: T[]; meta: { pagination: { total: number } } }

const populate = {
	'populate[cover]': 'true',
	'populate[avatar]': 'true',
	'populate[reviewer][fields][0]': 'name',
}

export function toAiArticleView(row: StrapiAiArticle): AiArticleView {
	const cover = toCmsImage(row.cover)
	return {
		id: row.public_id ?? row.id,
		documentId: row.documentId,
		slug: row.slug ?? String(row.public_id ?? row.id),
		title: row.title,
		author: row.author ?? '',
		avatar: toCmsImage(row.avatar),
		cover: cover ?? placeholderCover({ title: row.title, tags: [], seed: row.documentId }),
		hasCover: cover !== null,
		contents: row.contents ?? [],
		sub_content: row.sub_content ?? '',
		created_at: row.written_at,
		reviewedBy: row.reviewer?.name?.trim() || null,
	}
}

/** The spec §3 shape of an article, for the JSON API. */
export function toApiArticle(view: AiArticleView): AiArticle {
	return {
		id: view.id,
		slug: view.slug,
		title: view.title,
		avatar: view.avatar?.url ?? '',
		author: view.author,
		img_url: view.cover.url,
		contents: view.contents,
		sub_content: view.sub_content,
		created_at: view.created_at,
	}
}

export type AiArticlePage = { data: AiArticleView[]; totalCount: number }

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
		...populate,
	}
	if (keyword) {
		query['filters[$or][0][title][$containsi]'] = keyword
		query['filters[$or][1][sub_content][$containsi]'] = keyword
		query['filters[$or][2][author][$containsi]'] = keyword
	}
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', query)
	return { data: (response?.data ?? []).map(toAiArticleView), totalCount: response?.meta.pagination.total ?? 0 }
}

/** One published AI article by its public number (spec §3 id), or null. */
export async function getAiArticle(id: number): Promise<AiArticleView | null> {
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', { 'filters[public_id][$eq]': id, ...populate })
	const row = response?.data[0]
	return row ? toAiArticleView(row) : null
}

/** The current draft of an AI article by document id, for a signed preview link. Never cached. */
export async function getAiArticleDraft(documentId: string): Promise<AiArticleView | null> {
	const cms = getCms()
	cms.invalidate(`ai-articles/${documentId}`)
	const response = await cms.get<{ data: StrapiAiArticle }>(`ai-articles/${documentId}`, { status: 'draft', ...populate })
	return response?.data ? toAiArticleView(response.data) : null
}

/** The newest published AI articles, for the home page. */
export async function latestAiArticles(limit: number): Promise<AiArticleView[]> {
	const response = await getCms().get<StrapiList<StrapiAiArticle>>('ai-articles', {
		'pagination[pageSize]': limit,
		'pagination[page]': 1,
		sort: 'written_at:desc',
		...populate,
	})
	return (response?.data ?? []).map(toAiArticleView)
}

/** An AI article for the admin editor: drafts included, with its document id and state. */
export type EditableAiArticle = AiArticleView & { published: boolean; updatedAt: string }

type StrapiEditable = StrapiAiArticle & { updatedAt: string }

/** Every AI article (drafts too) for the admin list, newest first. Never cached. */
export async function listAiArticlesForEditor(): Promise<EditableAiArticle[]> {
	const cms = getCms()
	cms.invalidate('ai-articles')
	const [drafts, published] = await Promise.all([
		cms.get<StrapiList<StrapiEditable>>('ai-articles', { status: 'draft', sort: 'written_at:desc', 'pagination[pageSize]': 100, ...populate }),
		cms.get<StrapiList<StrapiEditable>>('ai-articles', { status: 'published', 'fields[0]': 'documentId', 'pagination[pageSize]': 100 }),
	])
	const live = new Set((published?.data ?? []).map((row) => row.documentId))
	return (drafts?.data ?? []).map((row) => ({ ...toAiArticleView(row), published: live.has(row.documentId), updatedAt: row.updatedAt }))
}

export async function getAiArticleForEditor(documentId: string): Promise<EditableAiArticle | null> {
	return (await listAiArticlesForEditor()).find((article) => article.documentId === documentId) ?? null
}

export type AiArticleInput = { title: string; author: string; sub_content: string; contents: BlocksContent; cover?: number | null }

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
