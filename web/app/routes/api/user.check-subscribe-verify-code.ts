import { z } from 'zod'
import type { Route } from './+types/user.check-subscribe-verify-code'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { codeSchema, emailSchema } from '#app/modules/auth/validation.ts'
import { confirmSubscription } from '#app/modules/newsletter/subscriptions.server.ts'
import { sourcePageSchema } from '#app/modules/newsletter/source-page.ts'
import { codeProblem } from '#app/modules/newsletter/code-problem.ts'
import { messages } from '#app/messages.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ email: emailSchema, verifyCode: codeSchema, source: sourcePageSchema.optional() }),
	rateLimit: { action: 'newsletter-verify', emailOf: (body) => body.email },
	async handle({ email, verifyCode, source }) {
		const result = await confirmSubscription(email, verifyCode, source ?? null)
		if (!result.ok) return reply(codeProblem(result.reason), 202)
		return reply(messages.ok, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/check-subscribe-verify-code',
	tag: 'Newsletter',
	summary: 'Confirm a newsletter subscription with its code',
	schema: handle.schema,
	example: { email: 'reader@example.com', verifyCode: 12345, source: '/home' },
	responses: { 200: 'Subscribed (message)', 202: 'Wrong or expired code (message)', 400: 'Invalid body (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
