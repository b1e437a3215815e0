import type { Route } from './+types/dietitians.contact'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { contactApiSchema } from '#app/modules/leads/contact-form.ts'
import { rateLimitedMessage, submitContactRequest } from '#app/modules/leads/contact-requests.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: contactApiSchema,
	async handle({ id, ...input }, { clientIp }) {
		const outcome = await submitContactRequest(id, input, clientIp)
		if (outcome.status === 'not-found') return reply('No listed dietitian has this id', 404)
		if (outcome.status === 'no-requests') return reply('This dietitian does not take contact requests through the directory; call their office instead', 403)
		if (outcome.status === 'rate-limited') return reply(outcome.message ?? rateLimitedMessage(outcome.retryAfter), 429, { 'retry-after': String(outcome.retryAfter) })
		// "ok", as before: the request is stored. It is sent once the visitor confirms their address (docs/decisions/099).
		return reply({ message: 'ok', id: outcome.id, status: 'awaiting_confirmation' }, 201)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/contact',
	tag: 'Directory',
	summary:
		'Send a contact request to a listed dietitian. It is held until the visitor confirms their address with the link mailed to it (24 hours); then the dietitian gets it by e-mail with reply-to the visitor, and the visitor a copy (without links)',
	schema: handle.schema,
	example: { id: 12, name: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(212) 555-0187', message: 'I was just told I have prediabetes and would like help planning meals. Do you have evening appointments?' },
	responses: {
		201: '{message: "ok", id, status: "awaiting_confirmation"}: stored; sent once the visitor confirms their address from the e-mail',
		400: 'A field to correct (message)',
		403: 'This dietitian takes no contact requests through the directory (message)',
		404: 'No listed dietitian has this id (message)',
		429: 'Too many requests from this address, to this dietitian in the last hour, or waiting for confirmation at this e-mail; Retry-After says when to try again (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
