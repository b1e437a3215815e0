import { z } from 'zod'
import type { Route } from './+types/user.change-password'
import { messages } from '#app/messages.ts'
import { resetPassword } from '#app/modules/accounts/password-reset.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { codeSchema, emailSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

export const proofRequired = 'A verification code (verifyCode) or reset token (resetToken) for this e-mail is required.'
export const proofInvalid = 'The verification code or reset token is invalid or has expired.'

const handle = apiAction({
	schema: withPasswordPolicy(
		z.object({
			email: emailSchema,
			password: passwordSchema,
			verifyCode: codeSchema.optional(),
			resetToken: z.string().min(1).max(2048).optional(),
		}),
	),
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

const openapi: ApiDescription = {
	path: '/api/user/change-password',
	tag: 'Accounts',
	summary: 'Set a new password with a reset code or reset token',
	schema: handle.schema,
	example: { email: 'dana.rivera@example.com', password: 'Beets-and-barley-77', resetToken: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
	responses: { 200: 'Changed (message)', 400: 'Invalid body or no proof (message)', 403: 'Code or token invalid or expired (message)', 429: 'Too many attempts (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
