import { z } from 'zod'
import type { Route } from './+types/user.register'
import { messages } from '#app/messages.ts'
import { registerAccount } from '#app/modules/accounts/registration.server.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { emailSchema, nameSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({
		first_name: nameSchema('First name'),
		last_name: nameSchema('Last name'),
		email: emailSchema,
		password: passwordSchema,
	}),
	rateLimit: { action: 'register', emailOf: (body) => body.email },
	async handle(body) {
		const result = await registerAccount({
			email: body.email,
			password: body.password,
			firstName: body.first_name,
			lastName: body.last_name,
		})
		if (result.status === 'exists') return reply(messages.userExists, 202)
		if (!result.mailSent) return reply(messages.emailSendError, 203)
		return reply(await issueApiSession(result.user), 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
