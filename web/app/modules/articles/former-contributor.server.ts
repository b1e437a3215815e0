import { getCms } from '#app/modules/cms/cms.server.ts'
import { listArticlesForEditor } from './author-articles.server.ts'

/** The byline a deleted account's published articles keep (issue 48; docs/decisions/129). */
export const formerContributor = 'A former contributor'

type StrapiList<T> = { data: T[] }

/**
 * A dietitian deletes their account: their published articles stay, signed "A former contributor" (no name,
 * photo, bio or e-mail: a new account with the same address does not get them back); drafts and articles in
 * review are deleted. Runs before the account goes: when the CMS does not answer, nothing is deleted at all.
 * Returns how many articles stay and how many were deleted.
 */
export async function retireAuthor(email: string): Promise<{ kept: number; deleted: number }> {
	const cms = getCms()
	const articles = await listArticlesForEditor({ authorEmail: email })
	const unpublished = articles.filter((article) => article.status !== 'published')
	for (const article of unpublished) await cms.write('DELETE', `articles/${article.documentId}`)
	cms.invalidate('authors')
	const authors = await cms.get<StrapiList<{ documentId: string }>>('authors', { 'filters[account_email][$eqi]': email.toLowerCase(), 'fields[0]': 'documentId' })
	for (const author of authors?.data ?? []) {
		await cms.write('PUT', `authors/${author.documentId}`, { data: { name: formerContributor, account_email: null, bio: null, avatar: null } })
	}
	return { kept: articles.length - unpublished.length, deleted: unpublished.length }
}
