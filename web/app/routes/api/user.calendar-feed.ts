import { z } from 'zod'
import type { Route } from './+types/user.calendar-feed'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { bookingDietitian } from '#app/modules/appointments/appointments-api.server.ts'
import { ensureCalendarFeed } from '#app/modules/appointments/calendar-feed.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const schema = z.strictObject(
	{ rotate: z.literal(true, { error: 'rotate must be true, or left out to keep the current address' }).optional() },
	{ error: 'Send a JSON object: {} for the address, {"rotate": true} for a new one' },
)

const handle = apiAction({
	schema,
	async handle(input, { request }) {
		const user = await bookingDietitian(request)
		return reply({ url: await ensureCalendarFeed(user.id, input.rotate === true) }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/calendar-feed',
	tag: 'Profiles',
	summary:
		'The signed-in dietitian’s private calendar address (an iCalendar feed of requested and confirmed visits, 30 days back to 180 ahead), made on first use; rotate: true replaces it and the old address answers 404 at once',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: { rotate: true },
	responses: { 200: 'The address ({url})', 400: 'A field to correct (message)', 401: 'No live session (message)', 403: 'The plan does not include online booking (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
