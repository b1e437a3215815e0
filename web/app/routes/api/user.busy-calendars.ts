import type { z } from 'zod'
import type { Route } from './+types/user.busy-calendars'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, ApiError, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bookingDietitian } from '#app/modules/appointments/appointments-api.server.ts'
import { answerBusyCalendars, busyCalendarsRequest } from '#app/modules/appointments/busy-calendar-requests.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: busyCalendarsRequest,
	async handle(input, { request }) {
		const user = await bookingDietitian(request)
		const answer = await answerBusyCalendars(user.id, input)
		if (answer.status !== 200) throw new ApiError(answer.status, answer.message)
		return reply({ data: answer.data }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/busy-calendars',
	tag: 'Profiles',
	summary:
		'The signed-in dietitian’s busy calendars (up to 3 iCalendar addresses whose busy times come off their openings, read every 15 minutes): {} lists them, add reads an address at once and keeps it, remove and sync take a calendar’s id. Only the host of an address is ever shown again.',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: { add: 'https://calendar.google.com/calendar/ical/dietitian%40example.com/private-0123456789abcdef/basic.ics' },
	responses: {
		200: 'The calendars ({data: [{id, host, last_synced_at, busy_count, last_error, unknown_zones}]})',
		400: 'A field to correct, a 4th calendar, or an address that is not allowed or not a calendar we can read (message)',
		401: 'No live session (message)',
		403: 'The plan does not include online booking (message)',
		404: 'No such calendar among the dietitian’s (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
