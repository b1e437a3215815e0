import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getAiArticleDraft, type AiArticleView } from './ai-articles.server.ts'
import { getArticleByDocumentId, type AuthorArticle } from './author-articles.server.ts'
import { verifyPreviewToken } from './preview-token.server.ts'

type PreviewBody =
	| { state: 'ok'; kind: 'article'; article: AuthorArticle; expiresAt: string }
	| { state: 'ok'; kind: 'ai-article'; aiArticle: AiArticleView; expiresAt: string }
	| { state: 'invalid' }
	| { state: 'unavailable' }

/** Where editors open the CMS admin: its preview panel shows the draft in a frame. */
function cmsOrigins() {
	const env = getEnv()
	const origins = new Set<string>()
	for (const address of [env.STRAPI_URL, env.CMS_PUBLIC_URL]) {
		if (!address) continue
		const url = new URL(address)
		origins.add(url.origin)
		// npm start prints the admin at localhost while the web reaches Strapi at 127.0.0.1.
		if (url.hostname === '127.0.0.1') origins.add(url.origin.replace('127.0.0.1', 'localhost'))
	}
	return [...origins].join(' ')
}

/**
 * A draft shown through a signed, expiring link from the CMS's preview button.
 * Never cached or indexed, and framed only by the CMS admin.
 */
export async function loadPreview(token: string | null): Promise<{ status: number; headers: Headers; body: PreviewBody }> {
	const headers = new Headers({
		'cache-control': 'private, no-store',
		'x-robots-tag': 'noindex, nofollow',
		'referrer-policy': 'no-referrer',
		'content-security-policy': `frame-ancestors 'self' ${cmsOrigins()}`,
	})
	const target = verifyPreviewToken(token, getEnv().PREVIEW_SECRET)
	if (!target) return { status: 403, headers, body: { state: 'invalid' } }
	const expiresAt = target.expiresAt.toISOString()
	try {
		if (target.kind === 'ai-article') {
			const aiArticle = await getAiArticleDraft(target.documentId)
			return aiArticle ? { status: 200, headers, body: { state: 'ok', kind: 'ai-article', aiArticle, expiresAt } } : { status: 404, headers, body: { state: 'invalid' } }
		}
		const article = await getArticleByDocumentId(target.documentId)
		return article ? { status: 200, headers, body: { state: 'ok', kind: 'article', article, expiresAt } } : { status: 404, headers, body: { state: 'invalid' } }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		return { status: 503, headers, body: { state: 'unavailable' } }
	}
}
