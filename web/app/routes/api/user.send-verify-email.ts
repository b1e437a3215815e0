import { z } from 'zod'
import type { Route } from './+types/user.send-verify-email'
import { messages } from '#app/messages.ts'
import { sendVerificationMail } from '#app/modules/accounts/email-verification.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	// The spec's client sends {token, user}; the user object is ignored: the token says who.
	schema: z.object({ token: z.string().optional() }),
	rateLimit: { action: 'send-verify-email' },
	async handle(body, { request }) {
		const user = await userFromSessionToken(body.token ?? bearerToken(request))
		if (!user) return reply(messages.unauthorized, 401)
		if (user.verified) return reply(messages.ok, 200)
		const sent = await sendVerificationMail(user)
		if (sent.status === 'throttled') {
			return reply(`Please wait ${sent.waitSeconds} seconds before asking for another e-mail.`, 429, {
				'retry-after': String(sent.waitSeconds),
			})
		}
		if (sent.status === 'failed') return reply(messages.emailSendError, 203)
		return reply(messages.ok, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/send-verify-email',
	tag: 'Accounts',
	summary: 'Send the verification e-mail again',
	schema: handle.schema,
	example: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
	responses: { 200: 'Sent, or already verified (message)', 203: 'The e-mail could not be sent (message)', 401: 'No valid session token (message)', 429: 'Asked too soon (message, Retry-After)' },
	caller: 'bearer or body',
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
