import { z } from 'zod'
import type { Route } from './+types/user.reviews'
import { messages } from '#app/messages.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, ApiError, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { ownReviews, replyToReview, reportReview } from '#app/modules/reviews/dietitian-reviews.server.ts'
import { replySchema, reportMessages, reportSchema } from '#app/modules/reviews/dietitian-review-forms.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = z.strictObject(
	{ reply: replySchema.optional(), report: reportSchema.optional() },
	{ error: 'Send {} for your reviews, {"reply": {id, text}} to answer one, or {"report": {id, reason}} to report one' },
).refine((body) => !(body.reply && body.report), { error: 'Send reply or report, not both' })

const handle = apiAction({
	schema,
	async handle(input, { request }) {
		const user = await userFromSessionToken(bearerToken(request))
		if (!user) throw new ApiError(401, messages.unauthorized)
		if (!user.verified) throw new ApiError(403, 'Verify your e-mail address first: until then the account is not signed in.')
		if (input.reply && (await replyToReview(user.id, input.reply.id, input.reply.text)) === 'not-found') throw new ApiError(404, reportMessages['not-found'])
		if (input.report) {
			const outcome = await reportReview(user.id, input.report.id, input.report.reason)
			if (outcome !== 'reported') throw new ApiError(outcome === 'not-found' ? 404 : 409, reportMessages[outcome])
		}
		return reply({ data: await ownReviews(user.id) }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/reviews',
	tag: 'Reviews',
	summary:
		'The signed-in dietitian’s reviews (hidden ones marked), newest first. {"reply": {id, text}} writes the public answer of one (again: edits it; an empty text removes it); {"report": {id, reason}} reports one to our team (not-a-client, health-details, hateful, spam). A dietitian cannot delete or hide a review.',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: { reply: { id: 41, text: 'Thank you, it was a pleasure working with you.' } },
	responses: {
		200: '{data: [{id, rating, recommend, text, display_name, visit_month, kind, reply, reported, hidden}]}',
		400: 'A field to correct (message)',
		401: 'No live session (message)',
		403: 'The account’s e-mail address is not verified yet (message)',
		404: 'No such review of yours (message)',
		409: 'The review is already reported and waits for our team (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
