import crypto from 'node:crypto'
import { reviewEventSchema } from '#app/modules/articles/review-notices.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { countWebhook } from '#app/modules/metrics/metrics.server.ts'
import { announceCmsChange } from './cache-broadcast.server.ts'

// Strapi model names and the REST paths the web caches them under; every locale's copy (`?locale=es`) is under the same
// path, so a change in one language drops them all (an English page may be standing in for a missing Spanish one).
const pathsByModel: Record<string, string> = {
	'ai-article': 'ai-articles',
	article: 'articles',
	'about-page': 'about-page',
	'terms-page': 'terms-page',
	'privacy-page': 'privacy-page',
}

function secretMatches(given: string | null) {
	const expected = getEnv().CMS_WEBHOOK_SECRET
	if (!expected || !given) return false
	const a = Buffer.from(given)
	const b = Buffer.from(expected)
	return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/**
 * Strapi's content webhook: drops the cached reads of the changed model (all of
 * them for a model we do not know) in every web process, and for an author
 * article's review change (`article.review`) queues the mails it calls for.
 * 401 without the shared secret.
 */
export async function handleContentWebhook(request: Request): Promise<Response> {
	if (!secretMatches(request.headers.get('x-webhook-secret'))) {
		countWebhook('strapi', 'rejected')
		return new Response('Unauthorized', { status: 401 })
	}
	const payload = (await request.json().catch(() => null)) as { model?: unknown; event?: unknown } | null
	if (payload?.event === 'article.review') {
		const review = reviewEventSchema.safeParse(payload)
		if (!review.success) {
			countWebhook('strapi', 'rejected')
			return new Response('Not a review event this site can read', { status: 400 })
		}
		// A job, so a mail provider that is briefly away delays the mails instead of losing them (Strapi does not retry webhooks).
		await enqueueJob('article-review-mail', review.data)
	}
	const path = typeof payload?.model === 'string' ? pathsByModel[payload.model] : undefined
	await announceCmsChange(path)
	countWebhook('strapi', 'applied')
	return new Response(null, { status: 204 })
}
