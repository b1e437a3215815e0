import { z } from 'zod'
import type { Route } from './+types/user.send-verify-code'
import { messages } from '#app/messages.ts'
import { requestPasswordReset } from '#app/modules/accounts/password-reset.server.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ email: emailSchema }),
	rateLimit: { action: 'send-verify-code', emailOf: (body) => body.email },
	async handle({ email }) {
		// The same answer whether or not the e-mail has an account.
		await requestPasswordReset(email)
		return reply(messages.success, 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
