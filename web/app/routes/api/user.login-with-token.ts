import { z } from 'zod'
import type { Route } from './+types/user.login-with-token'
import { messages } from '#app/messages.ts'
import { toPublicUser } from '#app/modules/accounts/users.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required') }),
	rateLimit: { action: 'login-with-token' },
	async handle({ token }) {
		const user = await userFromSessionToken(token)
		if (!user) return reply(messages.unauthorized, 401)
		// Unverified accounts are not signed in (201), as with /user/login.
		return reply({ token, user: toPublicUser(user) }, user.verified ? 200 : 201)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/login-with-token',
	tag: 'Accounts',
	summary: 'Resume a session from its token',
	schema: handle.schema,
	example: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
	responses: { 200: 'Session alive: { token, user }', 201: 'Session alive, e-mail not verified', 400: 'Invalid body (message)', 401: 'Unknown, expired or revoked token (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
