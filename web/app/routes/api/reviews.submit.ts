import { z } from 'zod'
import type { Route } from './+types/reviews.submit'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, ApiError, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { reviewSchema } from '#app/modules/reviews/review-form.ts'
import { problemMessages, problemStatus, submitReview } from '#app/modules/reviews/review-writing.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = reviewSchema.extend({ token: z.string({ error: 'token is required: the t of the mailed review link' }).max(200, { error: 'token is not a review link' }) })

const handle = apiAction({
	schema,
	async handle({ token, ...review }) {
		const outcome = await submitReview(token, review)
		if (!outcome.ok) throw new ApiError(problemStatus[outcome.problem], problemMessages[outcome.problem])
		return reply({ id: outcome.id }, outcome.status)
	},
})

const openapi: ApiDescription = {
	path: '/api/reviews/submit',
	tag: 'Reviews',
	summary:
		'Writes the review of a visit that took place, with the token (t) of the link mailed after it; the same token edits it within 14 days of writing. There is no other way to write a review.',
	schema: handle.schema as z.ZodType,
	example: { token: '123.signature', rating: 5, recommend: true, text: 'Practical advice and no judgement.', display: 'name' },
	responses: {
		200: 'The review was edited ({id})',
		201: 'The review was written ({id})',
		400: 'A field to correct (message)',
		403: 'The token is not a review link, or the visit is the dietitian’s own (message)',
		409: 'The visit was cancelled or did not take place, the 14 days to edit have passed, or the review was hidden (message)',
		410: 'The link’s 60 days have passed (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
