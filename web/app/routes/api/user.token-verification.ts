import { z } from 'zod'
import type { Route } from './+types/user.token-verification'
import { messages } from '#app/messages.ts'
import { verifyEmailWithToken } from '#app/modules/accounts/email-verification.server.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required') }),
	rateLimit: { action: 'token-verification' },
	async handle({ token }) {
		const result = await verifyEmailWithToken(token)
		// A used, replaced or forged link: the original API's 401 on a bad token.
		if (result.status !== 'verified') return reply(messages.unauthorized, 401)
		return reply(await issueApiSession(result.user), 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
