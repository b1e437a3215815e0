import { z } from 'zod'
import type { Route } from './+types/user.login'
import { messages } from '#app/messages.ts'
import { accountSuspendedMessage } from '#app/site-messages.ts'
import { signIn } from '#app/modules/accounts/sign-in.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { isKnownSignInSource } from '#app/modules/auth/sign-in-sources.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ email: emailSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024) }),
	rateLimit: {
		action: 'login',
		emailOf: (body) => body.email,
		skipEmailLimit: (body, { clientIp }) => isKnownSignInSource(body.email, { ip: clientIp, deviceId: null }),
	},
	async handle({ email, password }, { clientIp }) {
		const result = await signIn(email, password, { ip: clientIp, deviceId: null })
		if (result.status === 'invalid') return reply(messages.loginFailed, 401)
		if (result.status === 'suspended') return reply(accountSuspendedMessage(getEnv().CONTACT_EMAIL), 403)
		return reply(await issueApiSession(result.user), result.status === 'ok' ? 200 : 201)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/login',
	tag: 'Accounts',
	summary: 'Sign in with e-mail and password',
	schema: handle.schema,
	example: { email: 'dana.rivera@example.com', password: 'Kale-and-quinoa-42' },
	responses: { 200: 'Signed in: { token, user }', 201: 'Password right but e-mail not verified yet: { token, user }', 400: 'Invalid body (message)', 401: 'Wrong e-mail or password (message)', 429: 'Too many attempts (message, Retry-After)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
