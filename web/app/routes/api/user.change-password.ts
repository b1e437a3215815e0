import { z } from 'zod'
import type { Route } from './+types/user.change-password'
import { messages } from '#app/messages.ts'
import { resetPassword } from '#app/modules/accounts/password-reset.server.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { codeSchema, emailSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

export const proofRequired = 'A verification code (verifyCode) or reset token (resetToken) for this e-mail is required.'
export const proofInvalid = 'The verification code or reset token is invalid or has expired.'

const handle = apiAction({
	schema: z.object({
		email: emailSchema,
		password: passwordSchema,
		verifyCode: codeSchema.optional(),
		resetToken: z.string().min(1).max(2048).optional(),
	}),
	rateLimit: { action: 'change-password', emailOf: (body) => body.email },
	async handle({ email, password, verifyCode, resetToken }) {
		// The original API changed any account's password from {email, password}; ours needs proof.
		const proof = resetToken ? { resetToken } : verifyCode ? { code: verifyCode } : null
		if (!proof) return reply(proofRequired, 400)
		const result = await resetPassword(email, password, proof)
		if (!result.ok) return reply(proofInvalid, 403)
		return reply(messages.ok, 200)
	},
})

export const action = ({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) })
export const loader = methodNotAllowed
