import { z } from 'zod'
import type { Route } from './+types/user.check-verify-code'
import { messages } from '#app/messages.ts'
import { checkResetCode } from '#app/modules/accounts/password-reset.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { codeSchema, emailSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({ email: emailSchema, verifyCode: codeSchema }),
	rateLimit: { action: 'check-verify-code', emailOf: (body) => body.email },
	async handle({ email, verifyCode }) {
		const check = await checkResetCode(email, verifyCode)
		if (!check.ok) return reply(messages.verifyCodeInvalid, 202)
		return reply({ message: messages.ok, resetToken: check.resetToken }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/check-verify-code',
	tag: 'Accounts',
	summary: 'Exchange a password-reset code for a reset token',
	schema: handle.schema,
	example: { email: 'dana.rivera@example.com', verifyCode: '012345' },
	responses: { 200: '{ message, resetToken }', 202: 'Wrong or expired code (message)', 400: 'Invalid body (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
