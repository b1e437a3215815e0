import { z } from 'zod'
import type { Route } from './+types/user.check-verify-code'
import { messages } from '#app/messages.ts'
import { checkResetCode } from '#app/modules/accounts/password-reset.server.ts'
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

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
