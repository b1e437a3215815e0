import type { Route } from './+types/dietitians.search'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: searchQuerySchema,
	async handle(query) {
		const outcome = await searchDietitians(query)
		if (outcome.status === 'unknown-place') return reply(outcome.message, 400)
		if (outcome.status === 'ambiguous-city') return reply(`${outcome.message} Send searchState: ${outcome.states.join(', ')}.`, 400)
		return reply({ data: outcome.data, totalCount: outcome.totalCount }, 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
