import type { Route } from './+types/dietitians.search'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { ApiError, apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { searchRateLimitWait, tooManySearchesMessage } from '#app/modules/directory/search-rate-limit.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: searchQuerySchema,
	async handle(query, { request, clientIp }) {
		const wait = await searchRateLimitWait(clientIp)
		if (wait > 0) throw new ApiError(429, tooManySearchesMessage(wait), { 'retry-after': String(wait) })
		const outcome = await searchDietitians(query, { shownTo: { userAgent: request.headers.get('user-agent') } })
		if (outcome.status === 'unknown-place') return reply(outcome.message, 400)
		if (outcome.status === 'ambiguous-city') return reply(`${outcome.message} Send searchState: ${outcome.states.join(', ')}.`, 400)
		return reply({ data: outcome.data, totalCount: outcome.totalCount }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/search',
	tag: 'Directory',
	summary: 'Search listed dietitians by ZIP code or city and state',
	schema: handle.schema,
	example: { searchZipCode: '10001', searchCount: 10, searchStart: 0, radius: 25, telehealth: true },
	responses: { 200: '{ data: dietitians[], totalCount }', 400: 'Invalid query, unknown place or ambiguous city (message)', 429: 'Too many searches from this address (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
