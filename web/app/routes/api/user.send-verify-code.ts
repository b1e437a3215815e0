import { z } from 'zod'
import type { Route } from './+types/user.send-verify-code'
import { messages } from '#app/messages.ts'
import { requestPasswordReset } from '#app/modules/accounts/password-reset.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
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

const openapi: ApiDescription = {
	path: '/api/user/send-verify-code',
	tag: 'Accounts',
	summary: 'E-mail a 6-digit password-reset code',
	schema: handle.schema,
	example: { email: 'dana.rivera@example.com' },
	responses: { 200: 'Sent if the account exists (message)', 400: 'Invalid body (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
