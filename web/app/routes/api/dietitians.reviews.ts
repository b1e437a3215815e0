import { z } from 'zod'
import type { Route } from './+types/dietitians.reviews'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { isListed, reviewSummary, shownReviews } from '#app/modules/reviews/profile-reviews.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = z.strictObject(
	{
		dietitian_id: z.number({ error: 'dietitian_id must be the id of a listed dietitian' }).int({ error: 'dietitian_id must be a whole number' }).positive({ error: 'dietitian_id must be a whole number' }),
		searchStart: z.number({ error: 'searchStart must be a whole number from 0' }).int({ error: 'searchStart must be a whole number from 0' }).min(0, { error: 'searchStart must be a whole number from 0' }).max(100_000, { error: 'searchStart is at most 100000' }).default(0),
		searchCount: z.number({ error: 'searchCount must be a whole number from 1 to 50' }).int({ error: 'searchCount must be a whole number from 1 to 50' }).min(1, { error: 'searchCount must be a whole number from 1 to 50' }).max(50, { error: 'searchCount must be a whole number from 1 to 50' }).default(10),
	},
	{ error: 'Send a JSON object: {dietitian_id, searchStart?, searchCount?}' },
)

const handle = apiAction({
	schema,
	async handle({ dietitian_id, searchStart, searchCount }) {
		if (!(await isListed(dietitian_id))) return reply('No listed dietitian has this id', 404)
		const summary = await reviewSummary(dietitian_id)
		const data = await shownReviews(dietitian_id, searchStart, searchCount)
		return reply({ data: data.map(({ created_at: _, ...review }) => review), ...summary }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/reviews',
	tag: 'Reviews',
	summary:
		'The shown reviews of a listed dietitian, newest first, each from a visit that took place: visit_month is the month only, display_name is null for "A client", reply is the dietitian’s public answer; average (one decimal) is null under 3 reviews',
	schema: handle.schema,
	example: { dietitian_id: 12, searchStart: 0, searchCount: 10 },
	responses: {
		200: '{data: [{id, rating, recommend, text, display_name, visit_month, kind, reply}], totalCount, average, distribution}',
		400: 'A field to correct (message)',
		404: 'No listed dietitian has this id (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
