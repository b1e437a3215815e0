import { z } from 'zod'
import type { Route } from './+types/user.send-verify-email'
import { messages } from '#app/messages.ts'
import { sendVerificationMail } from '#app/modules/accounts/email-verification.server.ts'
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

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
