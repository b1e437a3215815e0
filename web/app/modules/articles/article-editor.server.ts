import { data } from 'react-router'
import { CmsRequestError } from '#app/modules/cms/cms-client.server.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import type { ArticleStatus, AuthorArticle } from './author-articles.server.ts'

/**
 * Who may do what in the article editor. Authors write drafts and submit them
 * for review; admins edit anything, publish, unpublish and delete. An author may
 * delete an own draft.
 */
export const isAdmin = (user: UserRow) => user.manageRole === 'admin'

export function canEdit(user: UserRow, article: AuthorArticle) {
	return isAdmin(user) || (article.authorUserId === user.id && article.status !== 'published')
}

export function allowedTransitions(user: UserRow, article: AuthorArticle): ArticleStatus[] {
	if (isAdmin(user)) return (['draft', 'in_review', 'published'] as const).filter((s) => s !== article.status)
	if (article.authorUserId === user.id && article.status === 'draft') return ['in_review']
	if (article.authorUserId === user.id && article.status === 'in_review') return ['draft']
	return []
}

export const canDelete = (user: UserRow, article: AuthorArticle) =>
	isAdmin(user) || (article.authorUserId === user.id && article.status === 'draft')

/** Authors see only their own articles; anything else is a 404, not a hint that it exists. */
export function assertVisible(user: UserRow, article: AuthorArticle | null): AuthorArticle {
	if (!article || (!isAdmin(user) && article.authorUserId !== user.id)) throw data(null, { status: 404 })
	return article
}

/**
 * Runs a CMS write for a form; when Strapi refuses the data (a 4xx), returns
 * its reason for the form instead of failing the request.
 */
export async function cmsWrite<T>(write: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
	try {
		return { ok: true, value: await write() }
	} catch (error) {
		if (!(error instanceof CmsRequestError)) throw error
		const reason = (error.body as { error?: { message?: string } } | null)?.error?.message
		return { ok: false, message: `The CMS refused this article${reason ? `: ${reason}` : ''}.` }
	}
}
