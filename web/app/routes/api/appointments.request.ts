import type { Route } from './+types/appointments.request'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bookingApiSchema } from '#app/modules/appointments/booking-request-schema.ts'
import { requestAppointment } from '#app/modules/appointments/booking.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: bookingApiSchema,
	async handle({ dietitian_id, ...input }, { clientIp }) {
		const outcome = await requestAppointment(dietitian_id, input, clientIp)
		switch (outcome.status) {
			case 'not-found':
				return reply('No listed dietitian has this id', 404)
			case 'no-booking':
				return reply('This dietitian does not take bookings online; send a contact request instead', 403)
			case 'invalid':
				return reply(outcome.message, 400)
			case 'taken':
				return reply({ message: outcome.message, openings: outcome.openings }, 409)
			case 'rate-limited':
				return reply(outcome.message, 429, { 'retry-after': String(outcome.retryAfter) })
			case 'held':
				return reply(
					{
						message: 'The time is held for 30 minutes: confirm your e-mail with the link we sent to send the request.',
						id: outcome.id,
						status: 'held',
						start: outcome.start,
						end: outcome.end,
						kind: outcome.kind,
						format: outcome.format,
						hold_expires_at: outcome.holdExpiresAt,
					},
					201,
				)
		}
	},
})

const openapi: ApiDescription = {
	path: '/api/appointments/request',
	tag: 'Directory',
	summary: 'Hold one of a dietitian’s openings for 30 minutes and mail the visitor a link to confirm their e-mail; the dietitian is told once it is confirmed',
	schema: handle.schema,
	example: { dietitian_id: 12, start: '2026-12-01T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(212) 555-0187', reason: 'Newly diagnosed prediabetes; help with meals.', insurance: 'Aetna' },
	responses: {
		201: '{message, id, status: "held", start, end, kind, format, hold_expires_at}',
		400: 'Not an opening, in the past, inside the notice, beyond the horizon, a kind that is off, or a field to correct (message)',
		403: 'This dietitian does not take bookings online (message)',
		404: 'No listed dietitian has this id (message)',
		409: '{message, openings}: someone else holds this time; other openings of the same kind',
		429: 'Too many requests from this address; this e-mail (counted as one person: case, a +tag and Gmail dots aside) has 3 live requests today or 2 with this dietitian; or the dietitian has 3 holds waiting for an e-mail check (message; Retry-After)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
