import { z } from 'zod'
import type { Route } from './+types/user.logout'
import { messages } from '#app/messages.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
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

const openapi: ApiDescription = {
	path: '/api/user/logout',
	tag: 'Accounts',
	summary: 'End the session of a token',
	schema: handle.schema,
	example: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
	responses: { 200: 'Signed out (message)', 401: 'No valid session token (message)' },
	caller: 'bearer or body',
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
