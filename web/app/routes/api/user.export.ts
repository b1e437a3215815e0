import { z } from 'zod'
import type { Route } from './+types/user.export'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { ApiError, apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { messages } from '#app/messages.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { dataExport } from '#app/modules/privacy/data-export.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = z.strictObject({}, { error: 'Send an empty JSON object: {}' })

const handle = apiAction({
	schema,
	async handle(_input, { request }) {
		const user = await userFromSessionToken(bearerToken(request))
		if (!user) throw new ApiError(401, messages.unauthorized)
		if (!user.verified) throw new ApiError(403, 'Verify your e-mail address first: until then the account is not signed in.')
		const exported = await dataExport(user.id)
		if (!exported) throw new ApiError(404, 'The account no longer exists.')
		return reply(exported, 200, { 'cache-control': 'no-store' })
	},
})

const openapi: ApiDescription = {
	path: '/api/user/export',
	tag: 'Profiles',
	summary:
		'Everything the site holds about the signed-in dietitian (issue 48): account, profile, credential checks, plan and payments, contact requests and appointments received, statistics, articles and calendar settings; no password hash or tokens',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: {},
	responses: { 200: 'The data (JSON)', 400: 'A field to correct (message)', 401: 'No live session (message)', 403: 'The e-mail address is not verified yet (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
