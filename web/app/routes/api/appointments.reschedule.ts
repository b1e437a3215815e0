import { z } from 'zod'
import type { Route } from './+types/appointments.reschedule'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { moveMessages, refusedStatus, requestMove } from '#app/modules/appointments/visit-moves.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { requestInstant } from '#app/modules/validation/request-dates.ts'

const handle = apiAction({
	schema: z.object({
		token: z.string({ error: 'token is required: the t of the “Change the time” link' }).min(1, 'token is required: the t of the “Change the time” link').max(100, 'token: the t of the “Change the time” link'),
		start: requestInstant('start'),
	}),
	async handle({ token, start }, { clientIp }) {
		const outcome = await requestMove(token, start, clientIp)
		switch (outcome.status) {
			case 'requested':
				return reply({ status: 'requested', start: outcome.start }, 201)
			case 'rate-limited':
				return reply(`Too many booking requests were sent from here. Please try again in ${Math.max(1, Math.ceil(outcome.retryAfter / 60))} minutes.`, 429, { 'retry-after': String(outcome.retryAfter) })
			case 'refused':
				return reply(moveMessages[outcome.problem], refusedStatus[outcome.problem])
			case 'invalid':
				return reply(outcome.message, 400)
			case 'taken':
				return reply({ message: 'Someone has just booked this time. Please choose another opening.', openings: outcome.openings }, 409)
		}
	},
})

const openapi: ApiDescription = {
	path: '/api/appointments/reschedule',
	tag: 'Directory',
	summary: 'Ask to move a visit to another opening: the new time is held and the dietitian asked as for a new request; the visit keeps its time until they confirm',
	schema: handle.schema,
	example: { token: '123.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd', start: '2026-12-03T13:00:00-05:00' },
	responses: {
		201: '{status: "requested", start}: the dietitian has the request; the visit keeps its time until they confirm it',
		400: 'Not an opening, the same time, in the past, inside the notice or beyond the horizon, or a field to correct (message)',
		403: 'A token that is not a “Change the time” link, or a dietitian who no longer takes bookings online (message)',
		409: 'The new time is taken ({message, openings}), or a request to move this visit already waits for an answer (message)',
		410: 'The visit is cancelled, moved or past, or the link was used or has expired (message)',
		429: 'Too many booking requests from this address (message; Retry-After)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
