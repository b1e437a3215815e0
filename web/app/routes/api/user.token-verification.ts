import { z } from 'zod'
import type { Route } from './+types/user.token-verification'
import { messages } from '#app/messages.ts'
import { verifyEmailWithToken } from '#app/modules/accounts/email-verification.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
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

const openapi: ApiDescription = {
	path: '/api/user/token-verification',
	tag: 'Accounts',
	summary: 'Verify the e-mail address with the token from the verification link',
	schema: handle.schema,
	example: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
	responses: { 200: 'Verified and signed in: { token, user }', 400: 'Invalid body (message)', 401: 'Used, replaced or forged link (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
