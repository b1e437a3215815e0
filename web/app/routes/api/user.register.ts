import { z } from 'zod'
import type { Route } from './+types/user.register'
import { locales } from '#app/i18n/locale.ts'
import { messages } from '#app/messages.ts'
import { registerAccount } from '#app/modules/accounts/registration.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { emailSchema, nameSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: withPasswordPolicy(
		z.object({
			first_name: nameSchema('First name'),
			last_name: nameSchema('Last name'),
			email: emailSchema,
			password: passwordSchema,
			locale: z
				.enum(locales)
				.optional()
				.meta({ description: "The language of the account's e-mails (verification, password reset, welcome) and of their links: en (the default) or es." }),
		}),
	),
	rateLimit: { action: 'register', emailOf: (body) => body.email },
	async handle(body) {
		const result = await registerAccount({
			email: body.email,
			password: body.password,
			firstName: body.first_name,
			lastName: body.last_name,
			locale: body.locale,
		})
		if (result.status === 'exists') return reply(messages.userExists, 202)
		if (!result.mailSent) return reply(messages.emailSendError, 203)
		return reply(await issueApiSession(result.user), 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/register',
	tag: 'Accounts',
	summary: 'Create an account; a verification e-mail is sent',
	schema: handle.schema,
	example: { first_name: 'Dana', last_name: 'Rivera', email: 'dana.rivera@example.com', password: 'Kale-and-quinoa-42' },
	responses: { 200: 'Registered: { token, user }', 202: 'An account with this e-mail exists (message)', 203: 'Registered, but the e-mail could not be sent (message)', 400: 'Invalid body (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
