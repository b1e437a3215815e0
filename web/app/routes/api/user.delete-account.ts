import { z } from 'zod'
import type { Route } from './+types/user.delete-account'
import { messages } from '#app/messages.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { ApiError, apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { deleteOwnAccount } from '#app/modules/privacy/account-deletion.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = z.strictObject(
	{ password: z.string({ error: 'password: the account’s password, to confirm' }).min(1, 'password: the account’s password, to confirm').max(200) },
	{ error: 'Send a JSON object: {"password": "…"}' },
)

const handle = apiAction({
	schema,
	// A password check: the sign-in tier's limits, per address and per account.
	rateLimit: { action: 'delete-account' },
	async handle(input, { request }) {
		const user = await userFromSessionToken(bearerToken(request))
		if (!user) throw new ApiError(401, messages.unauthorized)
		if (!user.verified) throw new ApiError(403, 'Verify your e-mail address first: until then the account is not signed in.')
		const outcome = await deleteOwnAccount(user.id, input.password, requestTranslator(request))
		if (!outcome.ok) throw new ApiError(outcome.status, outcome.message)
		const { ok: _ok, lines, ...facts } = outcome
		return reply({ message: lines.join(' '), ...facts }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/delete-account',
	tag: 'Accounts',
	summary:
		'Deletes the signed-in account with its password (issue 48): profile, photos, contact requests and appointments go, visits to come are cancelled with mails, the subscription stops renewing (no refund of the paid period), published articles stay as “A former contributor”; the address may register again',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: { password: 'Kale-and-quinoa-42' },
	responses: {
		200: 'Deleted: {message, subscriptionEndsOn, articlesKept, articlesDeleted, visitsCancelled}',
		400: 'Wrong password or a field to correct (message)',
		401: 'No live session (message)',
		403: 'The e-mail address is not verified yet (message)',
		409: 'An administrator’s account (message)',
		429: 'Too many attempts (message)',
		503: 'The articles or the subscription could not be reached; nothing was deleted (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
