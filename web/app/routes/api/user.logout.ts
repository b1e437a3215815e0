import { z } from 'zod'
import type { Route } from './+types/user.logout'
import { messages } from '#app/messages.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bearerToken } from '#app/modules/auth/api-session.server.ts'
import { deleteSession } from '#app/modules/auth/sessions.server.ts'
import { verifyToken } from '#app/modules/auth/tokens.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ token: z.string().optional() }),
	async handle(body, { request }) {
		const claims = await verifyToken('session', body.token ?? bearerToken(request))
		if (!claims?.sessionId) return reply(messages.unauthorized, 401)
		await deleteSession(claims.sessionId)
		return reply(messages.loggedOut, 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
