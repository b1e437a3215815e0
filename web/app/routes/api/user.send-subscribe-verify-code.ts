import { z } from 'zod'
import type { Route } from './+types/user.send-subscribe-verify-code'
import { messages } from '#app/messages.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { requestSubscription } from '#app/modules/newsletter/subscriptions.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ email: emailSchema }),
	rateLimit: { action: 'newsletter-subscribe', emailOf: (body) => body.email },
	async handle({ email }) {
		await requestSubscription(email)
		return reply(messages.success, 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
