import { z } from 'zod'
import type { Route } from './+types/ai-articles.search'
import { searchAiArticles, toApiArticle } from '#app/modules/articles/ai-articles.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({
		pageSize: z.number({ error: 'pageSize must be a number' }).int().min(1).max(100),
		currentVal: z.number({ error: 'currentVal must be a number' }).int().min(1).max(10_000),
		searchVal: z.string({ error: 'searchVal must be a string' }).max(200).default(''),
	}),
	async handle({ pageSize, currentVal, searchVal }) {
		try {
			const page = await searchAiArticles({ page: currentVal, pageSize, keyword: searchVal })
			return reply({ data: page.data.map(toApiArticle), totalCount: page.totalCount })
		} catch (error) {
			if (error instanceof CmsUnavailableError) return reply('Articles are unavailable right now. Please try again later.', 503)
			throw error
		}
	},
})

const openapi: ApiDescription = {
	path: '/api/ai_articles/search',
	tag: 'Articles',
	summary: 'Search the AI-written articles, one page at a time',
	schema: handle.schema,
	example: { pageSize: 10, currentVal: 1, searchVal: 'fibre' },
	responses: { 200: '{ data: articles[], totalCount }', 400: 'Invalid body (message)', 503: 'Articles unavailable right now (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
