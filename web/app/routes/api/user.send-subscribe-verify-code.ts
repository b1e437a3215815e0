import { z } from 'zod'
import type { Route } from './+types/user.send-subscribe-verify-code'
import { locales } from '#app/i18n/locale.ts'
import { messages } from '#app/messages.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { requestSubscription } from '#app/modules/newsletter/subscriptions.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({
		email: emailSchema,
		locale: z.enum(locales).optional().meta({ description: 'The language of the code e-mail, the one of the page the form is on: en (the default) or es.' }),
	}),
	rateLimit: { action: 'newsletter-subscribe', emailOf: (body) => body.email },
	async handle({ email, locale }) {
		await requestSubscription(email, locale)
		return reply(messages.success, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/send-subscribe-verify-code',
	tag: 'Newsletter',
	summary: 'E-mail a code to confirm a newsletter subscription',
	schema: handle.schema,
	example: { email: 'reader@example.com' },
	responses: { 200: 'Sent (message)', 400: 'Invalid body (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
