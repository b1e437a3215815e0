import { z } from 'zod'
import type { Route } from './+types/ai-articles.get-by-id'
import { getAiArticle, toApiArticle } from '#app/modules/articles/ai-articles.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	// Spec §7 sends a number; a numeric string (the id read from a path) is accepted too.
	schema: z.object({
		id: z
			.union([z.number(), z.string().regex(/^\d+$/, 'id must be a number')], { error: 'id must be a number' })
			.transform(Number)
			.pipe(z.number().int().positive().max(2_147_483_647)),
	}),
	async handle({ id }) {
		try {
			const article = await getAiArticle(id)
			if (!article) return reply('Article not found', 404)
			return reply(toApiArticle(article))
		} catch (error) {
			if (error instanceof CmsUnavailableError) return reply('Articles are unavailable right now. Please try again later.', 503)
			throw error
		}
	},
})

const openapi: ApiDescription = {
	path: '/api/ai_articles/get-by-id',
	tag: 'Articles',
	summary: 'One AI-written article by its number',
	schema: handle.schema,
	example: { id: 42 },
	responses: { 200: 'The article', 400: 'Invalid body (message)', 404: 'No such article (message)', 503: 'Articles unavailable right now (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
